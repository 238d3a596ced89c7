import { readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import {
  href,
  isSameOriginPath,
  LOCALE_COOKIE,
  localeOfPath,
  localizedPath,
  MESSAGES_FR,
  matchRoute,
  safeRedirectLocation,
  shellFileFor,
  slashRedirectTarget,
} from '@gamelle/domain';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isFile(root: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return false;
  try {
    return statSync(full).isFile();
  } catch {
    return false;
  }
}

/** The content system's redirect for a path, if any. */
export type RedirectLookup = (pathname: string) => Promise<{ target: string; status: number } | null>;

/**
 * Serves the prerendered site (SPEC §2 routing rules, ARCHITECTURE "The server"): existing files
 * as they are, hashed assets as immutable, HTML revalidated, precompressed variants when the
 * browser accepts them; a path without a trailing slash answers 301 to the slashed form; an
 * unknown path answers 404 with the prerendered 404 page.
 */
export interface SiteLookups {
  /** The content system's redirect for a path (SPEC §2 redirect by path). */
  redirect?: RedirectLookup;
  /** Product paths the prerendered files do not cover: sku redirects and format pages. */
  productPath?: (pathname: string) => Promise<{ redirect: string } | { rewrite: string } | null>;
  /** Where a page of a feature turned off sends its visitor (SPEC §2 feature guards, §6), or null. */
  featureGuard?: (pathname: string) => Promise<string | null>;
}

const REWRITE = 'gamelle.rewrite';

/**
 * Personal pages whose path carries a token (SPEC §2): one prerendered shell each, filled in the
 * browser (ARCHITECTURE "personal pages as shells"). The `shell` rows of the route table say which;
 * the page and its client-navigation data are served from the shell's `_` folder.
 */
export function shellPath(pathname: string): string | null {
  const { locale, path } = localeOfPath(pathname);
  const shell = shellFileFor(path);
  return shell && localizedPath(shell, locale);
}

/**
 * SPEC §2 `/faq/{faqQuery}/` with the shopper's own words: a topic's page is prerendered; any other
 * query is served the FAQ's search shell (the query `_`, kept from search engines, canonical the FAQ),
 * which asks the questions from the browser. Its client-navigation data too.
 */
export function faqSearchShell(root: string, pathname: string): string | null {
  const data = pathname.endsWith('/index.pageContext.json');
  const page = data ? pathname.slice(0, -'index.pageContext.json'.length) : pathname;
  const { locale, path } = localeOfPath(page);
  const found = matchRoute(path);
  if (found?.route.name !== 'faq' || !found.params.faqQuery || isFile(root, `${page}index.html`)) return null;
  // `_`: the site's FAQ_SEARCH_SHELL (site/pages/faq/topics.ts), the shell's prerendered query.
  return localizedPath(`${href.faq({ faqQuery: '_' })}${data ? 'index.pageContext.json' : ''}`, locale);
}

/**
 * The lookups of a page of another language (ADR 0019, `/nl/…`): asked with the French path, their
 * answer given back in the page's language.
 */
function inLanguageOf<T>(
  pathname: string,
  lookup: ((path: string) => Promise<T>) | undefined,
  map: (answer: T, to: (path: string) => string) => T,
) {
  if (!lookup) return Promise.resolve(undefined);
  const { locale, path } = localeOfPath(pathname);
  return lookup(path).then((answer) => map(answer, (target) => localizedPath(target, locale)));
}

type ProductAnswer = { redirect: string } | { rewrite: string } | null;
const localizedProduct = (answer: ProductAnswer, to: (path: string) => string): ProductAnswer =>
  answer === null ? null : 'redirect' in answer ? { redirect: to(answer.redirect) } : { rewrite: to(answer.rewrite) };

export function mountSite(app: Hono, staticDir: string, lookups: SiteLookups = {}): void {
  const root = normalize(staticDir);

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { pathname, search } = new URL(c.req.url);
    // SPEC §9: the home page in the language the visitor chose (its cookie), as i18n routers
    // redirect the root only; never cached (it depends on the visitor's cookie).
    if (pathname === '/' && getCookie(c, LOCALE_COOKIE) === 'nl') {
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie');
      return c.redirect(`/nl/${search}`, 302);
    }
    if (isFile(root, pathname)) return next();
    // `//evil.example`, `/%2F%2Fevil`, `/%5Cevil`…: no page of the shop, never a redirect.
    if (!isSameOriginPath(pathname)) return c.notFound();
    // A page of a feature switched off in the content system: away at once, no build needed (SPEC §6).
    const guarded = await inLanguageOf(pathname, lookups.featureGuard, (target, to) => target && to(target));
    if (guarded) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(guarded, 302);
    }
    const shell = shellPath(pathname) ?? faqSearchShell(root, pathname);
    if (shell) {
      c.set(REWRITE as never, shell as never);
      return next();
    }
    if (pathname.endsWith('/index.pageContext.json')) {
      // Client-side navigation to a format page reads the product page's data.
      const product = await inLanguageOf(pathname, lookups.productPath, localizedProduct);
      if (product && 'rewrite' in product) c.set(REWRITE as never, product.rewrite as never);
      return next();
    }
    const target = slashRedirectTarget(pathname, search);
    if (target) return c.redirect(target, 301);
    // SPEC §2: the redirect by path, for a first load (the browser asks on later navigations).
    const redirect = await lookups.redirect?.(pathname);
    const location = redirect && safeRedirectLocation(redirect.target);
    if (redirect && location) return c.redirect(location, redirect.status === 302 ? 302 : 301);
    const product = await inLanguageOf(pathname, lookups.productPath, localizedProduct);
    if (product && 'redirect' in product) {
      const target = `${product.redirect}${search}`;
      return isSameOriginPath(target) ? c.redirect(target, 301) : c.notFound();
    }
    if (product) c.set(REWRITE as never, product.rewrite as never);
    return next();
  });

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
  });

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path, c) => (c.get(REWRITE as never) as string | undefined) ?? path,
    }),
  );

  app.notFound((c) => {
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', 'Accept-Encoding');
    // The prerendered 404 page, precompressed like every other page when the browser accepts it.
    const accepted = c.req.header('accept-encoding') ?? '';
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepted.includes(encoding)) continue;
      try {
        const body = readFileSync(join(root, `404.html${extension}`));
        c.header('Content-Encoding', encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(new Uint8Array(body), 404);
      } catch {
        // No precompressed file: the plain page below.
      }
    }
    let page: string;
    try {
      page = readFileSync(join(root, '404.html'), 'utf8');
    } catch {
      page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${MESSAGES_FR.notFound}</title></head><body><h1>${MESSAGES_FR.notFound}</h1><p><a href="/chien/">Alimentation pour chien</a> · <a href="/chat/">Alimentation pour chat</a></p></body></html>`;
    }
    return c.html(page, 404);
  });
}
