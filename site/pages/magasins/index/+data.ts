import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../lib/api/services.server';
import { shopMapSvg } from '../../../lib/catalogue/shop-map';
import { orderShops } from '../../../lib/catalogue/shops';
import { i18nOf } from '../../../lib/i18n/i18n';
import { pageLocale } from '../../../lib/i18n/locale';
import { crumbsFromHome } from '../../../lib/page/breadcrumb';
import { loadLayoutData } from '../../../lib/page/layout-data.server';

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
