import {
  type Alert,
  alertsFor,
  type CheckoutOrder,
  href,
  INVOICE_DELAY_DAYS,
  isInvoiceExpected,
  isWithdrawalOpen,
  orderStatus,
} from '@gamelle/domain';

const DAY = 86_400_000;

/** Orders per page of the orders list; « Voir plus de commandes » asks the API for the next page. */
export const ORDERS_PAGE_SIZE = 5;

/** The detail page of a placed order (SPEC §2 `/mon-compte/mes-commandes/{order}/`), by its token. */
export const orderDetailPath = (token: string) => href.accountOrder({ order: token });

/** The order token of `/mon-compte/mes-commandes/{order}/` (one shell for every order; `_` is the shell's own). */
export function orderTokenOfDetailPath(pathname: string): string | null {
  const match = /^\/mon-compte\/mes-commandes\/([^/]+)\/$/.exec(pathname);
  if (!match?.[1]) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return token && token !== '_' ? token : null;
}

/** The withdrawal function's confirmation step of a placed order (ADR 0028), by its token. */
export const withdrawalPath = (token: string) => href.accountOrderWithdrawal({ order: token });

/** The order token of `/mon-compte/mes-commandes/{order}/retractation/` (one shell for every order). */
export function orderTokenOfWithdrawalPath(pathname: string): string | null {
  return orderTokenOfDetailPath(pathname.replace(/retractation\/$/, ''));
}

/**
 * Where an order's withdrawal stands at `now` (directive 2011/83/EU art. 9, 11a; ADR 0028):
 * `received` once the shop has it, `open` while the period runs (until `lastDay`, or not begun
 * while the order has not shipped), `over` after it; `none` for an order without a withdrawal of
 * its own (cancelled, or made by a subscription).
 */
export type WithdrawalState =
  | { kind: 'received'; at: string }
  | { kind: 'open'; lastDay: string | null }
  | { kind: 'over'; lastDay: string }
  | { kind: 'none' };

export function withdrawalState(order: CheckoutOrder, now: Date): WithdrawalState {
  const right = order.withdrawal;
  if (!right) return { kind: 'none' };
  if (right.receivedAt) return { kind: 'received', at: right.receivedAt };
  if (!right.available) return { kind: 'none' };
  if (isWithdrawalOpen(right, now)) return { kind: 'open', lastDay: right.lastDay };
  return right.lastDay ? { kind: 'over', lastDay: right.lastDay } : { kind: 'none' };
}

/** Whether the list has orders still to load (SPEC §2 "a load more button"). */
export const hasMoreOrders = (loaded: number, total: number) => loaded < total;

/** What a placed order shows in the list (SPEC §3 Order: code, date, total, tracking number, carrier, payment method, status). */
export interface OrderFacts {
  number: string;
  placedAt: string | null;
  total: number;
  carrier: string | null;
  paymentMethod: string | null;
  status: string;
  tracking: { number: string; url: string | null } | null;
}

export function orderFacts(order: CheckoutOrder): OrderFacts {
  const shipment = order.shipments[0];
  const status = orderStatus(order);
  return {
    number: order.number ?? '',
    placedAt: order.checkoutCompletedAt ?? null,
    total: order.total,
    carrier: shipment?.method?.name ?? null,
    paymentMethod: order.payments[0]?.method?.code ?? null,
    status,
    // Tracking once shipped only: a number given before the parcel left means nothing to the shopper.
    tracking:
      status === 'shipped' && shipment?.trackingNumber
        ? { number: shipment.trackingNumber, url: shipment.trackingUrl ?? null }
        : null,
  };
}

/**
 * The SPEC §4 alerts of a placed order at `now`: awaiting payment (with the pay-now action),
 * payment failed, product or pickup point unavailable… A shipped or cancelled order has none.
 */
export function orderAlerts(order: CheckoutOrder, now: Date): Alert[] {
  const status = orderStatus(order);
  if (status === 'shipped' || status === 'cancelled') return [];
  return alertsFor({ paymentState: order.paymentState, status }, now);
}

/** The invoice of a placed order at `now` (SPEC §2 "invoice download (available 7 to 10 days after shipping)"). */
export type InvoiceState =
  | { kind: 'ready'; number: string | null }
  /** Shipped, not yet 7 days ago: from when. */
  | { kind: 'soon'; from: string }
  /** Not shipped yet. */
  | { kind: 'later' };

export function invoiceState(order: CheckoutOrder, now: Date): InvoiceState {
  const shippedAt = order.shipments.find((shipment) => shipment.shippedAt)?.shippedAt ?? null;
  if (!shippedAt) return { kind: 'later' };
  if (isInvoiceExpected(shippedAt, now)) return { kind: 'ready', number: order.invoice?.number ?? null };
  const from =
    order.invoice?.availableFrom ?? new Date(Date.parse(shippedAt) + INVOICE_DELAY_DAYS.min * DAY).toISOString();
  return { kind: 'soon', from };
}
