import { z } from 'zod';
import { CURRENCY_CODE, LOCALE_CODES } from './channel.js';

/** Cart (order) states of SPEC §4. */
export const CART_STATES = ['new', 'cart', 'completed', 'cancelled'] as const;
export type CartState = (typeof CART_STATES)[number];

/** Only a cart in state `cart` is accepted on load; otherwise the stored token is dropped (SPEC §4). */
export function isCartAcceptedOnLoad(cart: Pick<Cart, 'state'>): boolean {
  return cart.state === 'cart';
}

/** Body of `POST /shop/orders` (SPEC §7). */
export const createCartBodySchema = z
  .object({
    localeCode: z.enum(Object.values(LOCALE_CODES) as [string, ...string[]], { error: 'locale_unavailable' }),
    channelCode: z.string().min(1).max(64).optional(),
  })
  .strict();
export type CreateCartBody = z.infer<typeof createCartBodySchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int().positive(),
  subscriptionInterval: z.number().int().nullable(),
  variant: z.object({
    code: z.string().regex(/^\d{8}$/),
    productName: z.string(),
    variantName: z.string(),
    unitPrice: z.number().int(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Cart as the shop API returns it (SPEC §3): amounts are integer cents. */
export const cartSchema = z.object({
  '@id': z.string(),
  tokenValue: z.string().min(1),
  state: z.enum(CART_STATES),
  localeCode: z.string(),
  currencyCode: z.literal(CURRENCY_CODE),
  items: z.array(cartItemSchema),
  freeProducts: z.array(z.unknown()),
  itemsTotal: z.number().int(),
  total: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
