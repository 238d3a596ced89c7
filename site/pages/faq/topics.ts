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

/**
 * The FAQ's search shell (SPEC §2 `/faq/{faqQuery}/` with the shopper's own words): prerendered
 * once as `/faq/_/`, served for every query that is not a topic, and filled in the browser.
 */
export const FAQ_SEARCH_SHELL = '_';
