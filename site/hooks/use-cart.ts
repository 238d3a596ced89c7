import { ApiError, type CartClient } from '@gamelle/api-client';
import { type Cart, DEFAULT_LOCALE, isCartAcceptedOnLoad } from '@gamelle/domain';
import useSWR from 'swr';
import { publishCart } from '../lib/cart-summary';
import { readStored, writeStored } from '../lib/session-storage';
import { cartClient } from '../lib/shop-api';

export const CART_KEY = 'cart';

/**
 * Loads the stored cart, or creates one when none is stored or the stored one is no longer a cart
 * (SPEC §4: "Only cart is accepted on load; otherwise the stored cart token is dropped").
 */
export async function loadOrCreateCart(client: CartClient = cartClient): Promise<Cart> {
  const token = readStored('cartToken');
  if (token) {
    try {
      const cart = await client.get(token);
      if (isCartAcceptedOnLoad(cart)) return cart;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    writeStored('cartToken', null);
  }
  const created = await client.create(DEFAULT_LOCALE);
  writeStored('cartToken', created.tokenValue);
  return created;
}

/** The shopper's cart, loaded in the browser only (the cart page is a prerendered shell). */
export function useCart() {
  const { data, error, isLoading, mutate } = useSWR<Cart, Error>(CART_KEY, () => loadOrCreateCart(), {
    revalidateOnFocus: false,
    // The layout's mini cart follows the cart the page holds.
    onSuccess: publishCart,
  });
  return { cart: data, error, isLoading, mutate };
}
