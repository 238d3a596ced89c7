import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Layout, matchRoute, ROUTES, routePath } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0014: the site's pages agree with the route table (packages/domain/src/routes.ts).
 * Every built row names the folder that renders it; that page's route accepts the row's URLs and
 * no other page claims them; its layout is the row's. Folders read like the URL: Vike's filesystem
 * routing (`magasins/@shop/` is `/magasins/{shop}/`, `index/` adds nothing) unless the folder has a
 * `+route.ts` (the documented exceptions of site/README.md).
 */
const PAGES = join(import.meta.dirname);

/** What makes a folder a page for Vike: a `+Page` or a `+route` file. */
const isPage = (dir: string) => existsSync(join(dir, '+Page.tsx')) || existsSync(join(dir, '+route.ts'));
const hasPlusFile = (dir: string) => readdirSync(dir).some((name) => name.startsWith('+'));

/** Every page folder under pages/, relative (`magasins/@shop`), `_error` aside. */
function pageFolders(dir = PAGES, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const folder = `${prefix}${entry.name}`;
      const nested = pageFolders(join(dir, entry.name), `${folder}/`);
      return isPage(join(dir, entry.name)) ? [folder, ...nested] : nested;
    });
}
const folders = pageFolders();

/** The folders between pages/ and a page folder (`produits`, `produits/echantillons` for a sample). */
const ancestors = (folder: string) =>
  folder
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** Vike's filesystem route of a folder: `index` and `(group)` segments add nothing to the URL. */
const filesystemRoute = (folder: string) =>
  `/${folder
    .split('/')
    .filter((segment) => segment !== 'index' && !/^\(.*\)$/.test(segment))
    .join('/')}`;

/** Vike's Route String match: `@param` is one segment, the trailing slash optional. */
function routeStringAccepts(route: string, url: string): boolean {
  const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/@[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${source === '/' ? '' : source}/?$`).test(url);
}

/** A value for each parameter of the table, so every row gives a real URL. */
const SAMPLE: Record<string, string> = {
  page: 'conditions-utilisation',
  landing: 'offre-bienvenue',
  shop: 'lyon-croix-rousse',
  faqQuery: 'livraison',
  forgotPassword: 'jeton',
  order: 'tok123',
  animal: '42',
  subscription: 'ABO-1',
  product: 'croquettes-chien-adulte',
  format: '12-kg',
  sample: 'echantillon-chat',
  category: 'chien/croquettes',
};

type RouteExport = string | ((pageContext: { urlPathname: string }) => unknown);

/** Whether a page folder's route (its `+route.ts`, else Vike's filesystem routing) accepts a URL. */
async function accepts(folder: string, url: string): Promise<boolean> {
  const file = join(PAGES, folder, '+route.ts');
  if (!existsSync(file)) return routeStringAccepts(filesystemRoute(folder), url);
  const route = (await import(/* @vite-ignore */ file)).default as RouteExport;
  if (typeof route === 'string') return routeStringAccepts(route, url);
  return Boolean(route({ urlPathname: url }));
}

/** The layout a page gets: the nearest `+config.ts` from its folder up to pages/ (Vike's inheritance). */
async function layoutOf(folder: string): Promise<Layout> {
  for (const dir of [folder, ...ancestors(folder).reverse()]) {
    const file = join(PAGES, dir, '+config.ts');
    if (!existsSync(file)) continue;
    const config = (await import(/* @vite-ignore */ file)).default as { layoutVariant?: Layout };
    if (config.layoutVariant) return config.layoutVariant;
  }
  return 'default';
}

const built = ROUTES.filter((definition) => definition.render !== 'planned');

describe('the site’s pages agree with the route table (SPEC §2)', () => {
  it('finds the pages in folders that read like their URL', () => {
    expect(folders).toContain('produits/@product');
    expect(folders).toContain('magasins/@shop');
    expect(folders.length).toBeGreaterThan(15);
  });

  it('no page sits in another page’s folder, and the folders above a page hold no + file', () => {
    // Vike applies a folder's + files to every page below it (config inheritance): a new view in a
    // page's folder would take its route, data, title and prerendered URLs unless it overrode each.
    // A section's own page lives in its `index/` (`magasins/index/` beside `magasins/@shop/`).
    for (const folder of folders) {
      for (const dir of ancestors(folder)) {
        expect(hasPlusFile(join(PAGES, dir)), `${dir}/ (au-dessus de ${folder}/)`).toBe(false);
      }
    }
  });

  it('every folder without a +route.ts is served by Vike’s filesystem routing at its row’s pattern', () => {
    for (const definition of ROUTES.filter((d) => d.page && !existsSync(join(PAGES, d.page, '+route.ts')))) {
      const vikePattern = definition.pattern.replace(/\{([A-Za-z]+)\}/g, '@$1').replace(/\/$/, '') || '/';
      expect(filesystemRoute(definition.page ?? ''), definition.name).toBe(vikePattern);
    }
  });

  it('every page folder renders a row of the table, and every built row names an existing folder', () => {
    for (const folder of folders) {
      expect(
        ROUTES.some((definition) => definition.page === folder),
        folder,
      ).toBe(true);
    }
    for (const definition of built) {
      expect(definition.page && folders.includes(definition.page), definition.name).toBe(true);
    }
    for (const definition of ROUTES.filter((d) => d.render === 'planned')) {
      expect(definition.page, definition.name).toBeUndefined();
    }
  });

  it('each built row’s URLs reach its page, and no other page claims them', async () => {
    for (const definition of built) {
      const urls = [routePath(definition.name, SAMPLE)];
      const optional = [...definition.pattern.matchAll(/\{([A-Za-z]+)\?\}/g)].map((match) => match[1] ?? '');
      if (optional.length > 0) {
        urls.push(
          routePath(
            definition.name,
            Object.fromEntries(Object.entries(SAMPLE).filter(([key]) => !optional.includes(key))),
          ),
        );
      }
      for (const url of urls) {
        expect(matchRoute(url)?.route.name, url).toBe(definition.name);
        expect(await accepts(definition.page ?? '', url), `${definition.page} ${url}`).toBe(true);
        for (const other of folders.filter((folder) => folder !== definition.page)) {
          expect(await accepts(other, url), `${other} prend aussi ${url}`).toBe(false);
        }
      }
    }
  });

  it('each page’s layout is its rows’ layout', async () => {
    for (const definition of built) {
      expect(await layoutOf(definition.page ?? ''), definition.name).toBe(definition.layout);
    }
  });
});
