/** French messages of SPEC §8, shared by browser and backend. */
export const MESSAGES_FR = {
  genericError: 'Une erreur est survenue',
  checkoutError: 'Une erreur est survenue. Merci de contacter notre service client afin d’obtenir plus de détails.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  notFound: 'Page non trouvée',
  resourceNotFound: 'Ressource introuvable.',
} as const;
