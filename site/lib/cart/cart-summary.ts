import { requestJson } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import { useLocale } from '../i18n/i18n-context';
import { SESSION_EVENT } from '../session/session';
import { readStored } from '../session/session-storage';

/**
 * What the layout's mini cart shows (ARCHITECTURE: one cart, told to every part of the page): the
 * light half of the cart's owner, `hooks/use-cart.ts` — that module writes every change here too
 * (`showCart`), so the mini cart never holds a cart of its own.
 */
export interface CartSummary {
  /** Number of articles (sum of quantities). */
  count: number;
  /** Items total in cents, TTC. */
  itemsTotal: number;
  /** The products in the cart (their skus): a cross-sell never offers one of them. */
  skus: string[];
}

interface CartLike {
  state?: string;
  items: readonly { quantity: number; variant?: { productSku?: string } }[];
  itemsTotal: number;
}

/** SWR keys of the cart, by the page's language: a Dutch page holds the Dutch names (SPEC §9). */
export const cartKey = (locale: Locale) => ['cart', locale] as const;
export const cartSummaryKey = (locale: Locale) => ['cart-summary', locale] as const;

export function summarizeCart(cart: CartLike): CartSummary {
  return {
    count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: cart.itemsTotal,
    skus: [...new Set(cart.items.flatMap((item) => (item.variant?.productSku ? [item.variant.productSku] : [])))],
  };
}

/** Tells every reader of the page the summary of the server's cart, or none. */
export function showCartSummary(cart: CartLike | null, locale: Locale): void {
  void mutate(cartSummaryKey(locale), cart ? summarizeCart(cart) : null, { revalidate: false });
}

/**
 * The stored cart's summary through the API client's light path (the mini cart is on every page:
 * no schema library there), read without creating anything (SPEC §4: a cart is created only when
 * needed), with the shopper's bearer token when they hold one (SPEC §7): a customer's cart answers
 * its owner only. A cart that is gone or no longer in state `cart` gives `null`; so does a failure
 * (a 401 for an expired token included): the mini cart then simply shows no count.
 */
export async function readCartSummary(
  token: string | null,
  locale: Locale,
  fetcher?: typeof fetch,
): Promise<CartSummary | null> {
  if (!token) return null;
  try {
    const cart = await requestJson<CartLike>(
      `${import.meta.env.GAMELLE_SHOP_API_URL}/shop/orders/${encodeURIComponent(token)}`,
      { locale, bearer: readStored('accessToken'), ...(fetcher ? { fetch: fetcher } : {}) },
    );
    return cart.state === 'cart' && Array.isArray(cart.items) ? summarizeCart(cart) : null;
  } catch {
    return null;
  }
}

/**
 * The mini cart's summary, in the page's language; read again when the session changes (renewed
 * after an expired token, or ended: SPEC §4, the cart is forgotten).
 */
export function useCartSummary(): CartSummary | null {
  const locale = useLocale();
  const { data, mutate: reload } = useSWR(
    cartSummaryKey(locale),
    () => readCartSummary(readStored('cartToken'), locale),
    {
      revalidateOnFocus: false,
    },
  );
  useEffect(() => {
    const onSession = () => void reload();
    window.addEventListener(SESSION_EVENT, onSession);
    return () => window.removeEventListener(SESSION_EVENT, onSession);
  }, [reload]);
  return data ?? null;
}
