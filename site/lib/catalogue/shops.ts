import { href } from '@gamelle/domain';
/** Countries of the shop list, in the order the page and the map number the shops. */
export const SHOP_COUNTRIES = ['FR', 'BE', 'LU'] as const;

/** Shops in list order: by country (France, Belgium, Luxembourg), then as the content system gives them. */
export function orderShops<S extends { countryCode: string }>(shops: readonly S[]): S[] {
  const rank = (shop: S) => {
    const index = SHOP_COUNTRIES.indexOf(shop.countryCode as (typeof SHOP_COUNTRIES)[number]);
    return index === -1 ? SHOP_COUNTRIES.length : index;
  };
  return shops
    .map((shop, index) => ({ shop, index }))
    .sort((a, b) => rank(a.shop) - rank(b.shop) || a.index - b.index)
    .map((e) => e.shop);
}

/** Where the prerendered map is served. */
export const SHOP_MAP_PATH = `${href.shops()}carte.svg`;
