import { ApiError } from '@gamelle/api-client';
import { translate } from '../../../../../lib/i18n/i18n';
import { documentLocale } from '../../../../../lib/i18n/locale';

/** What to tell the shopper of a refused change: the server's sentence, else the generic one (SPEC §8). */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) return error.violations[0]?.message ?? error.message;
  // Said in the browser, after a refusal: the document's language (`documentLocale`).
  return translate(documentLocale(), 'account.subscriptions.errorChange');
}

export type Feedback = { tone: 'success' | 'critical'; text: string } | null;
