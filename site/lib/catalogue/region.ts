import type { Locale } from '@gamelle/domain';

/** The countries the shop delivers and their languages (SPEC §1). */
export type Country = 'FR' | 'BE' | 'LU';
export interface Region {
  country: Country;
  language: Locale;
}
/** A first visit's suggestion; `outside`: the browser names a country the shop does not deliver (SPEC §8 wrong storefront). */
export type SuggestedRegion = Region & { outside?: true };

const KEY = 'gamelle.region';

/** The visitor's answer to the country and language wall, or null before it. */
export function readRegion(): Region | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Region> | null;
    if (!value || !['FR', 'BE', 'LU'].includes(value.country ?? '') || !['fr', 'nl'].includes(value.language ?? ''))
      return null;
    return value as Region;
  } catch {
    return null;
  }
}

/** Keeps the answer: a preference of the visitor, asked once (no consent needed). */
export function saveRegion(region: Region): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(region));
  } catch {
    // Without storage the wall asks again on the next visit.
  }
}

/**
 * What the browser's languages say of a first visit (the `Accept-Language` the visitor chose):
 * Dutch or a Belgian or Luxembourg French asks for the country and language wall, prefilled; a
 * French from France (or any other language) is the shop's default and is asked nothing. Dutch
 * from the Netherlands is asked too, and told the shop does not deliver there (SPEC §8).
 * @example suggestedRegion(['nl-BE', 'nl']) // { country: 'BE', language: 'nl' }
 */
export function suggestedRegion(languages: readonly string[]): SuggestedRegion | null {
  for (const tag of languages) {
    const [language = '', region = ''] = tag.toLowerCase().split('-');
    // Dutch from the Netherlands: the shop does not deliver there (the wall says so, in Dutch).
    if (language === 'nl' && region === 'nl') return { country: 'BE', language: 'nl', outside: true };
    if (language === 'nl') return { country: region === 'lu' ? 'LU' : 'BE', language: 'nl' };
    if (region === 'be') return { country: 'BE', language: 'fr' };
    if (region === 'lu' || language === 'lb') return { country: 'LU', language: 'fr' };
    if (language === 'fr') return null;
  }
  return null;
}
