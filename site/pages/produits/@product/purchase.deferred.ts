import { deferred } from '../../../render/deferred';

/** The purchase form, hydrated once its code arrives (ADR 0005). */
export const purchase = deferred(() => import('./ProductPurchase').then((m) => ({ default: m.ProductPurchase })));
