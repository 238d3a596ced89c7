import { z } from 'zod';
import { imageSchema } from './content.js';

/** A product variant as the content system serves it (SPEC §3 ProductVariants). */
export const productVariantSchema = z.object({
  code: z.string().regex(/^\d{8}$/),
  name: z.string(),
  show_variant: z.boolean().optional(),
  in_stock: z.boolean(),
  stock: z.number().int().min(0).optional(),
  /** TTC price in cents. */
  base_price: z.number().nullable().optional(),
  /** HT price in cents. */
  base_price_tf: z.number().nullable().optional(),
  /** Subscription TTC price in cents. */
  base_price_subscription: z.number().nullable().optional(),
  weight: z.number().positive().optional(),
  unit: z.enum(['kg', 'g', 'l']).optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const analyticalConstituentSchema = z.object({ label: z.string(), value: z.string() });

export const reviewsSchema = z.object({
  count: z.number().int().min(0),
  /** Average out of 5. */
  average: z.number().min(0).max(5),
  /** Satisfaction percentage. */
  satisfaction: z.number().min(0).max(100),
});
export type Reviews = z.infer<typeof reviewsSchema>;

/** Product (SPEC §3). */
export const ANIMALS = ['dog', 'cat'] as const;
export const FOOD_TYPES = ['dry', 'wet', 'treat'] as const;
export const LIFE_STAGES = ['young', 'adult', 'senior', 'all'] as const;

/** A feeding-table row: daily grams for a pet weight. */
export const feedingRowSchema = z.object({ weightKg: z.number().positive(), gramsPerDay: z.number().int().positive() });

/** One customer review (SPEC §3 `json_avis`). */
export const reviewSchema = z.object({
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  date: z.string(),
});

export const productSchema = z.object({
  sku: z.string().min(1),
  slug: z.string().min(1),
  kind: z.enum(['product', 'sample']).default('product'),
  name: z.string().min(1),
  brand: z.string().optional(),
  animal: z.enum(ANIMALS),
  foodType: z.enum(FOOD_TYPES),
  lifeStage: z.enum(LIFE_STAGES).optional(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  categories: z.array(z.string()).default([]),
  feedingTable: z.array(feedingRowSchema).default([]),
  json_avis: z.array(reviewSchema).default([]),
  createdAt: z.string().optional(),
  viewable: z.boolean().optional(),
  oldProduct: z.boolean().optional(),
  reference: z.string().optional(),
  filters: z.record(z.string(), z.array(z.string())).default({}),
  ProductVariants: z.array(productVariantSchema),
  composition: z.string().optional(),
  analyticalConstituents: z.array(analyticalConstituentSchema).default([]),
  /** Metabolisable energy in kcal per kg. */
  metabolizableEnergy: z.number().positive().optional(),
  reviews: reviewsSchema.optional(),
  images: z.array(imageSchema).default([]),
});
export type Product = z.infer<typeof productSchema>;
