import { deferred } from '../../../render/deferred';

/** The signed-in shopper's dashboard loads after the page (ADR 0005). */
export const account = deferred(() => import('./AccountHome').then((m) => ({ default: m.AccountHome })));
