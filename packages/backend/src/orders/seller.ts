/**
 * Who sells: the company's legal mentions, written once for the invoice, the delayed
 * payment instructions and the « Mentions légales » page. French law (Code de commerce L441-9,
 * CGI 242 nonies A) wants on an invoice the seller's name, legal form and capital, registered
 * office, SIREN with its RCS and the intra-EU VAT number. The shop is fictitious: so are these.
 */
export const SELLER = {
  brand: 'Gamelle',
  legalName: 'Gamelle SAS',
  legalForm: 'Société par actions simplifiée au capital de 50 000 €',
  street: '12 rue des Gamelles',
  postcode: '69004',
  city: 'Lyon',
  country: 'France',
  registration: 'RCS Lyon 123 456 789',
  siret: '123 456 789 00012',
  vatNumber: 'FR12 123456789',
  email: 'service-client@gamelle.example',
  phone: '04 78 00 00 00',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPPXXX',
} as const;

/** `12 rue des Gamelles, 69004 Lyon, France` */
export const SELLER_ADDRESS = `${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, ${SELLER.country}`;

/** The legal mentions in one line each, as the foot of every invoice page prints them. */
export const SELLER_LEGAL_LINES = [
  `${SELLER.legalName} — ${SELLER.legalForm} — Siège social : ${SELLER_ADDRESS}`,
  `${SELLER.registration} — SIRET ${SELLER.siret} — N° de TVA intracommunautaire ${SELLER.vatNumber}`,
] as const;
