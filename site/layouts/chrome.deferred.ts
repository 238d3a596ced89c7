import { deferred } from '../render/deferred';

/**
 * The layout's header, footer and loading bar: in every prerendered page, their code loaded after
 * the page's (ADR 0005) — plain links work before, and Vike's router handles them either way.
 * Declared once here; the server loads their code before each render (render/deferred.tsx).
 */
export const shopHeader = deferred(() => import('./ShopChrome').then((m) => ({ default: m.ShopHeader })));
export const shopFooter = deferred(() => import('./ShopChrome').then((m) => ({ default: m.ShopFooter })));
export const shopSlimFooter = deferred(() => import('./ShopChrome').then((m) => ({ default: m.ShopSlimFooter })));
export const loadingBar = deferred(() => import('./ShopChrome').then((m) => ({ default: m.PageLoadingBar })));
