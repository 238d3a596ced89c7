import type { CartClient } from '@gamelle/api-client';
import type { Cart } from '@gamelle/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { cartClient } from '../lib/api/shop-api';
import { discard, loadStoredCart } from '../lib/cart/cart';
import { cartKey, showCartSummary } from '../lib/cart/cart-summary';
import { useLocale } from '../lib/i18n/i18n-context';

/**
 * The shopper's cart (null when there is none), loaded in the browser only — the cart page is a
 * prerendered shell — with its changes: each is shown at once (optimistic), sent, and replaced by
 * the server's cart; a failure rolls back, reloads the cart (SPEC §8) and rejects with the
 * server's message.
 */
export function useCart(client: CartClient = cartClient) {
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSWR<Cart | null, Error>(
    cartKey(locale),
    () => loadStoredCart(client, locale),
    {
      revalidateOnFocus: false,
      // The layout's mini cart follows the cart the page holds.
      onSuccess: (cart) => showCartSummary(cart, locale),
    },
  );

  const change = useCallback(
    /** Resolves with the server's cart once it has taken the change (null: emptied and discarded). */
    async (optimistic: (cart: Cart) => Cart, call: (token: string) => Promise<Cart>): Promise<Cart | null> => {
      if (!data) return null;
      const token = data.tokenValue;
      try {
        const next = await mutate(
          async () => {
            const updated = await call(token);
            return updated.items.length === 0 ? discard(updated, client) : updated;
          },
          {
            optimisticData: (current) => (current ? optimistic(current) : null),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
        showCartSummary(next ?? null, locale);
        return next ?? null;
      } catch (failure) {
        void mutate();
        throw failure;
      }
    },
    [data, mutate, client, locale],
  );

  const withItem = (cart: Cart, id: number, edit: (item: Cart['items'][number]) => Cart['items'][number] | null) => {
    const items = cart.items.flatMap((item) => {
      if (item.id !== id) return [item];
      const edited = edit(item);
      return edited ? [edited] : [];
    });
    const itemsTotal = items.reduce((sum, item) => sum + item.variant.unitPrice * item.quantity, 0);
    return { ...cart, items, itemsTotal, total: itemsTotal - (cart.discountTotal ?? 0) };
  };

  return {
    cart: data,
    error,
    isLoading,
    reload: () => mutate(),
    setQuantity: (id: number, quantity: number) =>
      change(
        (cart) => withItem(cart, id, (item) => ({ ...item, quantity })),
        (token) => client.changeItem(token, id, { quantity }),
      ),
    setFrequency: (id: number, subscriptionInterval: number | null) =>
      change(
        (cart) => withItem(cart, id, (item) => ({ ...item, subscriptionInterval })),
        (token) => client.changeItem(token, id, { subscriptionInterval }),
      ),
    removeLine: (id: number) =>
      change(
        (cart) => withItem(cart, id, () => null),
        (token) => client.removeItem(token, id),
      ),
    applyCoupon: (code: string) =>
      change(
        (cart) => cart,
        (token) => client.applyCoupon(token, code),
      ),
    removeCoupon: (code: string) =>
      change(
        (cart) => ({ ...cart, couponCode: null, discountTotal: 0, total: cart.itemsTotal }),
        (token) => client.removeCoupon(token, code),
      ),
  };
}
