import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Layout, matchRoute, ROUTES, routePath } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22 item 1: the site's pages agree with the route table (packages/domain/src/routes.ts).
 * Every built row names the folder that renders it; that page's route accepts the row's URLs and
 * no other page claims them; its layout is the row's.
 */
const PAGES = join(import.meta.dirname);
const folders = readdirSync(PAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

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
  if (!existsSync(file)) return url === (folder === 'index' ? '/' : `/${folder}/`);
  const route = (await import(/* @vite-ignore */ file)).default as RouteExport;
  if (typeof route === 'string') {
    const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/@[A-Za-z]+/g, '[^/]+');
    return new RegExp(`^${source}/?$`).test(url);
  }
  return Boolean(route({ urlPathname: url }));
}

async function layoutOf(folder: string): Promise<Layout> {
  const file = join(PAGES, folder, '+config.ts');
  if (!existsSync(file)) return 'default';
  const config = (await import(/* @vite-ignore */ file)).default as { layoutVariant?: Layout };
  return config.layoutVariant ?? 'default';
}

const built = ROUTES.filter((definition) => definition.render !== 'planned');

describe('issue 22 item 1 — the site’s pages agree with the route table (SPEC §2)', () => {
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
