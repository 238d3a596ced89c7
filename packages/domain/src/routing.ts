import { LOCALES } from './channel.js';
import { noindexPathPrefixes } from './routes.js';
import { localeOfPath, localizedPath } from './seo.js';

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

/** Never raw in a path of the shop: control characters, space, DEL and the backslash. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE_RAW = /[\u0000-\u0020\u007f\\]/;
/** Never in a path once percent-decoded: control characters, DEL and the backslash. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;
/** A host no request carries: what the URL parser resolves a path against here. */
const PROBE_ORIGIN = 'http://gamelle.invalid';

/** Whether the URL parser keeps `path` on the probe origin with a path starting with one slash. */
function staysOnOrigin(path: string): boolean {
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Whether `target` — a path with an optional query and fragment — can only lead to this very
 * origin (no open redirect, docs/security.md). It starts with exactly one `/` followed by a character
 * that is neither `/` nor `\`; it holds no control character, space or backslash; the URL parser
 * keeps it on the origin and does not make a `//` path of it (dot segments: `/..//evil`); and all of
 * this still holds once its path is percent-decoded, so a proxy or a second parser that decodes
 * `/%2F%2Fevil.example` or `/%5Cevil` finds no other host either. Browsers strip tabs and newlines
 * from a URL and read `\` as `/`: such tricks are refused, never repaired.
 * @example isSameOriginPath('/commande/abc/?etape=2') // true
 * @example isSameOriginPath('//evil.example/') // false
 */
export function isSameOriginPath(target: string): boolean {
  if (!target.startsWith('/') || target[1] === '/' || UNSAFE_RAW.test(target)) return false;
  if (!staysOnOrigin(target)) return false;
  const path = target.replace(/[?#][\s\S]*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !decoded.startsWith('//') && !UNSAFE_DECODED.test(decoded) && staysOnOrigin(decoded);
}

/**
 * The `Location` of a redirect the content system asks for (SPEC §2 redirect by path): a path of
 * the shop that passes `isSameOriginPath`, or an absolute `http(s)` URL (the content system may
 * send a shopper elsewhere on purpose: "an absolute-URL redirect leaves the app"). Anything else —
 * `//host`, `/\host`, `javascript:` — is no redirect (`null`).
 */
export function safeRedirectLocation(target: string): string | null {
  if (isSameOriginPath(target)) return target;
  if (!/^https?:\/\/[^/\\]/i.test(target) || UNSAFE_RAW.test(target)) return null;
  try {
    return new URL(target).href;
  } catch {
    return null;
  }
}

/**
 * The location a request must be permanently redirected to, or `null` when the path is already
 * canonical — or when it is no path of the shop at all (`//evil.example`, `/\evil`, `/%2F%2Fx`, a
 * control character: see `isSameOriginPath`): those are never redirected, the server answers 404,
 * so the trailing-slash rule never leaves the origin. The query string is kept.
 * @example slashRedirectTarget('/chien', '?page=2') // '/chien/?page=2'
 * @example slashRedirectTarget('//evil.example') // null
 */
export function slashRedirectTarget(pathname: string, search = ''): string | null {
  if (pathname.endsWith('/') || !isSameOriginPath(pathname)) return null;
  if (EXEMPT_EXTENSIONS.test(pathname) || isAssetPath(pathname)) return null;
  if (isServicePath(pathname)) return null;
  const target = `${pathname}/${search}`;
  return isSameOriginPath(target) ? target : null;
}

/**
 * Paths kept from search engines (SPEC §2): account, cart, checkout, login, search, guides and
 * subscription-guide paths — the non-indexable rows of the route table. Used for robots.txt and the
 * pages' robots meta.
 */
export const NOINDEX_PATH_PREFIXES: readonly string[] = /* @__PURE__ */ noindexPathPrefixes();

/** Whether search engines may index a page; `/panier` and `/panier/` are the same page. */
export function isIndexablePath(pathname: string): boolean {
  // A Dutch page is its French page's twin (ADR 0019): `/nl/panier/` is kept away as `/panier/` is.
  const { path } = localeOfPath(pathname);
  const slashed = path.endsWith('/') ? path : `${path}/`;
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
  const prefixes = LOCALES.flatMap((locale) => NOINDEX_PATH_PREFIXES.map((prefix) => localizedPath(prefix, locale)));
  const lines = ['User-agent: *', ...prefixes.map((prefix) => `Disallow: ${prefix}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
