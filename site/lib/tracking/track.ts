import { consentedTo } from './consent';
import type { TrackedEvent } from './events';

export { MARKETING_EVENT, type TrackedEvent } from './events';

/** A product as the events name it (SPEC §9: price in euros, divided by 100; discount 0; brand label `{product}`). */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
}

/**
 * Sends an event to the tracking service (SPEC §7) — only with the visitor's
 * consent to audience measurement (ADR 0018): without it, nothing leaves the page. The
 * client's code loads with the first event sent, never before.
 */
export function track(event: TrackedEvent, payload: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined' || !consentedTo('measurement')) return false;
  void import('./tracking.client').then((client) => client.send(event, payload));
  return true;
}

const NEXT_PAGE_KEY = 'gamelle.trackNext';

/**
 * An event for the next page: a sign-in or a sign-out ends with a full load, which would cut a
 * request in flight. Kept for the tab only, with consent only; the next page sends it after `init`.
 */
export function trackOnNextPage(event: TrackedEvent, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined' || !consentedTo('measurement')) return;
  try {
    window.sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ event, payload }));
  } catch {
    // Without storage the event is not measured.
  }
}

/** Sends the event a previous page kept for this one (`trackOnNextPage`), once. */
export function trackKeptEvent(): void {
  let kept: { event?: TrackedEvent; payload?: Record<string, unknown> } | null = null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(NEXT_PAGE_KEY) ?? 'null');
    window.sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    kept = null;
  }
  if (kept?.event) track(kept.event, kept.payload ?? {});
}

/** A product of an event with SPEC §9's fields: price ÷ 100, discount 0, brand label `{product}`. */
export function trackedItem(item: { sku: string; name: string; cents: number | null; quantity?: number }) {
  return {
    item_id: item.sku,
    item_name: item.name,
    item_brand: '{product}'.replace('{product}', item.name),
    price: (item.cents ?? 0) / 100,
    discount: 0,
    ...(item.quantity === undefined ? {} : { quantity: item.quantity }),
  };
}
