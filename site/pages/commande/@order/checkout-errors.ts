import { ApiError } from '@gamelle/api-client';
import { type ConstraintViolation, MESSAGES_FR } from '@gamelle/domain';
import { FormSubmitError } from '@gamelle/ui/form';

/**
 * What a failed checkout call tells the shopper (SPEC §8): the server's violation or description
 * when it gave one (a step asked too early, a stock that ran out), else the checkout's message
 * asking to contact customer service.
 */
export function checkoutMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const violation = error.violations[0];
    if (violation) return violation.message;
    if (!/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return MESSAGES_FR.checkoutError;
}

/** The same, as the form-level error of a `Form`. */
export function checkoutFailure(error: unknown): FormSubmitError {
  if (!(error instanceof ApiError)) console.error(error);
  return new FormSubmitError(checkoutMessage(error));
}

/**
 * A failed call's violations with the paths of one form (`shippingAddress.postcode` → `postcode`),
 * thrown for the kit's `Form` to show under its fields; any other failure as a form-level message.
 */
export function rethrowForForm(error: unknown, prefix: string): never {
  if (error instanceof ApiError && error.violations.length > 0) {
    throw {
      violations: error.violations.map(
        (violation): ConstraintViolation => ({
          ...violation,
          propertyPath: violation.propertyPath.startsWith(prefix)
            ? violation.propertyPath.slice(prefix.length)
            : violation.propertyPath,
        }),
      ),
    };
  }
  throw checkoutFailure(error);
}
