import type { CatMenuProfile, MenuChoice, SavedPet } from '@gamelle/api-client';
import {
  ANIMAL_TYPE_IRIS,
  BI_NUTRITION_MEALS,
  BI_NUTRITION_MESSAGES,
  type BiNutritionFrequency,
  type BiNutritionReason,
  href,
} from '@gamelle/domain';

/** SPEC §2: the two menus — the full one asks the meals too (5 steps), the short one 4. */
export type MenuVariant = 'full' | 'short';

/** SPEC §2 bi-nutrition entrances. */
export const ENTRANCE_PATHS: Record<MenuVariant, string> = {
  full: href.biNutritionEntranceFull(),
  short: href.biNutritionEntranceShort(),
};

/** SPEC §2 `/guide-bi-nutrition/{animal}/` and `/mini-guide-bi-nutrition/{animal}/`. */
export const menuGuidePath = (variant: MenuVariant, id: number) =>
  variant === 'full' ? href.biNutrition({ animal: String(id) }) : href.miniBiNutrition({ animal: String(id) });

/** SPEC §2 the results, the menu chosen in the address (reloaded or shared, the same menu). */
export function menuResultsPath(variant: MenuVariant, id: number, choice: MenuChoice): string {
  const query = new URLSearchParams({
    croquettes: choice.kibble,
    patees: choice.recipes.join(','),
    rythme: FREQUENCY_WORDS[choice.frequency],
    repas: String(choice.meals),
  });
  return `${menuGuidePath(variant, id)}recommandations/?${query.toString()}`;
}

const FREQUENCY_WORDS: Record<BiNutritionFrequency, string> = {
  three_per_week: '3-par-semaine',
  daily: 'tous-les-jours',
};

const GUIDE = /^\/(guide-bi-nutrition|mini-guide-bi-nutrition)\/([0-9]{1,15})\/(recommandations\/)?$/;

/** The pet of a guide's address (either menu, steps or results), or null (the shell's `_`). */
export function menuPetOfPath(pathname: string): number | null {
  const id = GUIDE.exec(pathname)?.[2];
  return id ? Number(id) : null;
}

/** The menu a results address names, or null when it names none whole (a hand-made address). */
export function menuChoiceOfSearch(search: string): MenuChoice | null {
  const query = new URLSearchParams(search);
  const kibble = query.get('croquettes') ?? '';
  const recipes = (query.get('patees') ?? '').split(',').filter(Boolean);
  const frequency = (Object.keys(FREQUENCY_WORDS) as BiNutritionFrequency[]).find(
    (key) => FREQUENCY_WORDS[key] === query.get('rythme'),
  );
  const meals = Number(query.get('repas') ?? BI_NUTRITION_MEALS.default);
  if (!kibble || recipes.length === 0 || !frequency) return null;
  if (!Number.isInteger(meals) || meals < BI_NUTRITION_MEALS.min || meals > BI_NUTRITION_MEALS.max) return null;
  return { kibble, recipes, frequency, meals };
}

/** What the menu reads of a pet of the account (SPEC §3 bi-nutrition request, pet data). */
export function menuProfileOf(pet: SavedPet): CatMenuProfile {
  return {
    animal: pet.type === ANIMAL_TYPE_IRIS.cat ? 'cat' : 'dog',
    ageInMonths: pet.ageInMonths,
    weight: pet.weight,
    condition: pet.condition,
    hasPathology: pet.feature.hasFeature,
  };
}

/** The French message of each incompatibility of SPEC §8, once each, in the order given. */
export const reasonMessages = (reasons: readonly BiNutritionReason[]) => [
  ...new Set(reasons.map((reason) => BI_NUTRITION_MESSAGES[reason])),
];

/** The reasons a server's refusal names (its violations' codes), the ones SPEC §8 knows. */
export function reasonsOfViolations(violations: readonly { code?: string | null }[]): BiNutritionReason[] {
  return violations
    .map((violation) => violation.code ?? '')
    .filter((code): code is BiNutritionReason => code in BI_NUTRITION_MESSAGES && code !== 'technical');
}

/**
 * What the shopper reads of a refused menu: SPEC §8's message for each incompatibility; another
 * refusal in its own words (« Ces croquettes … ne sont plus vendues. »); else the technical one.
 */
export function refusalMessages(error: unknown): string[] {
  const violations =
    typeof error === 'object' && error !== null && Array.isArray((error as { violations?: unknown }).violations)
      ? (error as { violations: { code?: string | null; message?: string }[] }).violations
      : [];
  const reasons = reasonsOfViolations(violations);
  if (reasons.length > 0) return reasonMessages(reasons);
  const said = [...new Set(violations.map((violation) => violation.message ?? '').filter(Boolean))];
  return said.length > 0 ? said : [BI_NUTRITION_MESSAGES.technical];
}
