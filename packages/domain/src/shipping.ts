/**
 * Free shipping (SPEC §9 "Free-shipping progress bar in cart"). The threshold is not given by the
 * spec; 49 € TTC of items is the value the shop announces, and the server applies the same one.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS = 4900;

export interface FreeShippingProgress {
  /** Cents still to add before shipping is free; 0 once reached. */
  remaining: number;
  /** Share of the threshold reached, from 0 to 1. */
  ratio: number;
  reached: boolean;
}

/** Where a cart stands against the free-shipping threshold (items total in cents, TTC). */
export function freeShippingProgress(
  itemsTotal: number,
  threshold: number = FREE_SHIPPING_THRESHOLD_CENTS,
): FreeShippingProgress {
  const total = Number.isFinite(itemsTotal) ? Math.max(0, Math.round(itemsTotal)) : 0;
  const remaining = Math.max(0, threshold - total);
  return { remaining, ratio: threshold <= 0 ? 1 : Math.min(1, total / threshold), reached: remaining === 0 };
}
