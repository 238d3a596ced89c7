import { deferred } from '../render/deferred';

/** The cart's cross-sell block, below the fold: its code loads after the page's (ADR 0005). */
export const crossSell = deferred(() => import('./CrossSell').then((m) => ({ default: m.CrossSell })));
