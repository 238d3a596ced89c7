import { href, LOCALES, localizedPath } from '@gamelle/domain';
import { allProducts } from '../../../lib/catalogue/catalogue.server';
import { NOT_WRITTEN, prerenderOnly, prerenderShard } from '../../../lib/catalogue/prerender-shard.server';
import { productPageData, productPageShared } from './product-data.server';

/**
 * Every visible product is prerendered once per language, its data fetched in bulk (500 products
 * a request at render level 2) rather than page by page: the data hook is skipped. Format URLs
 * (`/produits/x/12-kg/`) are served from the same page by the shop's server (ADR 0005). In a
 * sharded prerender each worker takes its share of the API pages (ADR 0006). Each language's pages
 * carry their `locale` and the content system's texts in it (ADR 0019), and `givenInEveryLanguage`:
 * `render/on-prerender-start.ts` keeps them as they are.
 */
export async function onBeforePrerenderStart() {
  const shard = prerenderShard();
  // Some pages rendered again (ADR 0023): the others' data is not prepared for nothing.
  const only = prerenderOnly();
  const wanted = (slug: string, locale: (typeof LOCALES)[number]) =>
    !only || only.has(localizedPath(href.product({ product: slug }), locale));
  const pages = await Promise.all(
    LOCALES.map(async (locale) => {
      let products = (await allProducts(2, shard, locale)).filter((product) => wanted(product.slug, locale));
      let writtenBy = shard.index;
      if (products.length === 0 && shard.count > 1) {
        // A shard without products still renders one, unwritten, so Vike finds the page's URLs.
        products = (await allProducts(2, { index: 0, count: 1 }, locale)).slice(0, 1);
        writtenBy = NOT_WRITTEN;
      }
      const shared = await Promise.all(products.map((product) => productPageShared(product, locale)));
      return products.map((product, index) => {
        const { layout, categories, bestSellers } = shared[index] as (typeof shared)[number];
        return {
          url: localizedPath(href.product({ product: product.slug }), locale),
          pageContext: {
            givenInEveryLanguage: true,
            locale,
            urlLogical: href.product({ product: product.slug }),
            data: productPageData(product, layout, categories, bestSellers, locale),
            prerenderWrittenBy: writtenBy,
          },
        };
      });
    }),
  );
  return pages.flat();
}
