import { describe, expect, it } from 'vitest';
import {
  hasMoreOrders,
  invoiceState,
  orderAlerts,
  orderDetailPath,
  orderFacts,
  orderTokenOfDetailPath,
  orderTokenOfWithdrawalPath,
  withdrawalPath,
  withdrawalState,
} from './account-orders';
import { placedOrder, shippedOrder } from './account-orders.test-helpers';

const now = new Date('2026-11-25T12:00:00Z');

describe('SPEC §2 orders list and order detail', () => {
  it('`/mon-compte/mes-commandes/{order}/`: the detail path of a token, and the token of a path (never the shell’s `_`)', () => {
    expect(orderDetailPath('a b/c')).toBe('/mon-compte/mes-commandes/a%20b%2Fc/');
    expect(orderTokenOfDetailPath(orderDetailPath('a b/c'))).toBe('a b/c');
    expect(orderTokenOfDetailPath('/mon-compte/mes-commandes/_/')).toBeNull();
    expect(orderTokenOfDetailPath('/mon-compte/mes-commandes/')).toBeNull();
    expect(orderTokenOfDetailPath('/mon-compte/mes-commandes/x/y/')).toBeNull();
    expect(orderTokenOfDetailPath('/mon-compte/mes-commandes/%E0%A4%A/')).toBeNull();
  });

  it('"a load more button": offered while fewer orders are shown than the API counts', () => {
    expect(hasMoreOrders(5, 6)).toBe(true);
    expect(hasMoreOrders(6, 6)).toBe(false);
    expect(hasMoreOrders(0, 0)).toBe(false);
  });
});

describe('SPEC §3 "Order: code, date, total, tracking number, carrier, payment method, status"', () => {
  it('gives each field of a placed order, no tracking before it ships', () => {
    expect(orderFacts(placedOrder())).toEqual({
      number: 'G000042',
      placedAt: '2026-11-02T09:30:00+00:00',
      total: 5580,
      carrier: 'Colissimo',
      paymentMethod: 'visa',
      status: 'paid',
      tracking: null,
    });
  });

  it('gives the tracking number and the carrier’s page once shipped, with the shipped status', () => {
    const facts = orderFacts(shippedOrder('2026-11-20T08:00:00Z'));
    expect(facts.status).toBe('shipped');
    expect(facts.tracking).toEqual({
      number: '6A12345678901',
      url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
  });
});

describe('SPEC §4 "Alerts on an order: awaiting payment (pay-now action), payment failed, product unavailable"', () => {
  it('awaiting payment offers to pay now', () => {
    expect(orderAlerts(placedOrder({ paymentState: 'awaiting_payment' }), now)).toEqual([
      expect.objectContaining({ kind: 'awaiting_payment', tone: 'caution', action: 'pay_now' }),
    ]);
  });

  it('payment failed is critical', () => {
    expect(orderAlerts(placedOrder({ paymentState: 'payment_failed' }), now)).toEqual([
      expect.objectContaining({ kind: 'payment_failed', tone: 'critical' }),
    ]);
  });

  it('product unavailable is said', () => {
    expect(orderAlerts(placedOrder({ paymentState: 'product_unavailable' }), now)).toEqual([
      expect.objectContaining({ kind: 'product_unavailable' }),
    ]);
  });

  it('a paid, shipped or cancelled order has no alert', () => {
    expect(orderAlerts(placedOrder(), now)).toEqual([]);
    expect(orderAlerts(shippedOrder('2026-11-01T08:00:00Z', { paymentState: 'awaiting_payment' }), now)).toEqual([]);
    expect(orderAlerts(placedOrder({ paymentState: 'awaiting_payment', state: 'cancelled' }), now)).toEqual([]);
  });
});

describe('SPEC §2 "invoice download (available 7 to 10 days after shipping)"', () => {
  it('before shipping: later, with no date', () => {
    expect(invoiceState(placedOrder(), now)).toEqual({ kind: 'later' });
  });

  it('shipped less than 7 days ago: soon, from the day the server gives', () => {
    const order = shippedOrder('2026-11-20T08:00:00Z');
    expect(invoiceState(order, now)).toEqual({ kind: 'soon', from: '2026-11-27T08:00:00.000Z' });
  });

  it('shipped 7 days ago or more: ready, with its number', () => {
    expect(invoiceState(shippedOrder('2026-11-18T12:00:00Z'), now)).toEqual({ kind: 'ready', number: 'F2026-000007' });
  });

  it('a shipped order without the server’s invoice field still counts 7 days from its shipping day', () => {
    const order = shippedOrder('2026-11-22T12:00:00Z', { invoice: null });
    expect(invoiceState(order, now)).toEqual({ kind: 'soon', from: '2026-11-29T12:00:00.000Z' });
    expect(invoiceState(order, new Date('2026-11-29T12:00:00Z'))).toEqual({ kind: 'ready', number: null });
  });
});

describe('withdrawal function (directive 2011/83/EU art. 9, 11a; ADR 0028)', () => {
  const right = (lastDay: string | null, receivedAt: string | null = null, available = true) => ({
    withdrawal: { available, lastDay, receivedAt },
  });

  it('`/mon-compte/mes-commandes/{order}/retractation/`: the confirmation step of a token, and the token of its path', () => {
    expect(withdrawalPath('a b')).toBe('/mon-compte/mes-commandes/a%20b/retractation/');
    expect(orderTokenOfWithdrawalPath(withdrawalPath('a b'))).toBe('a b');
    expect(orderTokenOfWithdrawalPath('/mon-compte/mes-commandes/_/retractation/')).toBeNull();
    expect(orderTokenOfWithdrawalPath('/mon-compte/mes-commandes/x/y/retractation/')).toBeNull();
  });

  it('art. 9(3): open before shipping, open until the last day in Paris, over after it; received once the shop has it', () => {
    expect(withdrawalState(placedOrder(right(null)), now)).toEqual({ kind: 'open', lastDay: null });
    expect(withdrawalState(placedOrder(right('2026-11-25')), now)).toEqual({ kind: 'open', lastDay: '2026-11-25' });
    expect(withdrawalState(placedOrder(right('2026-11-24')), now)).toEqual({ kind: 'over', lastDay: '2026-11-24' });
    expect(withdrawalState(placedOrder(right('2026-11-25', '2026-11-20T10:00:00Z')), now)).toEqual({
      kind: 'received',
      at: '2026-11-20T10:00:00Z',
    });
  });

  it('none for an order without a withdrawal of its own (made by a subscription, cancelled) or an API without it', () => {
    expect(withdrawalState(placedOrder(right(null, null, false)), now)).toEqual({ kind: 'none' });
    expect(withdrawalState(placedOrder({ withdrawal: null }), now)).toEqual({ kind: 'none' });
    expect(withdrawalState(placedOrder(), now)).toEqual({ kind: 'none' });
  });
});
