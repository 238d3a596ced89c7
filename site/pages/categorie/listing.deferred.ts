import { deferred } from '../../render/deferred';

/** The category listing (sort, filters, load more), hydrated once its code arrives (ADR 0005). */
export const listing = deferred(() => import('./CategoryListing').then((m) => ({ default: m.CategoryListing })));
