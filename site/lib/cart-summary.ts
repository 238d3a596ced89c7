/** What the layout's mini cart shows (ARCHITECTURE: one cart, told to every part of the page). */
export interface CartSummary {
  /** Number of articles (sum of quantities). */
  count: number;
  /** Items total in cents, TTC. */
  itemsTotal: number;
}

interface CartLike {
  state?: string;
  items: readonly { quantity: number }[];
  itemsTotal: number;
}

export const CART_EVENT = 'gamelle:cart';

export function summarizeCart(cart: CartLike): CartSummary {
  return { count: cart.items.reduce((sum, item) => sum + item.quantity, 0), itemsTotal: cart.itemsTotal };
}

/** Tells the page (the mini cart) that the cart changed; `null` when there is none any more. */
export function publishCart(cart: CartLike | null): void {
  window.dispatchEvent(new CustomEvent<CartSummary | null>(CART_EVENT, { detail: cart ? summarizeCart(cart) : null }));
}

export function onCartChange(listener: (summary: CartSummary | null) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartSummary | null>).detail);
  window.addEventListener(CART_EVENT, handler);
  return () => window.removeEventListener(CART_EVENT, handler);
}

/**
 * The stored cart's summary, read without creating anything (SPEC §4: a cart is created only when
 * needed), with the shopper's bearer token when they hold one (SPEC §7): a cart assigned to a
 * customer answers its owner only. A cart that is gone or no longer in state `cart`
 * gives `null`; so does a failure (a 401 for an expired token included), the mini cart then simply
 * shows no count.
 */
export async function fetchCartSummary(
  shopApiUrl: string,
  token: string,
  fetcher: typeof fetch = fetch,
  bearer: string | null = null,
): Promise<CartSummary | null> {
  try {
    const response = await fetcher(`${shopApiUrl}/shop/orders/${encodeURIComponent(token)}?locale=fr`, {
      headers: { accept: 'application/ld+json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
    if (!response.ok) return null;
    const cart = (await response.json()) as CartLike;
    if (cart.state !== 'cart' || !Array.isArray(cart.items)) return null;
    return summarizeCart(cart);
  } catch {
    return null;
  }
}
