import { deferred } from '../../../../../../render/deferred';

/** The order's detail loads after the page (ADR 0005). */
export const historyOrder = deferred(() => import('./HistoryOrder').then((m) => ({ default: m.HistoryOrder })));
