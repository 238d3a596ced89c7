import { deferred } from '../../../../render/deferred';

/** The guide's results load after the page (ADR 0005). */
export const guideResults = deferred(() => import('./GuideResults').then((m) => ({ default: m.GuideResults })));
