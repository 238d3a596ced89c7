import { type Cart, cartSchema, LOCALE_CODES, type Locale } from '@gamelle/domain';
import { z } from 'zod';
import { type RenderedProduct, renderedProductSchema } from './content.js';
import type { HttpClient } from './http.js';

/** IRI of a product variant, as the shop API names it in a cart item (SPEC §7 `productVariant`). */
export const variantIri = (code: string) => `/api/v2/shop/product-variants/${encodeURIComponent(code)}`;

export interface AddItemInput {
  /** The 8-digit variant code (SPEC §9). */
  variantCode: string;
  quantity: number;
  /** Days between deliveries for a subscription line, or null for a one-off purchase. */
  subscriptionInterval?: number | null;
  /** The list the shopper added from (tracking), and whether it was an upsell. */
  sourceItemList?: string;
  upsell?: boolean;
}

const orderPath = (token: string) => `/shop/orders/${encodeURIComponent(token)}`;

/** Cart calls of the shop API (SPEC §7). `http` is a client whose base URL is the shop API (`…/api/v2`). */
export function createCartClient(http: HttpClient) {
  return {
    /** `POST /shop/orders` — creates an empty cart and returns it with its `tokenValue`. */
    create(locale: Locale, channelCode?: string): Promise<Cart> {
      return http.post('/shop/orders', { localeCode: LOCALE_CODES[locale], channelCode }, { schema: cartSchema });
    },
    /** `GET /shop/orders/{token}` — loads a cart. */
    get(tokenValue: string): Promise<Cart> {
      return http.get(orderPath(tokenValue), { schema: cartSchema });
    },
    /**
     * `PATCH /shop/orders/{token}/locale` — the cart follows the shopper to another language: its
     * lines' names, carriers and payment instructions, the e-mails of the order it becomes (SPEC §9).
     */
    changeLocale(tokenValue: string, locale: Locale): Promise<Cart> {
      return http.patch(
        `${orderPath(tokenValue)}/locale`,
        { localeCode: LOCALE_CODES[locale] },
        { schema: cartSchema },
      );
    },
    /** `DELETE /shop/orders/{token}` — removes an empty cart (SPEC §4). */
    async remove(tokenValue: string): Promise<void> {
      await http.delete(orderPath(tokenValue));
    },
    /** `PUT /shop/orders/{token}` with the customer URI — assigns the cart to the customer. */
    assignCustomer(tokenValue: string, customer: string): Promise<Cart> {
      return http.put(orderPath(tokenValue), { customer }, { schema: cartSchema });
    },
    /** `PATCH /shop/orders/{token}/items` — adds a line (SPEC §7). */
    addItem(tokenValue: string, input: AddItemInput): Promise<Cart> {
      return http.patch(
        `${orderPath(tokenValue)}/items`,
        {
          productVariant: variantIri(input.variantCode),
          quantity: input.quantity,
          subscriptionInterval: input.subscriptionInterval ?? null,
          ...(input.sourceItemList ? { sourceItemList: input.sourceItemList } : {}),
          ...(input.upsell ? { upsell: true } : {}),
        },
        { schema: cartSchema },
      );
    },
    /**
     * `PATCH /shop/orders/{token}/items/{id}` — quantity and frequency; the interval alone changes
     * the frequency (SPEC §7).
     */
    changeItem(
      tokenValue: string,
      itemId: number,
      change: { quantity?: number; subscriptionInterval?: number | null },
    ): Promise<Cart> {
      return http.patch(`${orderPath(tokenValue)}/items/${itemId}`, change, { schema: cartSchema });
    },
    /** `DELETE /shop/orders/{token}/items/{id}` — removes a line. */
    removeItem(tokenValue: string, itemId: number): Promise<Cart> {
      return http.delete(`${orderPath(tokenValue)}/items/${itemId}`, { schema: cartSchema });
    },
    /**
     * `GET /shop/orders/{token}/cross-sells` — products to complete the cart (SPEC §7 keys
     * `cross_sell_produit_{animalType}` of its animals, then `cross_sell_divers`; or the one list
     * `key` names): never a product it has, never another animal's food. Render level 1.
     */
    crossSells(tokenValue: string, { key, limit }: { key?: string; limit?: number } = {}): Promise<RenderedProduct[]> {
      return http.get(`${orderPath(tokenValue)}/cross-sells`, {
        query: { key, limit },
        schema: z
          .object({ 'hydra:member': z.array(renderedProductSchema) })
          .transform((answer) => answer['hydra:member']),
      });
    },
    /** `PATCH /shop/orders/{token}/apply-coupon` — applies a coupon code. */
    applyCoupon(tokenValue: string, couponCode: string): Promise<Cart> {
      return http.patch(`${orderPath(tokenValue)}/apply-coupon`, { couponCode }, { schema: cartSchema });
    },
    /** `DELETE /shop/orders/{token}/coupon/{code}` — removes a coupon. */
    removeCoupon(tokenValue: string, couponCode: string): Promise<Cart> {
      return http.delete(`${orderPath(tokenValue)}/coupon/${encodeURIComponent(couponCode)}`, { schema: cartSchema });
    },
  };
}

export type CartClient = ReturnType<typeof createCartClient>;
