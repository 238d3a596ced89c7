import { deferred } from '../../../../../render/deferred';

/** The confirmation step loads after the page (ADR 0005). */
export const withdrawal = deferred(() =>
  import('./WithdrawalConfirmation').then((m) => ({ default: m.WithdrawalConfirmation })),
);
