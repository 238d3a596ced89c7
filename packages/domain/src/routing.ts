/**
 * Server-side routing rules of SPEC §2: every route ends with a slash; a path without one is
 * redirected to the slashed form, except `.xml` and `.txt` paths, the service prefixes and paths
 * of static files (see `isAssetPath`).
 */

/** Paths served by the backend services, never redirected (ARCHITECTURE run-time contract). */
export const SERVICE_PREFIXES = ['/api/', '/cms/', '/search/', '/tracking/', '/images/'] as const;

const EXEMPT_EXTENSIONS = /\.(xml|txt)$/i;

function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

/**
 * The location a request must be permanently redirected to, or `null` when the path is already
 * canonical. The query string is kept.
 * @example slashRedirectTarget('/chien', '?page=2') // '/chien/?page=2'
 */
export function slashRedirectTarget(pathname: string, search = ''): string | null {
  if (pathname.endsWith('/')) return null;
  if (EXEMPT_EXTENSIONS.test(pathname) || isAssetPath(pathname)) return null;
  if (isServicePath(pathname)) return null;
  return `${pathname}/${search}`;
}

/**
 * Paths kept from search engines (SPEC §2): account, cart, checkout, login, search, guides and
 * subscription-guide paths. Used for robots.txt and the pages' robots meta.
 */
export const NOINDEX_PATH_PREFIXES = [
  '/mon-compte/',
  '/panier/',
  '/commande/',
  '/connexion/',
  '/mot-de-passe-oublie/',
  '/rechercher/',
  '/guide-croquettes/',
  '/guide-bi-nutrition/',
  '/mini-guide-bi-nutrition/',
  '/userGuide/',
  '/web-view/',
  '/webView/',
] as const;

/** Whether search engines may index a page; `/panier` and `/panier/` are the same page. */
export function isIndexablePath(pathname: string): boolean {
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return !NOINDEX_PATH_PREFIXES.some((prefix) => slashed.startsWith(prefix));
}

/**
 * Extensions of static files (assets, icons, fonts, payloads). A missing file with one of them
 * answers 404 at once: redirecting `/favicon.ico` to `/favicon.ico/` helps nobody.
 */
const ASSET_EXTENSIONS = /\.(js|mjs|css|map|json|ico|png|jpe?g|webp|avif|gif|svg|woff2?|webmanifest|br|gz)$/i;

export function isAssetPath(pathname: string): boolean {
  return ASSET_EXTENSIONS.test(pathname);
}

/** The robots.txt body of SPEC §2, with an optional absolute sitemap URL. */
export function robotsTxt(sitemapUrl?: string): string {
  const lines = ['User-agent: *', ...NOINDEX_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
