import {
  ANIMALS,
  DEFAULT_LOCALE,
  deliveryFrequencyFor,
  dogRation,
  FEATURES,
  FOOD_TYPES,
  foldAccents,
  type Locale,
  MESSAGES_FR,
  type Product,
  weightInKg,
} from '@gamelle/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { rankForPet, recommendationRequestSchema } from '../catalogue/recommendation.js';
import { localizeProduct, RENDER_LEVELS, type RenderLevel, renderProduct } from '../catalogue/render.js';
import { enabledFeatures } from '../content/features.js';
import type { Database } from '../db/open.js';
import { contentEntries, contentSingletons, products, redirects } from '../db/schema.js';
import { publicCache } from '../http/cache.js';
import { hydraError, readBody, violationError } from '../http/problems.js';
import { productPaths } from '../http/product-paths.js';
import { readChoice, readInt, readListFilter, readLocale, readOptionalChoice } from '../http/query.js';

export const SORT_MODES = ['relevancy', 'best_sellers', 'newest'] as const;
/** Product attributes a listing filters on (the products' `filters` record) and counts as facets. */
export const LISTING_FILTERS = ['age', 'type', 'marque', 'proteine'] as const;
const MAX_SKUS = 100;
/**
 * Largest page of a product list (the content system's `maxLimit`): the build reads the whole
 * catalogue at render level 2, and each request scans and counts the products once, so 500 a page
 * cost a fifth of the scans of 100 (10,000 products: 20 requests instead of 100).
 */
const MAX_PAGE_SIZE = 500;

const notFound = (what: string) => hydraError(404, what);

type FilterLabels = Record<string, Record<string, string>>;

/**
 * Counts of every value of the listing attributes, most frequent first. In another language than
 * French a value the products translate has its `label` (« volwassen » for `adulte`): the value
 * stays the French key a listing filters on (ADR 0019).
 */
function countFacets(rows: readonly { filters: Record<string, string[]> | null; labels?: FilterLabels | null }[]) {
  const facets: Record<string, { value: string; count: number; label?: string }[]> = {};
  for (const key of LISTING_FILTERS) {
    const counts = new Map<string, number>();
    const labels = new Map<string, string>();
    for (const { filters, labels: translated } of rows) {
      for (const value of filters?.[key] ?? []) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
        const label = translated?.[key]?.[value];
        if (label && !labels.has(value)) labels.set(value, label);
      }
    }
    facets[key] = [...counts]
      .map(([value, n]) => {
        const label = labels.get(value);
        return label ? { value, count: n, label } : { value, count: n };
      })
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'fr'));
  }
  return facets;
}

/**
 * Content API (Strapi-like, SPEC §7) under `/cms`. Every answer is `{ data, meta }`; every read
 * takes `locale` and falls back to French when a record has no translation.
 */
export function cmsRoutes({ db }: { db: Database }) {
  const app = new Hono();
  const productPathsIndex = productPaths(db);

  async function singleton(type: string, locale: Locale) {
    const rows = await db
      .select({ locale: contentSingletons.locale, data: contentSingletons.data })
      .from(contentSingletons)
      .where(eq(contentSingletons.type, type));
    return (rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE))?.data ?? null;
  }

  async function entries(type: string, locale: Locale, key?: string) {
    const rows = await db
      .select({ key: contentEntries.key, locale: contentEntries.locale, data: contentEntries.data })
      .from(contentEntries)
      .where(
        key === undefined
          ? eq(contentEntries.type, type)
          : and(eq(contentEntries.type, type), eq(contentEntries.key, key)),
      )
      .orderBy(asc(contentEntries.position));
    const byKey = new Map<string, unknown>();
    for (const row of rows) {
      if (row.locale === locale || (!byKey.has(row.key) && row.locale === DEFAULT_LOCALE)) byKey.set(row.key, row.data);
    }
    return [...byKey.values()];
  }

  const renderLevel = (c: Parameters<typeof readLocale>[0]): RenderLevel =>
    Number(readChoice(c, 'render', RENDER_LEVELS, '2')) as RenderLevel;

  for (const type of ['b2c-header', 'b2c-footer', 'b2c-home'] as const) {
    app.get(`/${type}`, async (c) => {
      const data = await singleton(type, readLocale(c));
      if (!data) throw notFound(MESSAGES_FR.resourceNotFound);
      publicCache(c);
      return c.json({ data, meta: {} });
    });
  }

  // SPEC §6 feature flags as the content system switches them (ADR 0017): never kept by a
  // cache, a switch reaches the next visit.
  app.get('/b2c-features', async (c) => {
    const enabled = await enabledFeatures(db);
    c.header('Cache-Control', 'no-cache');
    return c.json({ data: { enabled, off: FEATURES.filter((f) => !enabled.includes(f)) }, meta: {} });
  });

  // Products by sku, or a list: by skus (`filters[sku][$in]`) or by category with sort and pages.
  app.get('/b2c-products', async (c) => {
    const locale = readLocale(c);
    const level = Number(readChoice(c, 'render', RENDER_LEVELS, '1')) as RenderLevel;
    const skus = readListFilter(c, 'filters[sku][$in]');
    if (skus.length > MAX_SKUS)
      throw hydraError(400, `Trop de références demandées : ${skus.length} (${MAX_SKUS} au plus).`);
    if (skus.length > 0) {
      const rows = await db.select({ data: products.data }).from(products).where(inArray(products.sku, skus));
      const bySku = new Map(rows.map((r) => [(r.data as Product).sku, r.data as Product]));
      const found = skus.map((sku) => bySku.get(sku)).filter((p): p is Product => Boolean(p));
      publicCache(c);
      return c.json({
        data: found.map((p) => renderProduct(p, level, locale)),
        meta: { missing: skus.filter((sku) => !bySku.has(sku)) },
      });
    }
    const page = readInt(c, 'page', { min: 1, max: 10_000, fallback: 1 });
    const pageSize = readInt(c, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: 24 });
    const sort = readChoice(c, 'sort', SORT_MODES, 'relevancy');
    const animal = readOptionalChoice(c, 'filters[animal]', ANIMALS);
    const foodType = readOptionalChoice(c, 'filters[foodType]', FOOD_TYPES);
    const category = c.req.query('filters[category]');
    const where: SQL[] = [eq(products.kind, 'product'), eq(products.viewable, true)];
    if (animal) where.push(eq(products.animal, animal));
    if (foodType) where.push(eq(products.foodType, foodType));
    if (category) where.push(sql`${products.categories} @> ${JSON.stringify([category])}::jsonb`);
    const scope = [...where];
    // Attribute filters: any of the values of one attribute, every attribute asked.
    for (const key of LISTING_FILTERS) {
      const values = readListFilter(c, `filters[${key}]`).slice(0, 20);
      if (values.length === 0) continue;
      where.push(
        sql`(${sql.join(
          values.map((value) => sql`${products.data}->'filters'->${key} @> ${JSON.stringify([value])}::jsonb`),
          sql` or `,
        )})`,
      );
    }
    const order =
      sort === 'best_sellers'
        ? [asc(products.bestSellerRank)]
        : sort === 'newest'
          ? [desc(products.createdAt), asc(products.id)]
          : [asc(products.foodType), asc(products.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({ data: products.data })
        .from(products)
        .where(and(...where))
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(products)
        .where(and(...where)),
    ]);
    const totalCount = total?.n ?? 0;
    // Facets of the listing's scope (category, animal, food type), before attribute filters.
    const facets =
      c.req.query('facets') === 'true'
        ? countFacets(
            await db
              .select({
                filters: sql<Record<string, string[]> | null>`${products.data}->'filters'`,
                ...(locale === DEFAULT_LOCALE
                  ? {}
                  : { labels: sql<FilterLabels | null>`${products.data}->'translations'->${locale}->'filters'` }),
              })
              .from(products)
              .where(and(...scope)),
          )
        : undefined;
    publicCache(c);
    return c.json({
      data: rows.map((r) => renderProduct(r.data as Product, level, locale)),
      meta: {
        pagination: { page, pageSize, pageCount: Math.ceil(totalCount / pageSize), total: totalCount },
        sort,
        ...(facets ? { facets } : {}),
      },
    });
  });

  // Category cross-sell: other products of the category, best sellers first (SPEC §7).
  app.get('/b2c-products/b2c-categories/:category{.+}', async (c) => {
    const locale = readLocale(c);
    const category = c.req.param('category');
    const exclude = c.req.query('exclude') ?? c.req.query('sku');
    const where: SQL[] = [
      eq(products.kind, 'product'),
      eq(products.viewable, true),
      sql`${products.categories} @> ${JSON.stringify([category])}::jsonb`,
    ];
    if (exclude) where.push(ne(products.sku, exclude));
    const rows = await db
      .select({ data: products.data })
      .from(products)
      .where(and(...where))
      .orderBy(asc(products.bestSellerRank))
      .limit(readInt(c, 'limit', { min: 1, max: 24, fallback: 8 }));
    publicCache(c);
    return c.json({ data: rows.map((r) => renderProduct(r.data as Product, 1, locale)), meta: { category } });
  });

  const oneProduct = async (c: Parameters<typeof readLocale>[0], where: SQL, label: string) => {
    const locale = readLocale(c);
    const level = renderLevel(c);
    const [row] = await db.select({ data: products.data }).from(products).where(where).limit(1);
    if (!row) throw notFound(`Produit introuvable : ${label}`);
    publicCache(c);
    return c.json({ data: renderProduct(row.data as Product, level, locale), meta: {} });
  };

  app.get('/b2c-products/:id', (c) => {
    const id = c.req.param('id');
    if (id.startsWith('sku-')) return oneProduct(c, eq(products.sku, id.slice(4)), id.slice(4));
    return oneProduct(c, and(eq(products.slug, id), eq(products.kind, 'product')) as SQL, id);
  });

  app.get('/b2c-samples/:slug', (c) =>
    oneProduct(c, and(eq(products.slug, c.req.param('slug')), eq(products.kind, 'sample')) as SQL, c.req.param('slug')),
  );

  app.get('/b2c-categories', async (c) => {
    publicCache(c);
    return c.json({ data: await entries('category', readLocale(c)), meta: {} });
  });

  // Lists of pages and landing pages: the site prerenders every one of them.
  for (const [path, type] of [
    ['/b2c-pages', 'page'],
    ['/b2c-landings', 'landing'],
  ] as const) {
    app.get(path, async (c) => {
      publicCache(c);
      return c.json({ data: await entries(type, readLocale(c)), meta: {} });
    });
  }

  const byKey = (path: string, type: string, label: string) =>
    app.get(`${path}/:key{.+}`, async (c) => {
      const key = c.req.param('key');
      const [data] = await entries(type, readLocale(c), key);
      if (!data) throw notFound(`${label} introuvable : ${key}`);
      publicCache(c);
      return c.json({ data, meta: {} });
    });
  byKey('/b2c-categories', 'category', 'Catégorie');
  byKey('/b2c-pages', 'page', 'Page');
  byKey('/b2c-landings', 'landing', 'Page d’atterrissage');
  byKey('/b2c-cross-sells', 'cross-sell', 'Vente croisée');
  byKey('/b2c-shops', 'shop', 'Magasin');

  app.get('/b2c-shops', async (c) => {
    publicCache(c);
    return c.json({ data: await entries('shop', readLocale(c)), meta: {} });
  });

  app.get('/b2c-faqs', async (c) => {
    const query = foldAccents(c.req.query('q') ?? '').trim();
    const all = (await entries('faq', readLocale(c))) as {
      id: number;
      topic: string;
      question: string;
      answer: string;
    }[];
    const matching = query
      ? all.filter((e) =>
          query.split(/\s+/).every((word) => foldAccents(`${e.question} ${e.answer} ${e.topic}`).includes(word)),
        )
      : all;
    const topics = new Map<string, { id: number; question: string; answer: string }[]>();
    for (const { topic, ...entry } of matching) topics.set(topic, [...(topics.get(topic) ?? []), entry]);
    publicCache(c);
    return c.json({
      data: [...topics].map(([topic, items]) => ({ topic, entries: items })),
      meta: { total: matching.length, query: c.req.query('q') ?? '' },
    });
  });

  // Redirect lookup on each navigation (SPEC §2, §7): always 200, `data` null when none.
  app.get('/b2c-redirects', async (c) => {
    readLocale(c);
    const path = c.req.query('path');
    if (!path?.startsWith('/'))
      throw hydraError(400, 'Paramètre path manquant ou invalide (chemin commençant par « / » attendu).');
    const normalized = path.endsWith('/') ? path : `${path}/`;
    const [row] = await db
      .select()
      .from(redirects)
      .where(inArray(redirects.path, [path, normalized]))
      .limit(1);
    // Product-sku-redirect (SPEC §2): a product's sku path leads to its slug.
    const product = row ? null : await productPathsIndex.resolve(normalized);
    publicCache(c);
    return c.json({
      data: row
        ? { redirect: row.target, status: row.status, appMiddleware: row.appMiddleware }
        : product && 'redirect' in product
          ? { redirect: product.redirect, status: 301, appMiddleware: false }
          : null,
      meta: { path },
    });
  });

  // Daily ration of a dog for a food (SPEC §7 `b2c-rations/getReco?ref&weight&month`).
  app.get('/b2c-rations/getReco', async (c) => {
    const locale = readLocale(c);
    const ref = c.req.query('ref');
    if (!ref) throw hydraError(400, 'Paramètre ref manquant (référence du produit).');
    const [row] = await db.select({ data: products.data }).from(products).where(eq(products.sku, ref)).limit(1);
    if (!row) throw notFound(`Produit introuvable : ${ref}`);
    const product = localizeProduct(row.data as Product, locale);
    if (product.animal !== 'dog')
      throw hydraError(400, `Le calculateur de ration est réservé aux aliments pour chien : ${ref}.`);
    const result = dogRation({
      weight: c.req.query('weight'),
      ageInMonths: c.req.query('month'),
      activity: c.req.query('activity'),
      sterilized: c.req.query('sterilized') === 'true',
      adultWeight: c.req.query('adultWeight'),
      energyKcalPerKg: product.metabolizableEnergy,
    });
    if (!result.ok) {
      throw violationError(
        result.errors.map((e) => ({
          propertyPath: e.field === 'ageInMonths' ? 'month' : e.field,
          code: e.code,
          message:
            e.field === 'energy'
              ? 'Ce produit n’a pas de valeur énergétique : contactez le service client.'
              : 'Cette valeur n’est pas valide.',
        })),
      );
    }
    const formats = product.ProductVariants.flatMap((v) => {
      const kg = v.show_variant !== false ? weightInKg(v) : null;
      if (kg === null) return [];
      const days = Math.floor((kg * 1000) / result.gramsPerDay);
      const { option, fits } = deliveryFrequencyFor(days);
      return {
        code: v.code,
        name: v.name,
        bagLifetimeDays: days,
        frequency: { days: option.days, label: option.label, fits },
      };
    });
    return c.json({ data: { sku: product.sku, ...result, formats }, meta: {} });
  });

  // Products ranked for a pet profile (guide, SPEC §7); `?list=true` returns the ranking.
  app.post('/b2c-recommendation/getReco', async (c) => {
    const locale = readLocale(c);
    const request = await readBody(c, recommendationRequestSchema, 'recommendation');
    const rows = await db
      .select({ data: products.data, bestSellerRank: products.bestSellerRank })
      .from(products)
      .where(and(eq(products.animal, request.animal), eq(products.foodType, 'dry'), eq(products.kind, 'product')));
    const ranked = rankForPet(
      request,
      rows.map((r) => ({ doc: r.data as Product, bestSellerRank: r.bestSellerRank })),
    );
    const list = c.req.query('list') === 'true';
    const chosen = list ? ranked.slice(0, 5) : ranked.slice(0, 1);
    return c.json({
      data: chosen.map(({ doc, score }) => ({ ...renderProduct(doc, 1, locale), score: Math.round(score) })),
      meta: { reason: ranked.length === 0 ? (request.hasPathology ? 'vet' : 'no_result') : null },
    });
  });

  return app;
}
