import { deferred } from '../../../../render/deferred';

/** The guide's form loads after the page (ADR 0005). */
export const guidePetSteps = deferred(() => import('./GuidePetSteps').then((m) => ({ default: m.GuidePetSteps })));
