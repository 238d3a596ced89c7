import type { PageContextServer } from 'vike/types';
import { crumbsFromHome } from '../../../lib/breadcrumb';
import { i18nOf } from '../../../lib/i18n';
import { loadLayoutData } from '../../../lib/layout-data.server';
import { pageLocale } from '../../../lib/locale';
import { contentClient } from '../../../lib/services.server';
import { shopMapSvg } from '../../../lib/shop-map';
import { orderShops } from '../../../lib/shops';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every physical shop in list order, and the size of the map made from them. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const [layout, all] = await Promise.all([loadLayoutData(locale), contentClient(locale).getShops()]);
  const shops = orderShops(all);
  const { width, height } = shopMapSvg(shops);
  return {
    ...layout,
    breadcrumb: crumbsFromHome(locale, { label: t('shops.title') }),
    map: { width, height },
    shops: shops.map((shop) => ({
      slug: shop.slug,
      name: shop.name,
      street: shop.street,
      postcode: shop.postcode,
      city: shop.city,
      countryCode: shop.countryCode,
      openingHours: shop.openingHours,
    })),
  };
}
