import { deferred } from '../render/deferred';

/**
 * The layout's header, footer and loading bar: in every prerendered page, their code loaded after
 * the page's (ADR 0005) — plain links work before, and Vike's router handles them either way.
 * `loadLayoutData()` preloads them on the server so that the prerender renders them whole.
 */
export const shopHeader = deferred(() => import('./ShopChrome').then((m) => ({ default: m.ShopHeader })));
export const shopFooter = deferred(() => import('./ShopChrome').then((m) => ({ default: m.ShopFooter })));
export const loadingBar = deferred(() => import('./ShopChrome').then((m) => ({ default: m.PageLoadingBar })));

/** Loads the layout's parts before a server render. */
export function preloadChrome(): Promise<unknown> {
  return Promise.all([shopHeader.preload(), shopFooter.preload(), loadingBar.preload()]);
}
