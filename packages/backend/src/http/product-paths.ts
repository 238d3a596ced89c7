import { href, matchRoute, type Product, variantFormatSlug } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { catalogueVersion, products } from '../db/schema.js';

export type ProductPathResolution = { redirect: string } | { rewrite: string } | null;

interface Index {
  slugBySku: Map<string, string>;
  formatsBySlug: Map<string, Set<string>>;
}

const PAGE_CONTEXT = 'index.pageContext.json';
const REFRESH_MS = 30_000;

/**
 * Product URLs the prerendered files do not cover (SPEC §2): `/produits/{sku}/` is redirected to
 * the product's slug (the product-sku-redirect guard), and `/produits/{slug}/{format}/` is served
 * from the product's page when the format exists. The index is read into memory, again when the
 * catalogue's version moves (one primary-key read a call, ADR 0022) and at least every 30 s.
 */
export function productPaths(db: Database, refreshMs = REFRESH_MS) {
  let index: Promise<Index> | null = null;
  let loadedAt = 0;

  async function load(): Promise<Index> {
    const rows = await db
      .select({ sku: products.sku, slug: products.slug, data: products.data })
      .from(products)
      .where(eq(products.viewable, true));
    const slugBySku = new Map<string, string>();
    const formatsBySlug = new Map<string, Set<string>>();
    for (const row of rows) {
      slugBySku.set(row.sku.toLowerCase(), row.slug);
      const variants = (row.data as Product).ProductVariants.filter((v) => v.show_variant !== false);
      formatsBySlug.set(row.slug, new Set(variants.map((v) => variantFormatSlug(v))));
    }
    return { slugBySku, formatsBySlug };
  }

  let loadedVersion = -1;
  async function current(): Promise<Index> {
    // A product renamed, moved or hidden (ADR 0023): the catalogue's version moved, read again at once.
    const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).limit(1);
    const version = row?.version ?? 0;
    if (!index || version !== loadedVersion || Date.now() - loadedAt > refreshMs) {
      loadedAt = Date.now();
      loadedVersion = version;
      index = load().catch(() => ({ slugBySku: new Map(), formatsBySlug: new Map() }));
    }
    return index;
  }

  return {
    async resolve(pathname: string): Promise<ProductPathResolution> {
      // The product row of the route table (SPEC §2 `/produits/{product}/{format?}/`), page or data.
      const pageContext = pathname.endsWith(`/${PAGE_CONTEXT}`) ? PAGE_CONTEXT : undefined;
      const found = matchRoute(pageContext ? pathname.slice(0, -PAGE_CONTEXT.length) : pathname);
      if (found?.route.name !== 'product') return null;
      const { product: first = '', format } = found.params;
      const { slugBySku, formatsBySlug } = await current();
      const slug = slugBySku.get(first.toLowerCase());
      if (slug && slug !== first) {
        // A client-side navigation reads the product's data, then its guard asks for the redirect.
        if (pageContext) return format ? null : { rewrite: `${href.product({ product: slug })}${pageContext}` };
        return { redirect: href.product({ product: slug, format }) };
      }
      if (format && formatsBySlug.get(first)?.has(format)) {
        return { rewrite: `${href.product({ product: first })}${pageContext ?? ''}` };
      }
      return null;
    },
  };
}

export type ProductPaths = ReturnType<typeof productPaths>;
