import { deferred } from '../../../../../render/deferred';

/** The subscription's page loads after the page (ADR 0005). */
export const subscription = deferred(() =>
  import('./SubscriptionDetail').then((m) => ({ default: m.SubscriptionDetail })),
);
