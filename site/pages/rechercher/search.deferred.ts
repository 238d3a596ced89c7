import { deferred } from '../../render/deferred';

/** The search page's interactive part, hydrated once its code arrives (ADR 0005). */
export const searchPage = deferred(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));
