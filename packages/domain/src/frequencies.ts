// Zod-free: product pages show the frequencies without pulling the schemas into the browser.

/** The ten delivery frequencies (SPEC §3), shortest first. */
export const FREQUENCY_OPTIONS = [
  { code: '21', days: 21, position: 1, label: '3 semaines', description: 'Livraison toutes les 3 semaines' },
  { code: '31', days: 31, position: 2, label: '1 mois', description: 'Livraison tous les mois' },
  { code: '42', days: 42, position: 3, label: '6 semaines', description: 'Livraison toutes les 6 semaines' },
  { code: '49', days: 49, position: 4, label: '7 semaines', description: 'Livraison toutes les 7 semaines' },
  { code: '62', days: 62, position: 5, label: '2 mois', description: 'Livraison tous les 2 mois' },
  { code: '70', days: 70, position: 6, label: '10 semaines', description: 'Livraison toutes les 10 semaines' },
  { code: '77', days: 77, position: 7, label: '11 semaines', description: 'Livraison toutes les 11 semaines' },
  { code: '93', days: 93, position: 8, label: '3 mois', description: 'Livraison tous les 3 mois' },
  { code: '124', days: 124, position: 9, label: '4 mois', description: 'Livraison tous les 4 mois' },
  { code: '155', days: 155, position: 10, label: '5 mois', description: 'Livraison tous les 5 mois' },
] as const;
export type FrequencyOption = (typeof FREQUENCY_OPTIONS)[number];
export const FREQUENCY_DAYS = FREQUENCY_OPTIONS.map((o) => o.days);

export function frequencyOption(days: number): FrequencyOption | undefined {
  return FREQUENCY_OPTIONS.find((o) => o.days === days);
}
