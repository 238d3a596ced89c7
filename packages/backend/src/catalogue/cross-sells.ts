import { ANIMALS, DEFAULT_LOCALE, isVariantActive, type Locale, type Product } from '@gamelle/domain';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { contentEntries, products } from '../db/schema.js';
import { hasVariantCode } from '../orders/store.js';
import { renderProduct } from './render.js';

type Animal = Product['animal'];

/** SPEC §7 cross-sell keys: `cross_sell_produit_{animalType}` (the animal's French word), then `cross_sell_divers`. */
export const CROSS_SELL_DIVERS = 'cross_sell_divers';
export const crossSellKeyOf = (animal: Animal) => `cross_sell_produit_${animal === 'dog' ? 'chien' : 'chat'}`;

/** What a cross-sell is chosen for: a cart's or a subscription's products, and the animals they feed. */
export interface Basket {
  skus: ReadonlySet<string>;
  animals: ReadonlySet<Animal>;
}

/**
 * The lists a basket's cross-sell is drawn from, in order: the list of each of its animals, then
 * the shop's various list — held to the basket's animals too.
 * @example crossSellKeysFor({ skus: new Set(), animals: new Set(['dog']) }) // ['cross_sell_produit_chien', 'cross_sell_divers']
 */
export function crossSellKeysFor(basket: Basket): string[] {
  return [...ANIMALS.filter((animal) => basket.animals.has(animal)).map(crossSellKeyOf), CROSS_SELL_DIVERS];
}

export interface CrossSellOptions {
  limit: number;
  /** A subscription's suggestions: only products with a variant to subscribe to (SPEC §9 subscription price). */
  subscribable?: boolean;
}

/**
 * The products a basket is offered, from the cross-sell lists' skus in their order (SPEC §7):
 * never a product the basket already has, never another animal's food, never a sample, nor a
 * product hidden or with nothing to sell (no active variant: visible, priced, in stock); each once.
 */
export function fittingCrossSells(
  lists: readonly (readonly string[])[],
  catalogue: ReadonlyMap<string, Product>,
  basket: Basket,
  { limit, subscribable = false }: CrossSellOptions,
): Product[] {
  const chosen: Product[] = [];
  const seen = new Set<string>();
  for (const sku of lists.flat()) {
    if (chosen.length >= limit) break;
    if (seen.has(sku) || basket.skus.has(sku)) continue;
    seen.add(sku);
    const product = catalogue.get(sku);
    if (!product || product.kind === 'sample' || product.viewable === false) continue;
    if (basket.animals.size > 0 && !basket.animals.has(product.animal)) continue;
    const mode = subscribable ? 'subscription' : 'regular';
    if (!product.ProductVariants.some((variant) => isVariantActive(variant, mode))) continue;
    chosen.push(product);
  }
  return chosen;
}

/** A basket of products by sku (a cart's lines): their animals as the catalogue says. */
export async function basketOfSkus(db: Database, skus: readonly string[]): Promise<Basket> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return { skus: new Set(), animals: new Set() };
  const rows = await db
    .select({ sku: products.sku, animal: products.animal })
    .from(products)
    .where(inArray(products.sku, unique));
  return { skus: new Set(unique), animals: new Set(rows.map((row) => row.animal as Animal)) };
}

/** A basket of variants by code (a subscription's lines): their products and animals. */
export async function basketOfVariants(db: Database, codes: readonly string[]): Promise<Basket> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return { skus: new Set(), animals: new Set() };
  const rows = await db
    .select({ sku: products.sku, animal: products.animal })
    .from(products)
    .where(or(...unique.map((code) => hasVariantCode(code))) as SQL);
  return { skus: new Set(rows.map((row) => row.sku)), animals: new Set(rows.map((row) => row.animal as Animal)) };
}

/** The skus of cross-sell lists by key, each in the content system's order, in the French record (the lists are the same in every language). */
async function crossSellLists(db: Database, keys: readonly string[]): Promise<string[][]> {
  const rows = await db
    .select({ key: contentEntries.key, data: contentEntries.data })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.type, 'cross-sell'),
        eq(contentEntries.locale, DEFAULT_LOCALE),
        inArray(contentEntries.key, [...keys]),
      ),
    )
    .orderBy(asc(contentEntries.position));
  const byKey = new Map(
    rows.map((row) => [row.key, ((row.data as { products?: { sku: string }[] }).products ?? []).map((p) => p.sku)]),
  );
  return keys.map((key) => byKey.get(key) ?? []);
}

/**
 * A basket's cross-sell at render level 1 in `locale`: from `keys` (by default the SPEC's keys for
 * its animals, `crossSellKeysFor`), fitted by `fittingCrossSells`.
 */
export async function crossSellsFor(
  db: Database,
  basket: Basket,
  {
    keys = crossSellKeysFor(basket),
    locale = DEFAULT_LOCALE,
    ...options
  }: CrossSellOptions & {
    keys?: readonly string[];
    locale?: Locale;
  },
) {
  const lists = await crossSellLists(db, keys);
  const skus = [...new Set(lists.flat())];
  const rows =
    skus.length === 0
      ? []
      : await db
          .select({ data: products.data, viewable: products.viewable })
          .from(products)
          .where(inArray(products.sku, skus));
  // The `viewable` column is what unpublishes a product (the back office's switch), as `findVariant` reads it.
  const catalogue = new Map(
    rows.map((row) => {
      const product = row.data as Product;
      return [product.sku, row.viewable ? product : { ...product, viewable: false }];
    }),
  );
  return fittingCrossSells(lists, catalogue, basket, options).map((product) => renderProduct(product, 1, locale));
}
