import { deferred } from '../../../render/deferred';

/** The guide's choices load after the page (ADR 0005). */
export const guideEntrance = deferred(() => import('./GuideEntrance').then((m) => ({ default: m.GuideEntrance })));
