import { ApiError } from '@gamelle/api-client';
import { t } from '../../../../../lib/i18n';

/** What to tell the shopper of a refused change: the server's sentence, else the generic one (SPEC §8). */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) return error.violations[0]?.message ?? error.message;
  return t('account.subscriptions.errorChange');
}

export type Feedback = { tone: 'success' | 'critical'; text: string } | null;
