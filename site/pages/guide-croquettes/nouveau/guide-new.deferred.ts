import { deferred } from '../../../render/deferred';

/** The guide's form loads after the page (ADR 0005). */
export const guideNew = deferred(() => import('./GuideNew').then((m) => ({ default: m.GuideNew })));
