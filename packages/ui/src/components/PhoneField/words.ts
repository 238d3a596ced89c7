// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).
import type { PhoneCountry } from '@gamelle/domain';

/** `PhoneField`: the country list's and the number's names, and the countries. */
export interface PhoneFieldWords {
  phoneCountry: string;
  phoneNumber: string;
  countries: Readonly<Record<PhoneCountry, string>>;
}
export const PHONE_FIELD_WORDS: PhoneFieldWords = {
  phoneCountry: 'Pays',
  phoneNumber: 'Numéro',
  countries: { FR: 'France', BE: 'Belgique', DE: 'Allemagne', IT: 'Italie', LU: 'Luxembourg' },
};
