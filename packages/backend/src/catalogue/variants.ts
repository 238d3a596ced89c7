import { LOCALES, type Locale, type ProductVariant } from '@gamelle/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { catalogueVersion } from '../db/schema.js';
import { type Db, findVariant } from '../orders/store.js';
import { lineNames } from './render.js';

/**
 * What a cart takes from the catalogue for a variant, kept per instance: the
 * product it belongs to, its prices and whether it is shown, and the line's names in each language.
 * Never its stock: stock moves with every order without moving the catalogue's version (ADR 0022),
 * so it is read from `products` each time.
 */
interface CachedVariant {
  productId: number;
  productSku: string;
  /** The variant without `stock` and `in_stock`. */
  variant: Omit<ProductVariant, 'stock' | 'in_stock'>;
  /** `lineNames` in each language. */
  names: Record<Locale, { productName: string; variantName: string }>;
}

/** A variant as a cart line is made of it: the cached fields with the stock read now. */
export interface SaleVariant extends Omit<CachedVariant, 'variant'> {
  variant: ProductVariant;
}

/** A variant's stock as `products` holds it now (JSON null where a key is missing). */
export interface StockNow {
  stock: unknown;
  in_stock: unknown;
}

/** The values of a lookup's `fields`, as one statement read them. */
export interface CatalogueRead {
  catalogueVersion: number;
  variantStock: StockNow | null;
}

/** One variant asked for: the columns to read with the statement the caller makes anyway, then the answer. */
export interface VariantLookup {
  /**
   * Two columns for any select of one row: the catalogue's version and, when the variant is
   * cached, its stock now. Read in the same statement, the version tells whether the cached
   * fields still hold.
   */
  fields: { catalogueVersion: SQL<number>; variantStock: SQL<StockNow | null> };
  /** Which of the fields' two texts this is (`stock` when cached): a prepared statement's name tells them apart. */
  shape: 'stock' | 'version';
  /** The variant (null when no shown product has it), from the fields' values; reads the product when the cache cannot answer. */
  resolve(db: Db, read: CatalogueRead): Promise<SaleVariant | null>;
}

/** Variants kept at most; past that the oldest is dropped (a catalogue of 10,000 products has about 30,000). */
export const MAX_CACHED_VARIANTS = 50_000;

// Written out, not with drizzle's column references (a select of one table leaves its columns
// unqualified, which inside a subquery would name the subquery's own).
const versionField = () => sql<number>`(select cv.version from catalogue_version cv where cv.id = 1)`.mapWith(Number);

const stockField = (productId: number, code: string) =>
  sql<StockNow | null>`(select jsonb_build_object('stock', v.variant -> 'stock', 'in_stock', v.variant -> 'in_stock') from products p cross join lateral jsonb_array_elements(p.data -> 'ProductVariants') as v(variant) where p.id = ${productId} and v.variant ->> 'code' = ${code} limit 1)`.mapWith(
    (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as StockNow,
  );

function forSale(entry: CachedVariant, now: StockNow | ProductVariant): SaleVariant {
  return {
    ...entry,
    variant: {
      ...entry.variant,
      ...(typeof now.stock === 'number' ? { stock: now.stock } : {}),
      in_stock: now.in_stock as boolean,
    },
  };
}

/**
 * The catalogue as the cart reads it, per instance (ADR 0022): a variant's
 * product, prices, visibility and names are kept from one read to the next while the catalogue's
 * version (`catalogue_version`, moved by a trigger on any write to `products` but stock) stays the
 * same; the version is read in the statement the cart makes anyway, so a change made through any
 * instance, or by hand, is seen by the next add on every instance. Stock is read with it, from
 * `products`, every time.
 */
export class VariantCatalogue {
  #version = Number.NEGATIVE_INFINITY;
  readonly #entries = new Map<string, CachedVariant>();

  constructor(private readonly maxEntries = MAX_CACHED_VARIANTS) {}

  lookup(code: string): VariantLookup {
    const cached = this.#entries.get(code);
    const version = this.#version;
    return {
      fields: {
        catalogueVersion: versionField(),
        variantStock: cached ? stockField(cached.productId, code) : sql<StockNow | null>`null`,
      },
      shape: cached ? 'stock' : 'version',
      resolve: async (db, read) => {
        // The version only moves on; a read older than what this instance has seen keeps nothing.
        if (read.catalogueVersion > this.#version) {
          this.#entries.clear();
          this.#version = read.catalogueVersion;
        }
        if (cached && version === read.catalogueVersion && read.variantStock) return forSale(cached, read.variantStock);
        // Read after the version: what is kept is never older than the version it is kept under.
        const found = await findVariant(db, code);
        if (!found) return null;
        const { stock: _stock, in_stock: _inStock, ...variant } = found.variant;
        const entry: CachedVariant = {
          productId: found.productId,
          productSku: found.product.sku,
          variant,
          names: Object.fromEntries(
            LOCALES.map((locale) => [locale, lineNames(found.product, code, locale)]),
          ) as Record<Locale, { productName: string; variantName: string }>,
        };
        if (this.#version === read.catalogueVersion) {
          if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
          this.#entries.set(code, entry);
        }
        return forSale(entry, found.variant);
      },
    };
  }

  /** A variant on its own: one statement (version and stock), and the product's read when not cached. */
  async find(db: Db, code: string): Promise<SaleVariant | null> {
    const lookup = this.lookup(code);
    const [read] = await db
      .select(lookup.fields)
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1))
      .prepare(`gamelle_variant_${lookup.shape}`)
      .execute();
    if (!read) throw new Error('catalogue_version has no row (migration 0018)');
    return lookup.resolve(db, read);
  }
}
