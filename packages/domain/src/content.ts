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
