import { deferred } from '../../render/deferred';

/** The country and language wall (SPEC §9 `country_wall`): its code after the page's, drawn only when it asks. */
export const regionWall = deferred(() => import('./RegionWall').then((m) => ({ default: m.RegionWall })));
