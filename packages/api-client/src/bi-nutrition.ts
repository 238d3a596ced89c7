import type { BiNutritionFrequency } from '@gamelle/domain';
import { z } from 'zod';
import { recommendedSchema } from './guide.js';
import type { HttpClient } from './http.js';

/** A cat's profile as the menu reads it (SPEC §3 bi-nutrition request, pet data). */
export interface CatMenuProfile {
  animal: 'dog' | 'cat';
  ageInMonths: number;
  weight: number;
  condition: number;
  hasPathology: boolean;
}

/** What the shopper chose (SPEC §2 meals and selection steps). */
export interface MenuChoice {
  kibble: string;
  recipes: string[];
  frequency: BiNutritionFrequency;
  meals: number;
}

const menuFoodSchema = recommendedSchema.extend({
  kibbleStage: z.enum(['kitten', 'adult', 'all']),
  lifeStage: z.string().optional(),
});
export type MenuFood = z.infer<typeof menuFoodSchema>;

const foodsSchema = z.object({
  data: z.object({ kibbles: z.array(menuFoodSchema), recipes: z.array(menuFoodSchema) }),
  meta: z.object({ maxRecipes: z.number().int().positive() }).loose(),
});

const menuSchema = z
  .object({
    kcalPerDay: z.number(),
    wetDaysPerWeek: z.union([z.literal(3), z.literal(7)]),
    wetGramsPerWetDay: z.number(),
    kibbleGramsOnWetDay: z.number(),
    kibbleGramsOnOtherDay: z.number(),
    kibbleGramsPerMealOnWetDay: z.number(),
    kibbleGramsPerMealOnOtherDay: z.number(),
    frequency: z.enum(['three_per_week', 'daily']),
    meals: z.number().int(),
    kibble: recommendedSchema,
    recipes: z.array(recommendedSchema),
  })
  .loose();
export type CatMenu = z.infer<typeof menuSchema>;

/**
 * The cat bi-nutrition menu (SPEC §2, §3, §8; ADR 0003): the foods it is made of and the
 * day's split for a profile (content system, no account), and the request that e-mails it to the
 * customer (`POST /shop/bi-nutrition-requests`, one of their cats). An incompatibility of SPEC §8
 * rejects with a 422 whose violations carry its code and French message.
 */
export function createBiNutritionClient({ content, shop }: { content: HttpClient; shop: HttpClient }) {
  return {
    /** `GET /b2c-bi-nutrition/foods` — cat kibbles and wet recipes on sale, and the most recipes a menu takes. */
    async foods(): Promise<{ kibbles: MenuFood[]; recipes: MenuFood[]; maxRecipes: number }> {
      const answer = await content.get('/b2c-bi-nutrition/foods', { schema: foodsSchema });
      return { ...answer.data, maxRecipes: answer.meta.maxRecipes };
    },
    /** `POST /b2c-bi-nutrition/getMenu` — the menu for a profile. */
    async menu(profile: CatMenuProfile, choice: MenuChoice): Promise<CatMenu> {
      const answer = await content.post(
        '/b2c-bi-nutrition/getMenu',
        { profile, ...choice },
        { schema: z.object({ data: menuSchema }) },
      );
      return answer.data;
    },
    /** `POST /shop/bi-nutrition-requests` — the menu of one of the customer's cats, e-mailed to them. */
    async request(animal: string, choice: MenuChoice): Promise<CatMenu> {
      const answer = await shop.post(
        '/shop/bi-nutrition-requests',
        { animal, ...choice },
        { schema: z.object({ data: menuSchema }) },
      );
      return answer.data;
    },
  };
}
export type BiNutritionClient = ReturnType<typeof createBiNutritionClient>;
