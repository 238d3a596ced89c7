import type { CustomerSubscription } from '@gamelle/api-client';
import { type Alert, alertsFor, frequencyOption, frequencyWords, href, type Locale } from '@gamelle/domain';
import { translate } from '../i18n/i18n';

const DETAIL = /^\/mon-compte\/mes-abonnements\/([^/]+)\/$/;
const HISTORY = /^\/mon-compte\/mes-abonnements\/([^/]+)\/historique\/$/;
const HISTORY_ORDER = /^\/mon-compte\/mes-abonnements\/([^/]+)\/historique\/([^/]+)\/$/;
const WEB_VIEW = /^\/web-view\/([^/]+)-changement-de-paiement\/$/;

/** The page of one subscription (SPEC §2 `/mon-compte/mes-abonnements/{subscription}/`). */
export const subscriptionDetailPath = (code: string) => href.accountSubscription({ subscription: code });

/** Its history (SPEC §2 `…/{subscription}/historique/`). */
export const subscriptionHistoryPath = (code: string) => `${subscriptionDetailPath(code)}historique/`;

/** One order within it (SPEC §2 `…/historique/{order}/`). */
export const subscriptionHistoryOrderPath = (code: string, token: string) =>
  `${subscriptionHistoryPath(code)}${encodeURIComponent(token)}/`;

/** The card change alone, for a mobile app's web view (SPEC §2 `/web-view/{subscription}-changement-de-paiement/`). */
export const webViewPaymentPath = (code: string) => href.webViewPaymentChange({ subscription: code });

/** A parameter of an address: null for the prerendered shell's own `_` or an undecodable one. */
function param(raw: string | undefined): string | null {
  if (!raw || raw === '_') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The subscription code of a detail page's address, or null (the shell, another shape, undecodable). */
export function subscriptionCodeOfDetailPath(pathname: string): string | null {
  return param(DETAIL.exec(pathname)?.[1]);
}

/** The subscription code of a history page's address, or null. */
export function subscriptionCodeOfHistoryPath(pathname: string): string | null {
  return param(HISTORY.exec(pathname)?.[1]);
}

/** The subscription code of a web view's address, or null. */
export function subscriptionCodeOfWebViewPath(pathname: string): string | null {
  return param(WEB_VIEW.exec(pathname)?.[1]);
}

/** The subscription code and order token of a history order's address, or null. */
export function historyOrderOfPath(pathname: string): { code: string; token: string } | null {
  const match = HISTORY_ORDER.exec(pathname);
  const code = param(match?.[1]);
  const token = param(match?.[2]);
  return code && token ? { code, token } : null;
}

/** A frequency in the shop's words (SPEC §3 labels: « 1 mois », « 6 semaines »…). */
export function frequencyLabel(days: number, locale: Locale): string {
  const option = frequencyOption(days);
  return option ? frequencyWords(option, locale).label : translate(locale, 'account.subscriptions.days', { days });
}

/**
 * SPEC §4 alerts of a subscription at `now`: payment failed, card expired or expiring at month
 * end, promotion code invalid, product unavailable, pickup point unavailable or inactive, carrier
 * invalid. A stopped one has none.
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
      promotionInvalid: subscription.promotionInvalid,
      carrierInvalid: subscription.carrierInvalid,
    },
    now,
  );
}

/** Whether the customer may ask to stop: SPEC §9's minimum of 2 deliveries reached. */
export const canStop = (subscription: CustomerSubscription) =>
  subscription.status !== 'stopped' && subscription.deliveries >= subscription.minimumDeliveries;
