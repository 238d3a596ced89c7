import { deferred } from '../../../render/deferred';

/** The checkout funnel loads after the page (ADR 0005). */
export const checkout = deferred(() => import('./Checkout').then((m) => ({ default: m.Checkout })));
