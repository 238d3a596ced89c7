import { deferred } from '../../render/deferred';

/** The country and language wall (issue 27 item 3): its code after the page's, drawn only when it asks. */
export const regionWall = deferred(() => import('./RegionWall').then((m) => ({ default: m.RegionWall })));
