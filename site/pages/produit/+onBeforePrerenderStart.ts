import { allProducts } from '../../lib/catalogue.server';
import { productPageData, productPageShared } from './product-data.server';

/**
 * Every visible product is prerendered once, its data fetched in bulk (100 products a request at
 * render level 2) rather than page by page: the data hook is skipped. Format URLs
 * (`/produits/x/12-kg/`) are served from the same page by the shop's server (ADR 0005).
 */
export async function onBeforePrerenderStart() {
  const products = await allProducts(2);
  return Promise.all(
    products.map(async (product) => {
      const shared = await productPageShared(product);
      return {
        url: `/produits/${product.slug}/`,
        pageContext: { data: productPageData(product, shared.layout, shared.categories, shared.bestSellers) },
      };
    }),
  );
}
