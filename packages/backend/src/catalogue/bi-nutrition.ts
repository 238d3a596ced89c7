import {
  BI_NUTRITION_MESSAGES,
  type BiNutritionReason,
  catBiNutrition,
  DEFAULT_LOCALE,
  isVariantActive,
  type Locale,
  type Product,
} from '@gamelle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/open.js';
import { products } from '../db/schema.js';
import { hydraError, violationError } from '../http/problems.js';
import { productSummary } from './render.js';

/** A food as a card shows it (render level 1, SPEC §9), in the page's language (ADR 0019). */
const summary = (doc: Product, locale: Locale) => ({ ...productSummary(doc, locale), renderLevel: 1 as const });

/** What the menu reads of a cat (SPEC §3 pet data): the guide sends it, the request reads the pet. */
export const catProfileSchema = z
  .object({
    animal: z.enum(['dog', 'cat'], { error: 'required' }),
    ageInMonths: z.number({ error: 'required' }).int('invalid').min(0, 'invalid').max(360, 'invalid'),
    weight: z.number({ error: 'required' }).gt(0, 'too_small_exclusive').lt(100, 'invalid'),
    condition: z.number({ error: 'required' }).int('invalid').min(1, 'invalid').max(5, 'invalid'),
    hasPathology: z.boolean().default(false),
  })
  .strict();
export type CatProfile = z.infer<typeof catProfileSchema>;

export interface MenuChoice {
  kibble: string;
  recipes: readonly string[];
  frequency: 'three_per_week' | 'daily';
  meals: number;
}

/** Where each incompatibility of SPEC §8 points in a request: the pet, its kibble, the recipes. */
const PROPERTY_OF: Record<BiNutritionReason, 'animal' | 'kibble' | 'recipes'> = {
  dog_pet: 'animal',
  overweight: 'animal',
  pathology: 'animal',
  not_eligible: 'animal',
  dog_kibble: 'kibble',
  kitten_adult_kibble: 'kibble',
  adult_kitten_kibble: 'kibble',
  no_recipes: 'recipes',
};

/** A kibble's life stage as the menu's rules read it (the catalogue says young, adult, senior or all). */
const kibbleStage = (doc: Product): 'kitten' | 'adult' | 'all' =>
  doc.lifeStage === 'young' ? 'kitten' : doc.lifeStage === 'all' || !doc.lifeStage ? 'all' : 'adult';

const onSale = (doc: Product) => doc.viewable !== false && doc.ProductVariants.some((v) => isVariantActive(v));

/**
 * The foods a cat menu is made of (SPEC §2 selection step): cat kibbles and cat wet recipes on
 * sale, their names and texts in a language (French by default).
 */
export async function menuFoods(db: Database, locale: Locale = DEFAULT_LOCALE) {
  const rows = await db
    .select({ data: products.data, foodType: products.foodType })
    .from(products)
    .where(and(eq(products.animal, 'cat'), inArray(products.foodType, ['dry', 'wet']), eq(products.kind, 'product')));
  const docs = rows.map((row) => ({ doc: row.data as Product, foodType: row.foodType })).filter((r) => onSale(r.doc));
  const card = (doc: Product) => ({ ...summary(doc, locale), kibbleStage: kibbleStage(doc) });
  return {
    kibbles: docs.filter((r) => r.foodType === 'dry').map((r) => card(r.doc)),
    recipes: docs.filter((r) => r.foodType === 'wet').map((r) => card(r.doc)),
  };
}

/**
 * A cat's menu (SPEC §2 ration and result steps): the domain's `catBiNutrition` over the
 * catalogue's foods, never the client's figures. An incompatibility of SPEC §8 is a 422 whose
 * violations carry its code and French message where it belongs (the pet, its kibble, the recipes).
 * The foods of the menu are named in a language (French by default).
 */
export async function menuFor(
  db: Database,
  pet: CatProfile,
  choice: MenuChoice,
  maxRecipes: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  const skus = [choice.kibble, ...choice.recipes];
  const rows = await db
    .select({ sku: products.sku, data: products.data })
    .from(products)
    .where(inArray(products.sku, skus));
  const bySku = new Map(rows.map((row) => [row.sku, row.data as Product]));
  const kibble = bySku.get(choice.kibble);
  if (!kibble || kibble.foodType !== 'dry' || kibble.kind === 'sample' || !onSale(kibble)) {
    throw violationError([
      { propertyPath: 'kibble', code: 'invalid', message: 'Ces croquettes n’existent pas ou ne sont plus vendues.' },
    ]);
  }
  const recipes = choice.recipes.map((sku) => bySku.get(sku));
  if (recipes.some((doc) => !doc || doc.animal !== 'cat' || doc.foodType !== 'wet')) {
    throw violationError([
      { propertyPath: 'recipes', code: 'invalid', message: 'Choisissez des pâtées pour chat de notre catalogue.' },
    ]);
  }
  const wet = recipes as Product[];
  // A food of the catalogue without its energy is our fault, not the cat's: the technical message.
  if (!((kibble.metabolizableEnergy ?? 0) > 0)) throw hydraError(503, BI_NUTRITION_MESSAGES.technical);
  const result = catBiNutrition({
    pet: {
      type: pet.animal,
      ageInMonths: pet.ageInMonths,
      weight: pet.weight,
      condition: pet.condition,
      hasPathology: pet.hasPathology,
    },
    kibble: {
      animal: kibble.animal,
      lifeStage: kibbleStage(kibble),
      energyKcalPerKg: kibble.metabolizableEnergy ?? Number.NaN,
    },
    recipes: wet.map((doc) => ({
      sku: doc.sku,
      energyKcalPerKg: doc.metabolizableEnergy ?? Number.NaN,
      available: onSale(doc),
    })),
    frequency: choice.frequency,
    maxRecipes,
  });
  if (!result.ok) {
    throw violationError(
      result.reasons.map((reason) => ({
        propertyPath: PROPERTY_OF[reason],
        code: reason,
        message: BI_NUTRITION_MESSAGES[reason],
      })),
    );
  }
  const served = wet.filter((doc) => result.recipes.includes(doc.sku));
  return {
    ...result,
    frequency: choice.frequency,
    meals: choice.meals,
    /** Kibble of a day split over its meals, to the gram (the wet food is one more dish). */
    kibbleGramsPerMealOnWetDay: Math.round(result.kibbleGramsOnWetDay / choice.meals),
    kibbleGramsPerMealOnOtherDay: Math.round(result.kibbleGramsOnOtherDay / choice.meals),
    kibble: summary(kibble, locale),
    recipes: served.map((doc) => summary(doc, locale)),
  };
}
export type Menu = Awaited<ReturnType<typeof menuFor>>;
