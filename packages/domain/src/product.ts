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

/**
 * A product's texts in another language than French (ADR 0019). Every field is
 * optional: what a translation leaves out is the French text, as for content records. Only words
 * are translated: sku, slug (the Dutch pages use the French one under `/nl/`), categories, filter
 * values (the keys a listing filters on), prices, brands and reviews stay as they are.
 */
export const productTranslationSchema = z.object({
  name: z.string().min(1).optional(),
  shortDescription: z.string().optional(),
  /** Markdown, like the French one. */
  description: z.string().optional(),
  composition: z.string().optional(),
  /** Labels of the analytical constituents, by their French label (the values stay). */
  analyticalConstituents: z.record(z.string(), z.string()).optional(),
  /** Variant names by variant code (« Zak van 2 kg »). */
  variants: z.record(z.string().regex(/^\d{8}$/), z.string().min(1)).optional(),
  /** Labels of filter values by filter key, then by the French value (`{ age: { adulte: 'volwassen' } }`). */
  filters: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  /** Images' alternative texts, in the order of `images`. */
  images: z.array(z.string()).optional(),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

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
  /**
   * The product's texts in the other languages (French is the product itself). The content API
   * answers a product in the asked `locale` with these texts and never sends this field.
   */
  translations: z.object({ nl: productTranslationSchema.optional() }).optional(),
});
export type Product = z.infer<typeof productSchema>;
