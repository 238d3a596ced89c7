import { type Cart, cartSchema, LOCALE_CODES, type Locale } from '@gamelle/domain';
import type { HttpClient } from './http.js';

/** Cart calls of the shop API (SPEC §7). `http` is a client whose base URL is the shop API (`…/api/v2`). */
export function createCartClient(http: HttpClient) {
  return {
    /** `POST /shop/orders` — creates an empty cart and returns it with its `tokenValue`. */
    create(locale: Locale, channelCode?: string): Promise<Cart> {
      return http.post('/shop/orders', { localeCode: LOCALE_CODES[locale], channelCode }, { schema: cartSchema });
    },
    /** `GET /shop/orders/{token}` — loads a cart. */
    get(tokenValue: string): Promise<Cart> {
      return http.get(`/shop/orders/${encodeURIComponent(tokenValue)}`, { schema: cartSchema });
    },
  };
}

export type CartClient = ReturnType<typeof createCartClient>;
