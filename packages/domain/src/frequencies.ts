// Zod-free: product pages show the frequencies without pulling the schemas into the browser.

/** The ten delivery frequencies (SPEC §3), shortest first; French words, and Belgian Dutch under `nl` (ADR 0019). */
export const FREQUENCY_OPTIONS = [
  {
    code: '21',
    days: 21,
    position: 1,
    label: '3 semaines',
    description: 'Livraison toutes les 3 semaines',
    nl: { label: '3 weken', description: 'Levering om de 3 weken' },
  },
  {
    code: '31',
    days: 31,
    position: 2,
    label: '1 mois',
    description: 'Livraison tous les mois',
    nl: { label: '1 maand', description: 'Levering elke maand' },
  },
  {
    code: '42',
    days: 42,
    position: 3,
    label: '6 semaines',
    description: 'Livraison toutes les 6 semaines',
    nl: { label: '6 weken', description: 'Levering om de 6 weken' },
  },
  {
    code: '49',
    days: 49,
    position: 4,
    label: '7 semaines',
    description: 'Livraison toutes les 7 semaines',
    nl: { label: '7 weken', description: 'Levering om de 7 weken' },
  },
  {
    code: '62',
    days: 62,
    position: 5,
    label: '2 mois',
    description: 'Livraison tous les 2 mois',
    nl: { label: '2 maanden', description: 'Levering om de 2 maanden' },
  },
  {
    code: '70',
    days: 70,
    position: 6,
    label: '10 semaines',
    description: 'Livraison toutes les 10 semaines',
    nl: { label: '10 weken', description: 'Levering om de 10 weken' },
  },
  {
    code: '77',
    days: 77,
    position: 7,
    label: '11 semaines',
    description: 'Livraison toutes les 11 semaines',
    nl: { label: '11 weken', description: 'Levering om de 11 weken' },
  },
  {
    code: '93',
    days: 93,
    position: 8,
    label: '3 mois',
    description: 'Livraison tous les 3 mois',
    nl: { label: '3 maanden', description: 'Levering om de 3 maanden' },
  },
  {
    code: '124',
    days: 124,
    position: 9,
    label: '4 mois',
    description: 'Livraison tous les 4 mois',
    nl: { label: '4 maanden', description: 'Levering om de 4 maanden' },
  },
  {
    code: '155',
    days: 155,
    position: 10,
    label: '5 mois',
    description: 'Livraison tous les 5 mois',
    nl: { label: '5 maanden', description: 'Levering om de 5 maanden' },
  },
] as const;
export type FrequencyOption = (typeof FREQUENCY_OPTIONS)[number];
export const FREQUENCY_DAYS = FREQUENCY_OPTIONS.map((o) => o.days);

/** A frequency's words in a language: French by default, Dutch from its `nl` (ADR 0019). */
export function frequencyWords(
  option: FrequencyOption,
  locale: 'fr' | 'nl' = 'fr',
): { label: string; description: string } {
  return locale === 'nl' ? option.nl : option;
}

export function frequencyOption(days: number): FrequencyOption | undefined {
  return FREQUENCY_OPTIONS.find((o) => o.days === days);
}

/**
 * How often a subscription delivers, as a sentence: SPEC §3's description of one of the ten
 * frequencies (« Livraison toutes les 6 semaines », « Livraison tous les mois », « Levering elke
 * maand »), and for any other gap in days « Livraison tous les 45 jours » (« Levering om de 45
 * dagen »). French agrees the article with the unit: « toutes les » semaines, « tous les » mois
 * and jours — never « tous les 6 semaines ».
 * @example frequencySentence(42, 'fr') // 'Livraison toutes les 6 semaines'
 */
export function frequencySentence(days: number, locale: 'fr' | 'nl' = 'fr'): string {
  const option = frequencyOption(days);
  if (option) return frequencyWords(option, locale).description;
  return locale === 'nl' ? `Levering om de ${days} dagen` : `Livraison tous les ${days} jours`;
}
