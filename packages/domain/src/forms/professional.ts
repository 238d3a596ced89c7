import { z } from 'zod';
import { registrationSchema } from './account.js';
import { FORBIDDEN_ADDRESS_CHARACTERS, SHIPPING_COUNTRIES } from './address.js';

/**
 * Intra-EU VAT numbers of the countries the shop delivers (SPEC §1 B2B variant), as the tax
 * administrations write them: France « FR » + a 2-character key + the 9-digit SIREN; Belgium
 * « BE » + the 10-digit company number (starting with 0 or 1); Luxembourg « LU » + 8 digits.
 */
export const VAT_NUMBER_PATTERNS: Readonly<Record<(typeof SHIPPING_COUNTRIES)[number], RegExp>> = {
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  BE: /^BE[01]\d{9}$/,
  LU: /^LU\d{8}$/,
};

/** A VAT number as typed (« be 0123.456.789 ») in its plain form (« BE0123456789 »). */
export function normalizeVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** Whether a VAT number has its country's format (the country it is registered in). */
export function isVatNumberValidForCountry(value: string, countryCode: string): boolean {
  const pattern = VAT_NUMBER_PATTERNS[countryCode.toUpperCase() as keyof typeof VAT_NUMBER_PATTERNS];
  return pattern ? pattern.test(normalizeVatNumber(value)) : false;
}

/**
 * A professional's registration (ADR 0020): an account like any other, plus the company's
 * name, its country (France, Belgium or Luxembourg) and its VAT number in that country's format.
 */
export const professionalRegistrationSchema = registrationSchema
  .extend({
    company: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(255, 'too_long')
      .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters'),
    companyCountry: z.enum(SHIPPING_COUNTRIES, { error: 'required' }),
    vatNumber: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(20, 'too_long')
      .transform(normalizeVatNumber),
  })
  .superRefine((value, context) => {
    if (value.vatNumber && !isVatNumberValidForCountry(value.vatNumber, value.companyCountry)) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vat_country' });
    }
  });
export type ProfessionalRegistration = z.output<typeof professionalRegistrationSchema>;
