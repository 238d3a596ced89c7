import { z } from 'zod';
import { openingHoursSchema } from './opening-hours-schema.js';

/** A physical shop (SPEC §3), with its weekly hours and exceptions. */
export const shopSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.enum(['FR', 'BE', 'LU']),
  phone: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: openingHoursSchema,
});
export type Shop = z.infer<typeof shopSchema>;
