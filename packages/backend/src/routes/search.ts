import { ANIMALS, FOOD_TYPES, type Locale, type Product } from '@gamelle/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import { catalogueVersion, products } from '../db/schema.js';
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

/** The catalogue's version (`catalogue_version`, moved on by every write to `products`). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * The search indexes of this instance, one per language, each built from the catalogue at a known
 * version (ADR 0022). Before each search the catalogue's version is read (one
 * primary-key row); when it has moved since the index was built (any write to products but a
 * change of stock counts, migration 0018), the index is built again — once per language and
 * version, however many searches arrive meanwhile — and those searches wait for it, so a product
 * changed through any instance is found as changed on every other.
 */
export function searchIndexes(db: Database) {
  const indexes = new Map<Locale, { version: number; index: Promise<ProductSearch> }>();
  const build = (locale: Locale, version: number) => {
    const index = db
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
        if (indexes.get(locale)?.index === index) indexes.delete(locale);
        throw error;
      });
    indexes.set(locale, { version, index });
    return index;
  };
  return {
    /** The index of a language, as of the catalogue's version now or later. */
    async current(locale: Locale): Promise<ProductSearch> {
      // The version is read before the products: an index knows at least what its version says,
      // and a write committed between the two reads only costs one more build.
      const version = await readCatalogueVersion(db);
      const held = indexes.get(locale);
      // A newer build already started (after a later read) serves too.
      if (held && held.version >= version) return held.index;
      return build(locale, version);
    },
  };
}

/**
 * The products of these skus as they are now, for the hits of a search: their stock counts change
 * with every order without moving the catalogue's version (ADR 0022). Only what is still shown.
 */
async function currentProducts(db: Database, skus: readonly string[]): Promise<Map<string, Product>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: products.sku, data: products.data })
    .from(products)
    .where(and(inArray(products.sku, [...skus]), eq(products.kind, 'product'), eq(products.viewable, true)));
  return new Map(rows.map((row) => [row.sku, row.data as Product]));
}

/** Search service under `/search` (Algolia-like answers). */
export function searchRoutes({ db, keys = DEFAULT_SEARCH_KEYS }: { db: Database; keys?: SearchKeys }) {
  const app = new Hono();
  // One index per language, built at its first search (ADR 0019: Dutch names under
  // `locale=nl`) and again when the catalogue has changed (ADR 0022).
  const indexes = searchIndexes(db);

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
    const result = await (await indexes.current(locale)).query(
      {
        q,
        animal: readOptionalChoice(c, 'animal', ANIMALS),
        foodType: readOptionalChoice(c, 'foodType', FOOD_TYPES),
        brand: c.req.query('brand') || undefined,
        sort: readChoice(c, 'sort', SEARCH_SORTS, 'relevancy'),
        page: readInt(c, 'page', { min: 1, max: 1000, fallback: 1 }),
        hitsPerPage: readInt(c, 'hitsPerPage', { min: 1, max: 100, fallback: 24 }),
      },
      (skus) => currentProducts(db, skus),
    );
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(result);
  });

  return app;
}
