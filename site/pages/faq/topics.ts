/** The FAQ's topics by slug (the content system's topic, lower case): its menu, and its prerendered pages. */
export const FAQ_TOPICS = [
  'livraison',
  'commande',
  'abonnement',
  'paiement',
  'produits',
  'compte',
  'professionnels',
] as const;
