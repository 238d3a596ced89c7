import { z } from 'zod';

/** A link of the header or footer navigation; `href` is a site path or an absolute URL. */
export const navLinkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
});
export type NavLink = z.infer<typeof navLinkSchema>;

/** Header record of the content system (SPEC §3, `b2c-header`). */
export const headerSchema = z.object({
  promoBanner: z.string().nullable(),
  navigation: z.array(navLinkSchema),
  supportHours: z.string(),
});
export type Header = z.infer<typeof headerSchema>;

/** Image (SPEC §3): url, fileHash or hash, alternativeText. */
export const imageSchema = z.object({
  url: z.string().min(1),
  fileHash: z.string().optional(),
  hash: z.string().optional(),
  alternativeText: z.string().nullable().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** Content page (SPEC §3: key, slug, attributes). */
export const pageSchema = z.object({
  key: z.string().min(1),
  slug: z.string().min(1),
  attributes: z.record(z.string(), z.unknown()),
});
export type Page = z.infer<typeof pageSchema>;

/** Cross-sell (SPEC §3: main_product sku and product sku list). */
export const crossSellSchema = z.object({
  main_product: z.object({ sku: z.string() }).nullable().optional(),
  products: z.array(z.object({ sku: z.string() })),
});
export type CrossSell = z.infer<typeof crossSellSchema>;

/** Footer record (SPEC §3). */
export const footerSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(navLinkSchema) })),
  legal: z.array(navLinkSchema),
});
export type Footer = z.infer<typeof footerSchema>;
