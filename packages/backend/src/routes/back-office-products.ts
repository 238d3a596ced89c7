import {
  href,
  matchRoute,
  type Product,
  productSchema,
  productVariantSchema,
  violationsFromZod,
} from '@gamelle/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { productColumns } from '../catalogue/product-columns.js';
import type { Database } from '../db/open.js';
import { products } from '../db/schema.js';
import { hydraError, jsonLd, readJson, violationError } from '../http/problems.js';
import { sqlState } from '../log.js';
import { hasVariantCode } from '../orders/store.js';

/**
 * What a page's path is made of must be safe in a URL and in a file name: the site writes a
 * product's page at `produits/{slug}/` and a category's at `{category}/` (the refresher removes
 * them too), so a slug or a category key is lower-case words and hyphens, never `..` or `/` but
 * between a category's levels.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CATEGORY = /^(?:chien|chat)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const SKU = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A price in cents, TTC or HT: a whole number, zero or more (the cart and the orders count in cents). */
const cents = z.number().int('invalid').min(0, 'invalid').nullable().optional();

/** A product as the back office writes it: the content system's product (SPEC §3), with safe paths. */
const writtenProductSchema = productSchema
  .extend({
    sku: z.string().regex(SKU, 'invalid').max(64, 'too_long'),
    slug: z.string().regex(SLUG, 'invalid').max(120, 'too_long'),
    categories: z.array(z.string().regex(CATEGORY, 'invalid')).default([]),
    name: z.string().trim().min(1, 'required').max(200, 'too_long'),
    ProductVariants: z.array(
      productVariantSchema.extend({ base_price: cents, base_price_tf: cents, base_price_subscription: cents }).strict(),
    ),
  })
  .strict();

/** RFC 7386 JSON merge patch: objects merge key by key, `null` removes, anything else replaces. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

const bodyObject = async (c: Parameters<typeof readJson>[0]): Promise<Record<string, unknown>> => {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw hydraError(400, 'Le corps doit être un objet JSON (un produit).');
  }
  return body as Record<string, unknown>;
};

type Row = typeof products.$inferSelect;

/** A 422 with one violation, as the checks below refuse a product. */
const refuse = (propertyPath: string, code: string, message: string) =>
  violationError([{ propertyPath, code, message }]);

/**
 * Stock is the shop's to count (orders take it): a variant the product already has keeps the count
 * it has, whatever the body says — a client that read the product, changed its name and wrote it
 * back would otherwise put back the count it read and undo the sales made meanwhile. A new variant
 * starts with the stock it is given (none without one).
 */
function withCurrentStock(product: Product, current: Product | undefined): Product {
  const before = new Map((current?.ProductVariants ?? []).map((variant) => [variant.code, variant]));
  return {
    ...product,
    ProductVariants: product.ProductVariants.map((variant) => {
      const known = before.get(variant.code);
      if (!known) return variant;
      const { stock: _given, ...rest } = variant;
      return known.stock === undefined ? rest : { ...rest, stock: known.stock };
    }),
  };
}

/**
 * The back office's door to the catalogue (ADR 0023, docs/api.md): read, create or replace,
 * change (merge patch) and unpublish a product (`viewable: false`). Every write moves the
 * catalogue's version and records a change (migration 0019): the site renders the product's pages
 * and its listings again in seconds, the search index follows, the cart reads the new price.
 */
export function backOfficeProductRoutes({ db, now }: { db: Database; now: () => Date }) {
  const app = new Hono();
  // Hono has decoded the path's parameter already: decoding it again would turn `%2525` into `%`
  // and make `%25E0` a 500.
  const skuOf = (value: string | undefined) => value ?? '';

  const find = async (tx: Database, sku: string, lock = false): Promise<Row | undefined> => {
    const query = tx.select().from(products).where(eq(products.sku, sku)).limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row;
  };

  const view = (row: Row) => ({
    '@type': 'Product',
    ...(row.data as Product),
    viewable: row.viewable,
    bestSellerRank: row.bestSellerRank,
  });

  /** Validates the product to write and writes it; answers 201 when it is new. */
  const write = async (tx: Database, sku: string, candidate: unknown, current: Row | undefined) => {
    const parsed = writtenProductSchema.safeParse(candidate);
    if (!parsed.success) throw violationError(violationsFromZod(parsed.error, 'product'));
    const product = withCurrentStock(parsed.data as Product, current?.data as Product | undefined);
    if (product.sku !== sku) throw refuse('sku', 'invalid', 'Le sku du corps doit être celui de l’adresse.');
    // The route table says which addresses are a product's page: `/produits/echantillons/` is the
    // samples' folder (SPEC §2), and a product there would take every sample page with it.
    if (matchRoute(href.product({ product: product.slug }))?.route.name !== 'product') {
      throw refuse(
        'slug',
        'invalid',
        `Ce slug est réservé : /produits/${product.slug}/ n’est pas une page de produit.`,
      );
    }
    const [taken] = await tx
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.slug, product.slug), ne(products.sku, sku)))
      .limit(1);
    if (taken) {
      throw refuse(
        'slug',
        'already_used',
        `Ce slug est déjà celui du produit ${taken.sku} : une page ne sert qu’un produit.`,
      );
    }
    // `/produits/{sku}/` leads to the product's page (SPEC §2 product-sku-redirect), matched without
    // regard to case: a sku may be neither another product's slug nor its sku in other letters, nor a
    // slug another product's sku — else one address would name two products.
    const lower = sku.toLowerCase();
    const [clash] = await tx
      .select({ sku: products.sku })
      .from(products)
      .where(
        and(
          ne(products.sku, sku),
          or(
            eq(sql`lower(${products.sku})`, lower),
            eq(products.slug, lower),
            eq(sql`lower(${products.sku})`, product.slug),
          ),
        ),
      )
      .limit(1);
    if (clash) {
      throw refuse(
        'sku',
        'already_used',
        `Ce sku ou ce slug désigne déjà le produit ${clash.sku} à l’adresse /produits/{sku}/ : choisissez-en un autre.`,
      );
    }
    // A variant's code names one variant of one product: the cart prices and counts by it.
    const codes = product.ProductVariants.map((variant) => variant.code);
    const twice = codes.find((code, index) => codes.indexOf(code) !== index);
    if (twice) {
      throw refuse(
        'ProductVariants',
        'already_used',
        `Le code de variante ${twice} est donné deux fois : chaque variante a le sien.`,
      );
    }
    const [codeTaken] =
      codes.length === 0
        ? []
        : await tx
            .select({ sku: products.sku })
            .from(products)
            .where(and(ne(products.sku, sku), or(...codes.map(hasVariantCode))))
            .limit(1);
    if (codeTaken) {
      throw refuse(
        'ProductVariants',
        'already_used',
        `Un code de variante de ce produit est déjà celui d’une variante du produit ${codeTaken.sku}.`,
      );
    }
    const columns = productColumns(product);
    if (current) {
      const [row] = await tx.update(products).set(columns).where(eq(products.sku, sku)).returning();
      return { row: row as Row, created: false };
    }
    const [row] = await tx
      .insert(products)
      .values({
        sku,
        ...columns,
        // A new product comes last among the best sellers until it sells.
        bestSellerRank: sql`(select coalesce(max(${products.bestSellerRank}), 0) + 1 from ${products})`,
        createdAt: now(),
      })
      .returning();
    return { row: row as Row, created: true };
  };

  /**
   * Two writers at once creating one sku or taking one slug: the second meets the unique constraint
   * (the checks above lock nothing that does not exist yet), and is told what the checks would say.
   */
  const racing = (error: unknown): never => {
    if (sqlState(error) === '23505') {
      throw refuse(
        'slug',
        'already_used',
        'Ce produit ou ce slug vient d’être enregistré par une autre requête : relisez-le avant de réessayer.',
      );
    }
    throw error;
  };

  app.get('/:sku', async (c) => {
    const row = await find(db, skuOf(c.req.param('sku')));
    if (!row) throw hydraError(404, 'Produit introuvable.');
    return jsonLd(c, view(row));
  });

  // Creates the product or replaces it whole (its stock counts aside).
  app.put('/:sku', async (c) => {
    const sku = skuOf(c.req.param('sku'));
    const body = await bodyObject(c);
    const { row, created } = await db
      .transaction(async (tx) => {
        const current = await find(tx as unknown as Database, sku, true);
        return write(tx as unknown as Database, sku, { sku, ...body }, current);
      })
      .catch(racing);
    return jsonLd(c, view(row), created ? 201 : 200);
  });

  // Changes some of its fields (RFC 7386 merge patch): `{"name": …}`, `{"viewable": false}` to unpublish.
  app.patch('/:sku', async (c) => {
    const sku = skuOf(c.req.param('sku'));
    const patch = await bodyObject(c);
    const { row } = await db
      .transaction(async (tx) => {
        const current = await find(tx as unknown as Database, sku, true);
        if (!current) throw hydraError(404, 'Produit introuvable.');
        const before = { ...(current.data as Product), viewable: current.viewable };
        return write(tx as unknown as Database, sku, applyMergePatch(before, patch), current);
      })
      .catch(racing);
    return jsonLd(c, view(row));
  });

  return app;
}
