import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../../../lib/api/services.server';
import { pageLocale } from '../../../../../lib/i18n/locale';
import { loadLayoutData } from '../../../../../lib/page/layout-data.server';
import { upsellsOf } from './upsells';

export type Data = Awaited<ReturnType<typeof data>>;

/** The shell's prerendered part: the layout and the upsells offered (the subscription is the shopper's). */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const content = contentClient(locale);
  const [layout, upsells] = await Promise.all([
    loadLayoutData(locale),
    content
      .getCrossSell('cross_sell_divers')
      .then((found) => content.getProductsBySkus(found.products.map((p) => p.sku)))
      .then((products) => upsellsOf(products).slice(0, 6)),
  ]);
  return { ...layout, upsells };
}
