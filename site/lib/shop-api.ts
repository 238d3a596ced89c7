import { createCartClient, createHttpClient } from '@gamelle/api-client';
import { DEFAULT_CHANNEL_CODE, DEFAULT_LOCALE } from '@gamelle/domain';

/** Shop API calls from the browser (same origin by default, SHOP_API_URL at build otherwise). */
export const shopHttp = createHttpClient({
  baseUrl: import.meta.env.GAMELLE_SHOP_API_URL,
  channelCode: DEFAULT_CHANNEL_CODE,
  locale: DEFAULT_LOCALE,
});

export const cartClient = createCartClient(shopHttp);
