import { DEFAULT_LOCALE, href } from '@gamelle/domain';
import { contentClient } from '../../../lib/api/services.server';

/** Every shop is prerendered. */
export async function onBeforePrerenderStart() {
  return (await contentClient(DEFAULT_LOCALE).getShops()).map((shop) => href.shop({ shop: shop.slug }));
}
