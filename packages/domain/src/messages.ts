/** French messages of SPEC §8, shared by browser and backend. */
export const MESSAGES_FR = {
  genericError: 'Une erreur est survenue',
  checkoutError: 'Une erreur est survenue. Merci de contacter notre service client afin d’obtenir plus de détails.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  notFound: 'Page non trouvée',
  resourceNotFound: 'Ressource introuvable.',
} as const;

/** Dutch messages of SPEC §8 (nl-BE), the same keys as `MESSAGES_FR`. */
export const MESSAGES_NL = {
  genericError: 'Er is een fout opgetreden',
  checkoutError: 'Er is een fout opgetreden. Neem contact op met onze klantendienst voor meer informatie.',
  invalidJson: 'De inhoud van het verzoek is geen geldige JSON.',
  notFound: 'Pagina niet gevonden',
  resourceNotFound: 'Bron niet gevonden.',
} as const satisfies Record<keyof typeof MESSAGES_FR, string>;
