import type { CustomerSubscription } from '@gamelle/api-client';
import { type Alert, alertsFor, frequencyOption } from '@gamelle/domain';

const DETAIL = /^\/mon-compte\/mes-abonnements\/([^/]+)\/$/;

/** The page of one subscription (SPEC §2 `/mon-compte/mes-abonnements/{subscription}/`). */
export const subscriptionDetailPath = (code: string) => `/mon-compte/mes-abonnements/${encodeURIComponent(code)}/`;

/**
 * The subscription code of a detail page's address, or null: the prerendered shell's own `_`, a
 * path of another shape, or an undecodable one.
 */
export function subscriptionCodeOfDetailPath(pathname: string): string | null {
  const raw = DETAIL.exec(pathname)?.[1];
  if (!raw || raw === '_') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A frequency in the shop's words (SPEC §3 labels: « 1 mois », « 6 semaines »…). */
export function frequencyLabel(days: number): string {
  return frequencyOption(days)?.label ?? `${days} jours`;
}

/**
 * SPEC §4 alerts of a subscription at `now`: payment failed, card expired or expiring at month
 * end, product unavailable, pickup point unavailable or inactive. A stopped one has none.
 */
export function subscriptionAlerts(subscription: CustomerSubscription, now: Date): Alert[] {
  if (subscription.status === 'stopped') return [];
  return alertsFor(
    {
      paymentState: subscription.paymentState,
      status: subscription.status === 'error' && !subscription.unavailableVariant ? 'error' : null,
      card: subscription.card,
      productUnavailable: Boolean(subscription.unavailableVariant),
      pickupPoint: subscription.pickupPoint,
    },
    now,
  );
}

/** Whether the customer may ask to stop: SPEC §9's minimum of 2 deliveries reached. */
export const canStop = (subscription: CustomerSubscription) =>
  subscription.status !== 'stopped' && subscription.deliveries >= subscription.minimumDeliveries;
