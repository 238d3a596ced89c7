import { ApiError } from '@gamelle/api-client';
import { MESSAGES_FR } from '@gamelle/domain';
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
