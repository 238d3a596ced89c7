import { z } from 'zod';

/** One constraint violation of a 422 answer (SPEC §3). `propertyPath` is '' for object-level. */
export const constraintViolationSchema = z.object({
  propertyPath: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ConstraintViolation = z.infer<typeof constraintViolationSchema>;

/** Turns zod issues into the API's violations: nested paths joined with dots (`billingAddress.postcode`). */
export function violationsFromZod(error: z.ZodError): ConstraintViolation[] {
  return error.issues.map((issue) => ({
    propertyPath: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}
