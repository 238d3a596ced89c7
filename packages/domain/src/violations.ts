import { z } from 'zod';
import { issueCode } from './forms/form-errors.js';
import { formMessage } from './forms/messages.js';

/** One constraint violation of a 422 answer (SPEC §3). `propertyPath` is '' for object-level. */
export const constraintViolationSchema = z.object({
  propertyPath: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ConstraintViolation = z.infer<typeof constraintViolationSchema>;

/**
 * Turns zod issues into the API's violations (ARCHITECTURE: "the backend answers 422 with
 * violations"): nested paths joined with dots (`billingAddress.postcode`), the form code as
 * `code` so the browser finds its key, and the French text as `message`.
 */
export function violationsFromZod(error: z.ZodError, form = 'generic'): ConstraintViolation[] {
  return error.issues.map((issue) => {
    const propertyPath = issue.path.map(String).join('.');
    const { code, params } = issueCode(issue);
    const field = propertyPath.replace(/\.\d+(?=\.|$)/g, '');
    return { propertyPath, code, message: formMessage(form, field, code, { params, raw: issue.message }) };
  });
}
