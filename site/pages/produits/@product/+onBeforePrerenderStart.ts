import { allProducts } from '../../../lib/catalogue.server';
import { NOT_WRITTEN, prerenderShard } from '../../../render/prerender-shard.server';
import { productPageData, productPageShared } from './product-data.server';

/**
 * Every visible product is prerendered once, its data fetched in bulk (500 products a request at
 * render level 2) rather than page by page: the data hook is skipped. Format URLs
 * (`/produits/x/12-kg/`) are served from the same page by the shop's server (ADR 0005). In a
 * sharded prerender each worker takes its share of the API pages (ADR 0006).
 */
export async function onBeforePrerenderStart() {
  const shard = prerenderShard();
  let products = await allProducts(2, shard);
  let writtenBy = shard.index;
  if (products.length === 0 && shard.count > 1) {
    // A shard without products still renders one, unwritten, so Vike finds the page's URLs.
    products = (await allProducts(2)).slice(0, 1);
    writtenBy = NOT_WRITTEN;
  }
  return Promise.all(
    products.map(async (product) => {
      const shared = await productPageShared(product);
      return {
        url: `/produits/${product.slug}/`,
        pageContext: {
          data: productPageData(product, shared.layout, shared.categories, shared.bestSellers),
          prerenderWrittenBy: writtenBy,
        },
      };
    }),
  );
}
