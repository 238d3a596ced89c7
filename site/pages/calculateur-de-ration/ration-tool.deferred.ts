import { deferred } from '../../render/deferred';

/** The calculator loads after the page (ADR 0005). */
export const rationTool = deferred(() => import('./RationTool').then((m) => ({ default: m.RationTool })));
