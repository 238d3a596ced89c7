import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { toCardProduct } from '../../lib/catalogue/card-product';
import { pageLocale } from '../../lib/i18n/locale';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The cart page's prerendered part: the layout and the cross-sell block, the content API's
 * `cross_sell_divers` list, and the professional shop's `cross_sell_pro` (ADR 0020, shown to
 * professional accounts only); the cart itself is the shopper's, loaded in the browser.
 */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const content = contentClient(locale);
  const cards = (key: string) =>
    content
      .getCrossSell(key)
      .then((found) => content.getProductsBySkus(found.products.map((p) => p.sku)))
      .then((products) => products.slice(0, 4).map(toCardProduct));
  const [layout, crossSell, crossSellPro] = await Promise.all([
    loadLayoutData(locale),
    cards('cross_sell_divers'),
    cards('cross_sell_pro'),
  ]);
  return { ...layout, crossSell, crossSellPro };
}
