import { z } from 'zod';

/** One constraint violation of a 422 answer (SPEC §3). `propertyPath` is '' for object-level. */
export const constraintViolationSchema = z.object({
  propertyPath: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ConstraintViolation = z.infer<typeof constraintViolationSchema>;
