import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { toCardProduct } from '../../lib/catalogue/card-product';
import { pageLocale } from '../../lib/i18n/locale';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The error page's data: the layout and the cross-sell block of SPEC §2. The page must render even
 * when the content system is what failed, so each part falls back to nothing.
 */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const content = contentClient(locale);
  const [layout, crossSell] = await Promise.all([
    loadLayoutData(locale).catch(() => ({})),
    content
      .getCrossSell('cross_sell_divers')
      .then((found) => content.getProductsBySkus(found.products.map((p) => p.sku)))
      .then((products) => products.slice(0, 4).map(toCardProduct))
      .catch(() => []),
  ]);
  return { ...layout, crossSell };
}
