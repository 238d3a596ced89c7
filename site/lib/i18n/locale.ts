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
 * The page's language as Vike's routing gave it (`render/on-before-route.ts`, SPEC §9 "prefix
 * except default": French at `/`, Dutch under `/nl/`). Server hooks read it from their
 * `pageContext`, components from React (`useI18n()`, `lib/i18n/i18n-context.ts`): no module keeps a
 * current language (ADR 0019).
 */
export function pageLocale(pageContext: object): Locale {
  const locale = (pageContext as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * In the browser, outside React (the API clients' `Accept-Language`, the tracking): the document's
 * language, `<html lang>`, which `+onBeforeRenderClient` sets before a page renders. One document
 * is one page, so this is the page's language, not a state of this module.
 */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * A path of the shop in a language: `/chien/` is `/nl/chien/` in Dutch. A path that already names
 * its language (a remembered `/nl/…` page), or leaves the shop, is kept. Components have it bound
 * to the page's language as `useI18n().localHref`.
 */
export function localizedHref(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return localeOfPath(path).locale === DEFAULT_LOCALE ? localizedPath(path, locale) : path;
}

/** The address's path as the routes know it, without its language prefix (`/nl/commande/x/` → `/commande/x/`). */
export function routePathname(pathname: string = window.location.pathname): string {
  return localeOfPath(pathname).path;
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
  void import('../catalogue/product-store.ts').then(({ productStore }) => productStore.clear());
}
