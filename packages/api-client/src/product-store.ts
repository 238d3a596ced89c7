/** Product render levels (SPEC §9): 0 empty, 1 summary, 2 full. */
export type RenderLevel = 0 | 1 | 2;

export interface ProductStoreOptions<P> {
  /** Fetches products by sku at a level; the answer may omit unknown skus. */
  fetchProducts(skus: readonly string[], level: 1 | 2, locale: string): Promise<readonly P[]>;
  /** The sku of a fetched product. */
  skuOf(product: P): string;
}

export interface ProductStore<P> {
  /** The product at the level asked or better; fetched only when the cache has less. */
  load(sku: string, level: RenderLevel, locale: string): Promise<P | null>;
  /** Several products at once, in the order asked; one request for the missing ones. */
  loadMany(skus: readonly string[], level: RenderLevel, locale: string): Promise<P[]>;
  /** What the cache holds for a sku, at any level. */
  peek(sku: string, locale: string): { level: 1 | 2; product: P } | undefined;
  /** Forget everything (SPEC §9: "cache cleared on locale switch"). */
  clear(): void;
}

/** SPEC §8 "Batch product load: 'Product not found'". */
export class ProductNotFoundError extends Error {
  constructor(readonly skus: readonly string[]) {
    super('Product not found');
    this.name = 'ProductNotFoundError';
  }
}

/**
 * Product data by load level (SPEC §4, §9): a fetch is skipped when the cache already holds the
 * level or better, concurrent loads of the same product share one request, and the cache is kept
 * per locale and level. Level 0 (empty) never fetches.
 */
export function createProductStore<P>({ fetchProducts, skuOf }: ProductStoreOptions<P>): ProductStore<P> {
  const cache = new Map<string, P>(); // `${locale}|${level}|${sku}`
  const pending = new Map<string, Promise<P | undefined>>(); // same key

  const key = (locale: string, level: 1 | 2, sku: string) => `${locale}|${level}|${sku}`;

  function cached(sku: string, level: 1 | 2, locale: string): P | undefined {
    return cache.get(key(locale, 2, sku)) ?? (level === 1 ? cache.get(key(locale, 1, sku)) : undefined);
  }

  function inFlight(sku: string, level: 1 | 2, locale: string): Promise<P | undefined> | undefined {
    return pending.get(key(locale, 2, sku)) ?? (level === 1 ? pending.get(key(locale, 1, sku)) : undefined);
  }

  function fetchBatch(skus: readonly string[], level: 1 | 2, locale: string) {
    const request = fetchProducts(skus, level, locale).then((products) => {
      const found = new Map(products.map((p) => [skuOf(p), p]));
      for (const [sku, product] of found) cache.set(key(locale, level, sku), product);
      return found;
    });
    const settled = request.finally(() => {
      for (const sku of skus) pending.delete(key(locale, level, sku));
    });
    for (const sku of skus) {
      pending.set(
        key(locale, level, sku),
        settled.then((found) => found.get(sku)),
      );
    }
    return settled;
  }

  async function loadMany(skus: readonly string[], level: RenderLevel, locale: string): Promise<P[]> {
    if (level === 0) return skus.map((sku) => cached(sku, 1, locale)).filter((p): p is P => p !== undefined);
    const unique = [...new Set(skus)];
    const missing = unique.filter((sku) => !cached(sku, level, locale) && !inFlight(sku, level, locale));
    if (missing.length > 0) void fetchBatch(missing, level, locale).catch(() => undefined);
    const results = await Promise.all(
      unique.map(async (sku) => cached(sku, level, locale) ?? (await inFlight(sku, level, locale))),
    );
    const absent = unique.filter((_, index) => results[index] === undefined);
    if (absent.length > 0) throw new ProductNotFoundError(absent);
    const bySku = new Map(unique.map((sku, index) => [sku, results[index] as P]));
    return skus.map((sku) => bySku.get(sku) as P);
  }

  return {
    async load(sku, level, locale) {
      if (level === 0) return cached(sku, 1, locale) ?? null;
      try {
        const [product] = await loadMany([sku], level, locale);
        return product ?? null;
      } catch (error) {
        if (error instanceof ProductNotFoundError) return null;
        throw error;
      }
    },
    loadMany,
    peek(sku, locale) {
      const full = cache.get(key(locale, 2, sku));
      if (full) return { level: 2, product: full };
      const summary = cache.get(key(locale, 1, sku));
      return summary ? { level: 1, product: summary } : undefined;
    },
    clear() {
      cache.clear();
      pending.clear();
    },
  };
}
