import { deferred } from '../../../../../render/deferred';

/** The order's detail loads after the page (ADR 0005). */
export const order = deferred(() => import('./OrderDetail').then((m) => ({ default: m.OrderDetail })));
