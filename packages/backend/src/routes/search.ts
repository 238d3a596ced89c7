import { ANIMALS, FOOD_TYPES, type Locale, type Product } from '@gamelle/domain';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import { products } from '../db/schema.js';
import { hydraError } from '../http/problems.js';
import { readChoice, readInt, readLocale, readOptionalChoice } from '../http/query.js';
import { ProductSearch, SEARCH_SORTS } from '../search/index.js';

export interface SearchKeys {
  /** Application id the client sends (SPEC §7 "A search-service client uses an application id and public key"). */
  applicationId: string;
  /** Public, search-only key: it may appear in the browser. */
  publicKey: string;
}

export const DEFAULT_SEARCH_KEYS: SearchKeys = { applicationId: 'GAMELLE', publicKey: 'gamelle-recherche-publique' };

/** Search service under `/search` (Algolia-like answers). */
export function searchRoutes({ db, keys = DEFAULT_SEARCH_KEYS }: { db: Database; keys?: SearchKeys }) {
  const app = new Hono();
  // One index per language, built at its first search (issue 27 item 1: Dutch names under `locale=nl`).
  const indexes = new Map<Locale, Promise<ProductSearch>>();
  const load = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = db
        .select({ data: products.data, bestSellerRank: products.bestSellerRank })
        .from(products)
        .where(and(eq(products.kind, 'product'), eq(products.viewable, true)))
        // In the catalogue's order: equally relevant hits come in the same order on every database.
        .orderBy(asc(products.id))
        .then((rows) =>
          ProductSearch.build(
            rows.map((r) => ({ doc: r.data as Product, bestSellerRank: r.bestSellerRank })),
            locale,
          ),
        )
        .catch((error: unknown) => {
          indexes.delete(locale);
          throw error;
        });
      indexes.set(locale, index);
    }
    return index;
  };

  app.use('*', async (c, next) => {
    const appId = c.req.header('x-search-application-id') ?? c.req.query('x-search-application-id');
    const key = c.req.header('x-search-api-key') ?? c.req.query('x-search-api-key');
    if (!appId || !key)
      throw hydraError(
        401,
        'Identifiant d’application et clé de recherche requis (x-search-application-id, x-search-api-key).',
      );
    if (appId !== keys.applicationId || key !== keys.publicKey)
      throw hydraError(403, 'Identifiant d’application ou clé de recherche invalide.');
    await next();
  });

  app.get('/products', async (c) => {
    const locale = readLocale(c);
    const q = c.req.query('q') ?? '';
    if (q.length > 200) throw hydraError(400, 'Recherche trop longue (200 caractères au plus).');
    const result = await (await load(locale)).query({
      q,
      animal: readOptionalChoice(c, 'animal', ANIMALS),
      foodType: readOptionalChoice(c, 'foodType', FOOD_TYPES),
      brand: c.req.query('brand') || undefined,
      sort: readChoice(c, 'sort', SEARCH_SORTS, 'relevancy'),
      page: readInt(c, 'page', { min: 1, max: 1000, fallback: 1 }),
      hitsPerPage: readInt(c, 'hitsPerPage', { min: 1, max: 100, fallback: 24 }),
    });
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(result);
  });

  return app;
}
