import type { PageContextServer } from 'vike/types';
import { toCardProduct } from '../../components/card-product';
import { loadLayoutData } from '../../lib/layout-data.server';
import { setPageLocale } from '../../lib/locale';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The cart page's prerendered part: the layout and the cross-sell block (issue 8 "cross-sell"),
 * the content API's `cross_sell_divers` list; the cart itself is the shopper's, loaded in the
 * browser.
 */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (issue 27).
  setPageLocale(pageContext);
  const content = contentClient();
  const [layout, crossSell] = await Promise.all([
    loadLayoutData(),
    content
      .getCrossSell('cross_sell_divers')
      .then((found) => content.getProductsBySkus(found.products.map((p) => p.sku)))
      .then((products) => products.slice(0, 4).map(toCardProduct)),
  ]);
  return { ...layout, crossSell };
}
