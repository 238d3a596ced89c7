import { useEffect } from 'react';
import { useCartSummary } from '../lib/cart/cart-summary';

/**
 * Tells a cross-sell the products of the shopper's cart, from the mini cart's summary (one read of
 * the cart for the whole page, followed as it changes). Loaded only for a visitor who has a cart.
 */
export function CartSkus({ onSkus }: { onSkus: (skus: readonly string[]) => void }) {
  const summary = useCartSummary();
  useEffect(() => onSkus(summary?.skus ?? []), [summary, onSkus]);
  return null;
}
