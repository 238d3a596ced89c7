import { DEFAULT_LOCALE, LOCALES, type Locale } from './channel.js';

/** Meta description length limit (SPEC §9). */
export const META_DESCRIPTION_MAX = 300;

/** The shop's description when a page has none of its own (SPEC §2 "falls back to a default"). */
export const DEFAULT_META_DESCRIPTION =
  'Alimentation premium pour chiens et chats, livrée en France, en Belgique et au Luxembourg, à l’unité ou par abonnement.';

/**
 * The page's meta and open-graph description (SPEC §2, §9): white space collapsed, the default when
 * empty, cut to 300 characters at a word boundary with an ellipsis when longer.
 */
export function metaDescription(text: string | null | undefined, fallback = DEFAULT_META_DESCRIPTION): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean === '') return fallback.length > META_DESCRIPTION_MAX ? metaDescription(fallback, '') : fallback;
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const head = clean.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > META_DESCRIPTION_MAX / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * A path in a locale, by the "prefix except default" strategy (SPEC §9): fr has no prefix, nl lives
 * under `/nl/`.
 * @example localizedPath('/chien/', 'nl') // '/nl/chien/'
 */
export function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * A path's locale and the path without its prefix (SPEC §9 "prefix except default"): `/nl/chien/`
 * is the Dutch `/chien/`; every other path is French.
 * @example localeOfPath('/nl/produits/x/') // { locale: 'nl', path: '/produits/x/' }
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}` || pathname === `/${locale}/`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * Alternate-language links of a page (SPEC §2): one per published locale, plus `x-default` on the
 * default. Only locales whose pages exist are listed (a link to a missing page misleads engines).
 */
export function alternateLinks(
  origin: string,
  path: string,
  locales: readonly Locale[] = LOCALES,
): { hrefLang: string; href: string }[] {
  const base = origin.replace(/\/$/, '');
  return [
    ...locales.map((locale) => ({ hrefLang: locale, href: `${base}${localizedPath(path, locale)}` })),
    { hrefLang: 'x-default', href: `${base}${path}` },
  ];
}

/** Route names carry a locale suffix (SPEC §2), in the `name___locale` form. */
export function localizedRouteName(name: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${name}___${locale}`;
}

/**
 * Maintenance guard (SPEC §2): a route whose name starts with one of the configured prefixes sends
 * the visitor to the maintenance page. Empty prefixes are ignored.
 */
export function isUnderMaintenance(routeName: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => prefix.trim() !== '' && routeName.startsWith(prefix.trim()));
}

/** Maintenance page path and title (SPEC §2). */
export const MAINTENANCE_PATH = '/maintenance/';
export const MAINTENANCE_TITLE = 'Cette partie du site est en maintenance';

/** The size of the picture a shared link shows (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture shown when a page is shared (Open Graph, Twitter card), drawn by the backend beside
 * each product's packshot: a product's from its packshot's address, a category's by its animal.
 * @example socialImagePath({ product: '/images/products/croquettes-chien.webp' }) // '/images/social/products/croquettes-chien.jpg'
 * @example socialImagePath({ animal: 'chien' }) // '/images/social/chien.jpg'
 */
export function socialImagePath(of: { animal: 'chien' | 'chat' }): string;
export function socialImagePath(of: { product: string }): string | null;
export function socialImagePath(of: { product: string } | { animal: 'chien' | 'chat' }): string | null {
  if ('animal' in of) return `/images/social/${of.animal}.jpg`;
  const match = /^\/images\/products\/([\w-]+)\.webp$/.exec(of.product);
  return match ? `/images/social/products/${match[1]}.jpg` : null;
}
