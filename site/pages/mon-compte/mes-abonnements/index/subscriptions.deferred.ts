import { deferred } from '../../../../render/deferred';

/** The shopper's subscriptions load after the page (ADR 0005). */
export const subscriptions = deferred(() =>
  import('./SubscriptionsList').then((m) => ({ default: m.SubscriptionsList })),
);
