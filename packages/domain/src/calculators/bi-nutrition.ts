/**
 * Cat bi-nutrition (kibble plus wet food, SPEC §2, §3, §8). Energy need from FEDIAF (2021):
 * adult cat 100 × BW^0.67 kcal/day; kittens get 2.0× that up to 4 months, 1.75× up to 9 months
 * and 1.5× up to 12 months (lower bounds of FEDIAF's ranges, to avoid overfeeding). Wet food
 * covers WET_ENERGY_SHARE of the day's energy on the days it is served.
 */
export const CAT_WEIGHT_RANGE = { min: 1, max: 13 } as const;
export const KITTEN_UNTIL_MONTHS = 12;
export const MIN_AGE_MONTHS = 2;
export const WET_ENERGY_SHARE = 0.25;
/** Default cap on wet recipes; the real value is configured (SPEC §9 "maximum recipes (value not shown)"). */
export const DEFAULT_MAX_RECIPES = 3;

export const BI_NUTRITION_FREQUENCIES = ['three_per_week', 'daily'] as const;
export type BiNutritionFrequency = (typeof BI_NUTRITION_FREQUENCIES)[number];

/** Every reason a cat menu cannot be made (SPEC §8), as data. */
export type BiNutritionReason =
  | 'dog_kibble'
  | 'dog_pet'
  | 'overweight'
  | 'pathology'
  | 'kitten_adult_kibble'
  | 'adult_kitten_kibble'
  | 'not_eligible'
  | 'no_recipes';

export const BI_NUTRITION_MESSAGES: Record<BiNutritionReason | 'technical', string> = {
  dog_kibble: 'Les croquettes choisies sont destinées aux chiens : choisissez des croquettes pour chat.',
  dog_pet: 'Le menu bi-nutrition est réservé aux chats.',
  overweight:
    'Votre chat est en surpoids : nous ne pouvons pas lui proposer de menu bi-nutrition. Demandez conseil à votre vétérinaire.',
  pathology: 'Votre chat a une pathologie : consultez votre vétérinaire avant de changer son alimentation.',
  kitten_adult_kibble:
    'Votre chaton a besoin de croquettes pour chaton : les croquettes choisies sont pour chat adulte.',
  adult_kitten_kibble: 'Votre chat est adulte : les croquettes choisies sont destinées aux chatons.',
  not_eligible: 'Votre chat n’est pas éligible au menu bi-nutrition.',
  no_recipes: 'Aucune recette de pâtée n’est disponible pour le moment.',
  technical:
    'Nous ne sommes pas en mesure de vous donner une recommandation pour le moment. Merci de réessayer plus tard.',
};

/** The cat menu's meals a day the full guide asks (SPEC §2 "meals" step): kibble split over them. */
export const BI_NUTRITION_MEALS = { min: 1, max: 4, default: 2 } as const;

/**
 * The reasons the pet alone gives (SPEC §8: a dog, or a cat's pathology, overweight, too young or
 * out of the 1–13 kg range): the guides check them at the profile step, before any food is chosen.
 */
export function biNutritionPetReasons(pet: BiNutritionInput['pet']): BiNutritionReason[] {
  // A dog's menu is refused for that alone: its weight or health say nothing of a cat's menu.
  if (pet.type === 'dog') return ['dog_pet'];
  const reasons: BiNutritionReason[] = [];
  if (pet.hasPathology) reasons.push('pathology');
  if (pet.condition >= 4) reasons.push('overweight');
  if (
    !finite(pet.weight) ||
    !finite(pet.ageInMonths) ||
    pet.ageInMonths < MIN_AGE_MONTHS ||
    pet.weight < CAT_WEIGHT_RANGE.min ||
    pet.weight > CAT_WEIGHT_RANGE.max
  ) {
    reasons.push('not_eligible');
  }
  return reasons;
}

/** The reasons a kibble gives for this pet (SPEC §8: a dog's, a kitten's for an adult, an adult's for a kitten). */
export function biNutritionKibbleReasons(
  pet: Pick<BiNutritionInput['pet'], 'ageInMonths'>,
  kibble: Pick<BiNutritionInput['kibble'], 'animal' | 'lifeStage'>,
): BiNutritionReason[] {
  const reasons: BiNutritionReason[] = [];
  if (kibble.animal === 'dog') reasons.push('dog_kibble');
  const kitten = pet.ageInMonths < KITTEN_UNTIL_MONTHS;
  if (kitten && kibble.lifeStage === 'adult') reasons.push('kitten_adult_kibble');
  if (!kitten && kibble.lifeStage === 'kitten') reasons.push('adult_kitten_kibble');
  return reasons;
}

export interface BiNutritionInput {
  pet: { type: 'dog' | 'cat'; ageInMonths: number; weight: number; condition: number; hasPathology: boolean };
  kibble: { animal: 'dog' | 'cat'; lifeStage: 'kitten' | 'adult' | 'all'; energyKcalPerKg: number };
  recipes: readonly { sku: string; energyKcalPerKg: number; available: boolean }[];
  frequency: BiNutritionFrequency;
  maxRecipes?: number;
}

export type BiNutritionResult =
  | {
      ok: true;
      kcalPerDay: number;
      recipes: string[];
      wetDaysPerWeek: 3 | 7;
      /** Grams of wet food on a day it is served. */
      wetGramsPerWetDay: number;
      kibbleGramsOnWetDay: number;
      kibbleGramsOnOtherDay: number;
    }
  | { ok: false; reasons: BiNutritionReason[] };

function catEnergy(weight: number, ageInMonths: number): number {
  const adult = 100 * weight ** 0.67;
  if (ageInMonths >= KITTEN_UNTIL_MONTHS) return adult;
  if (ageInMonths < 4) return adult * 2;
  if (ageInMonths < 9) return adult * 1.75;
  return adult * 1.5;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Checks a cat's eligibility and splits its day between kibble and wet food; never throws. */
export function catBiNutrition(input: BiNutritionInput): BiNutritionResult {
  const { pet, kibble, frequency } = input;
  const reasons: BiNutritionReason[] = [...biNutritionKibbleReasons(pet, kibble), ...biNutritionPetReasons(pet)];
  if (
    !reasons.includes('not_eligible') &&
    (!finite(kibble.energyKcalPerKg) || kibble.energyKcalPerKg <= 0 || !BI_NUTRITION_FREQUENCIES.includes(frequency))
  ) {
    reasons.push('not_eligible');
  }
  const max = Math.max(1, Math.floor(input.maxRecipes ?? DEFAULT_MAX_RECIPES));
  const recipes = input.recipes
    .filter((r) => r.available && finite(r.energyKcalPerKg) && r.energyKcalPerKg > 0)
    .slice(0, max);
  if (recipes.length === 0) reasons.push('no_recipes');
  if (reasons.length > 0) return { ok: false, reasons };

  const kcalPerDay = catEnergy(pet.weight, pet.ageInMonths);
  const wetEnergy = recipes.reduce((sum, r) => sum + r.energyKcalPerKg, 0) / recipes.length / 1000;
  const kibbleEnergy = kibble.energyKcalPerKg / 1000;
  const wetKcal = kcalPerDay * WET_ENERGY_SHARE;
  return {
    ok: true,
    kcalPerDay: Math.round(kcalPerDay),
    recipes: recipes.map((r) => r.sku),
    wetDaysPerWeek: frequency === 'daily' ? 7 : 3,
    wetGramsPerWetDay: Math.round(wetKcal / wetEnergy),
    kibbleGramsOnWetDay: Math.round((kcalPerDay - wetKcal) / kibbleEnergy),
    kibbleGramsOnOtherDay: Math.round(kcalPerDay / kibbleEnergy),
  };
}
