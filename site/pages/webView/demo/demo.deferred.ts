import { deferred } from '../../../render/deferred';

/** The demo loads after the page (ADR 0005). */
export const demo = deferred(() => import('./WebViewDemo').then((m) => ({ default: m.WebViewDemo })));
