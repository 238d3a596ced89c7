import { deferred } from '../../../../../../render/deferred';

/** The subscription's past orders load after the page (ADR 0005). */
export const history = deferred(() =>
  import('./SubscriptionHistory').then((m) => ({ default: m.SubscriptionHistory })),
);
