import { deferred } from '../../../../render/deferred';

/** The shopper's orders load after the page (ADR 0005). */
export const orders = deferred(() => import('./OrdersList').then((m) => ({ default: m.OrdersList })));
