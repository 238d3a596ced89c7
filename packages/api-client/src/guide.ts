import { z } from 'zod';
import type { HttpClient } from './http.js';

/** A pet's profile as the recommendation service reads it (SPEC §7 `POST /b2c-recommendation/getReco`). */
export interface GuideProfile {
  animal: 'dog' | 'cat';
  ageInMonths: number;
  weight: number;
  sterilized: boolean;
  activity: 'low' | 'moderate' | 'high';
  condition: number;
  hasPathology: boolean;
}

const variantSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    weight: z.number().optional(),
    /** The unit `weight` counts in (SPEC §3: kg, g, l): the price per kilogram or litre follows. */
    unit: z.enum(['kg', 'g', 'l']).nullable().optional(),
    base_price: z.number().int().nullable().optional(),
    base_price_subscription: z.number().int().nullable().optional(),
    show_variant: z.boolean().optional(),
    show_variant_subscription: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .loose();

export const recommendedSchema = z
  .object({
    sku: z.string(),
    slug: z.string(),
    name: z.string(),
    price: z.number().int().nullable(),
    subscriptionPrice: z.number().int().nullable(),
    ProductVariants: z.array(variantSchema),
    images: z
      .array(z.object({ url: z.string(), alternativeText: z.string().nullable().optional() }).loose())
      .optional(),
  })
  .loose();
export type RecommendedProduct = z.infer<typeof recommendedSchema>;

const recommendationSchema = z.object({
  data: z.array(recommendedSchema),
  meta: z.object({ reason: z.enum(['vet', 'no_result']).nullable().optional() }).loose(),
});

const rationSchema = z.object({
  data: z
    .object({
      gramsPerDay: z.number(),
      cups: z.number(),
      formats: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          bagLifetimeDays: z.number().int(),
          frequency: z.object({ days: z.number().int(), label: z.string(), fits: z.boolean() }),
        }),
      ),
    })
    .loose(),
});
export type GuideRation = z.infer<typeof rationSchema>['data'];

/**
 * The dry-food guide's calls to the content system (SPEC §7): the foods ranked for a pet
 * (`POST /b2c-recommendation/getReco?list=true`; none and `reason: 'vet'` for a pathology) and a
 * dog's daily ration for one of them (`GET /b2c-rations/getReco`), with the delivery frequency
 * each format's bag lasts.
 */
export function createGuideClient(http: HttpClient) {
  return {
    async recommend(
      profile: GuideProfile,
    ): Promise<{ products: RecommendedProduct[]; reason: 'vet' | 'no_result' | null }> {
      const answer = await http.post(
        '/b2c-recommendation/getReco',
        { ...profile, grainFree: false },
        {
          query: { list: 'true' },
          schema: recommendationSchema,
        },
      );
      return { products: answer.data, reason: answer.meta.reason ?? null };
    },
    async ration(
      sku: string,
      dog: {
        weight: number;
        ageInMonths: number;
        activity: GuideProfile['activity'];
        sterilized: boolean;
        /** A puppy's estimated adult weight (SPEC §9). */
        adultWeight?: number;
      },
    ): Promise<GuideRation> {
      const answer = await http.get('/b2c-rations/getReco', {
        query: {
          ref: sku,
          weight: dog.weight,
          month: dog.ageInMonths,
          activity: dog.activity,
          sterilized: String(dog.sterilized),
          adultWeight: dog.adultWeight,
        },
        schema: rationSchema,
      });
      return answer.data;
    },
  };
}
export type GuideClient = ReturnType<typeof createGuideClient>;
