import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeOfPath,
  localizedPath,
} from '@gamelle/domain';

/**
 * The language of the page being rendered (SPEC §9 "prefix except default": French at
 * `/`, Dutch under `/nl/`). Set before each render — on the server, where the prerender renders
 * one page at a time (`prerender.parallel: 1`), by the data hooks, `+onBeforeRender`, the layout
 * and `+Head`; in the browser by `+onBeforeRenderClient` — so `t()` and `localHref()` need no
 * argument. In the
 * browser it starts as the prerendered page's `<html lang>`.
 */
let current: Locale =
  typeof document !== 'undefined' && isLocale(document.documentElement.lang)
    ? document.documentElement.lang
    : DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return current;
}

export function setCurrentLocale(locale: unknown): void {
  current = isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A path of the shop in the page's language: `/chien/` is `/nl/chien/` on a Dutch page. A path
 * that already names its language (a remembered `/nl/…` page), or leaves the shop, is kept.
 */
export function localHref(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return localeOfPath(path).locale === DEFAULT_LOCALE ? localizedPath(path, current) : path;
}

/** The address's path as the routes know it, without its language prefix (`/nl/commande/x/` → `/commande/x/`). */
export function routePathname(pathname: string = window.location.pathname): string {
  return localeOfPath(pathname).path;
}

/**
 * At the start of a page's data hook, on the server: the page's language for what the hook writes
 * (breadcrumbs) and asks (the content system). The prerender renders one page at a time.
 */
export function setPageLocale(pageContext: object): Locale {
  setCurrentLocale((pageContext as { locale?: unknown }).locale);
  return current;
}

/**
 * Keeps the page's language as the visitor's, 365 days (SPEC §9 locale cookie, a preference: no
 * consent needed): the home page `/` then opens in it (the server's redirect). Written on every
 * render in the browser (`render/on-before-render-client.ts`).
 */
export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference, written in this one place (no Cookie Store API in every browser the shop supports)
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The visitor switches language (the header's link, the country and language wall): the choice is
 * kept at once, and the product store's answers in the former language are forgotten (SPEC §9
 * "cache cleared on locale switch").
 */
export function rememberLocale(locale: Locale): void {
  writeLocaleCookie(locale);
  void import('./product-store.ts').then(({ productStore }) => productStore.clear());
}
