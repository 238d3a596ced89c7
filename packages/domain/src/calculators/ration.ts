import { rationCalculatorSchema } from '../forms/requests.js';
import { FREQUENCY_OPTIONS, type FrequencyOption } from '../frequencies.js';

/**
 * Dog daily ration (SPEC §2, §9), from the FEDIAF Nutritional Guidelines (2021, chapter VII):
 *
 * - Adult dog (over 12 months), maintenance energy requirement MER = k × BW^0.75 kcal/day with
 *   k = 95 (low activity, under 1 h a day), 110 (moderate, 1–3 h) and 125 (high, 1–3 h of
 *   intense exercise or more). A sterilised dog gets 90% of it (FEDIAF notes neutering lowers
 *   the requirement; 10% is the usual reduction on feeding guides).
 * - Puppy (12 months or less): FEDIAF's growth formula
 *   ME = 130 × BW^0.75 × 3.2 × (e^(−0.87 p) − 0.1), with p = current weight / estimated adult
 *   weight (SPEC §9 "puppy uses estimated adult weight").
 *
 * Grams per day = MER / (metabolisable energy of the food in kcal per gram). See
 * docs/adr/0003-ration-formula.md.
 */
export const ADULT_FROM_MONTHS = 12;
export const ACTIVITY_FACTORS = { low: 95, moderate: 110, high: 125 } as const;
export const STERILISED_FACTOR = 0.9;
/** A standard 250 ml measuring cup holds about 100 g of kibble. */
export const GRAMS_PER_CUP = 100;

export type RationFailure =
  | { field: 'weight' | 'ageInMonths' | 'activity' | 'sterilized' | 'adultWeight'; code: string }
  | { field: 'energy'; code: 'energy_required' };

export type RationResult =
  | {
      ok: true;
      kcalPerDay: number;
      gramsPerDay: number;
      /** Rounded to a quarter of a cup. */
      cups: number;
      /** Days a bag lasts, when a bag size was given. */
      bagLifetimeDays: number | null;
      lifeStage: 'puppy' | 'adult';
    }
  | { ok: false; errors: RationFailure[] };

export interface RationInput {
  weight: unknown;
  ageInMonths: unknown;
  activity?: unknown;
  sterilized?: unknown;
  adultWeight?: unknown;
  /** Metabolisable energy of the food, kcal per kg. */
  energyKcalPerKg: unknown;
  bagKg?: unknown;
}

/** Energy requirement of a dog, kcal per day. */
export function dogEnergyRequirement(input: {
  weight: number;
  ageInMonths: number;
  activity: keyof typeof ACTIVITY_FACTORS;
  sterilized: boolean;
  adultWeight?: number;
}): number {
  if (input.ageInMonths <= ADULT_FROM_MONTHS) {
    const adult = input.adultWeight ?? input.weight;
    const p = Math.min(1, input.weight / adult);
    return 130 * input.weight ** 0.75 * 3.2 * (Math.exp(-0.87 * p) - 0.1);
  }
  const mer = ACTIVITY_FACTORS[input.activity] * input.weight ** 0.75;
  return input.sterilized ? mer * STERILISED_FACTOR : mer;
}

/** The daily ration of a dog for a food; never throws, returns the fields at fault instead. */
export function dogRation(input: RationInput): RationResult {
  const parsed = rationCalculatorSchema.safeParse({
    weight: input.weight,
    ageInMonths: input.ageInMonths,
    activity: input.activity ?? undefined,
    sterilized: input.sterilized ?? undefined,
    adultWeight: input.adultWeight ?? undefined,
  });
  const errors: RationFailure[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ field: String(issue.path[0]) as 'weight', code: issue.message });
    }
  }
  const energy = Number(input.energyKcalPerKg);
  if (!Number.isFinite(energy) || energy <= 0) errors.push({ field: 'energy', code: 'energy_required' });
  if (!parsed.success || errors.length > 0) return { ok: false, errors };

  const dog = parsed.data;
  if (dog.ageInMonths <= ADULT_FROM_MONTHS && dog.adultWeight !== undefined && dog.adultWeight < dog.weight) {
    return { ok: false, errors: [{ field: 'adultWeight', code: 'too_small' }] };
  }
  return dogRationOf(dog, energy, Number(input.bagKg));
}

/**
 * The ration of a dog already checked (weight above 0, whole months, an adult weight at least the
 * current one for a puppy), for a food of `energyKcalPerKg`: what `dogRation` answers once its
 * input is read, for a page that checks its own form (no schema library to load).
 */
export function dogRationOf(
  dog: {
    weight: number;
    ageInMonths: number;
    activity: keyof typeof ACTIVITY_FACTORS;
    sterilized: boolean;
    adultWeight?: number;
  },
  energyKcalPerKg: number,
  bagKg?: number,
): Extract<RationResult, { ok: true }> {
  const kcalPerDay = dogEnergyRequirement(dog);
  const gramsPerDay = Math.round(kcalPerDay / (energyKcalPerKg / 1000));
  return {
    ok: true,
    kcalPerDay: Math.round(kcalPerDay),
    gramsPerDay,
    cups: Math.round((gramsPerDay / GRAMS_PER_CUP) * 4) / 4,
    bagLifetimeDays:
      bagKg !== undefined && Number.isFinite(bagKg) && bagKg > 0 ? Math.floor((bagKg * 1000) / gramsPerDay) : null,
    lifeStage: dog.ageInMonths <= ADULT_FROM_MONTHS ? 'puppy' : 'adult',
  };
}

/**
 * Delivery-frequency calculator: the longest frequency option that does not outlast the bag.
 * When even the shortest outlasts it, the shortest is proposed and `fits` is false.
 */
export function deliveryFrequencyFor(bagLifetimeDays: number): { option: FrequencyOption; fits: boolean } {
  let best: FrequencyOption | undefined;
  for (const option of FREQUENCY_OPTIONS) if (option.days <= bagLifetimeDays) best = option;
  return best ? { option: best, fits: true } : { option: FREQUENCY_OPTIONS[0], fits: false };
}
