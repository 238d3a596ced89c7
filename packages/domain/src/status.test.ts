import { describe, expect, it } from 'vitest';
import { alertsFor } from './alerts.js';
import { orderStatus } from './order.js';
import { statusBadge } from './status.js';

describe('SPEC §4 status colours', () => {
  it.each([
    [
      'green',
      ['draft', 'processing', 'processed', 'active', 'authorized', 'payment_accepted', 'paid', 'sent', 'shipped'],
    ],
    ['orange', ['awaiting_payment', 'partially_authorized', 'partially_refunded', 'partially_paid']],
    [
      'red',
      [
        'paused',
        'error',
        'payment_failure',
        'payment_failed',
        'pickuppoint_unavailable',
        'product_unavailable',
        'promotion_unavailable',
        'invalid_promotion',
      ],
    ],
    ['grey', ['refunded', 'stopped', 'cancelled']],
  ])('%s: %j', (color, statuses) => {
    for (const status of statuses as string[]) expect(statusBadge(status).color, status).toBe(color);
  });

  it('"draft, processing, processed, active (all labelled in progress)"', () => {
    for (const status of ['draft', 'processing', 'processed', 'active'])
      expect(statusBadge(status).label).toBe('En cours');
    expect(statusBadge('awaiting_payment').label).toBe('En attente de paiement');
  });

  it('shows an unknown status raw, in grey', () => {
    expect(statusBadge('nouveau_statut')).toEqual({ color: 'grey', label: 'nouveau_statut' });
  });
});

describe('SPEC §4 "Alerts on an order or subscription"', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('"awaiting payment (pay-now action)"', () => {
    expect(alertsFor({ paymentState: 'awaiting_payment' }, now)).toEqual([
      expect.objectContaining({ kind: 'awaiting_payment', action: 'pay_now' }),
    ]);
  });

  it('"payment failed"', () => {
    expect(alertsFor({ status: 'payment_failed' }, now)[0]?.kind).toBe('payment_failed');
  });

  it('"card expired or expiring at month end"', () => {
    expect(alertsFor({ card: { expiryMonth: 10, expiryYear: 2026 } }, now)[0]?.kind).toBe('card_expired');
    expect(alertsFor({ card: { expiryMonth: 11, expiryYear: 2026 } }, now)[0]?.kind).toBe('card_expiring');
    expect(alertsFor({ card: { expiryMonth: 12, expiryYear: 2026 } }, now)).toEqual([]);
    expect(alertsFor({ card: { expiryMonth: 1, expiryYear: 2025 } }, now)[0]?.kind).toBe('card_expired');
  });

  it('"promotion code invalid, product unavailable, pickup point unavailable or inactive, carrier invalid"', () => {
    const kinds = alertsFor(
      {
        promotionInvalid: true,
        productUnavailable: true,
        pickupPoint: { available: true, active: false },
        carrierInvalid: true,
      },
      now,
    ).map((a) => a.kind);
    expect(kinds.sort()).toEqual([
      'carrier_invalid',
      'pickup_point_unavailable',
      'product_unavailable',
      'promotion_invalid',
    ]);
    expect(alertsFor({ status: 'pickuppoint_unavailable' }, now)[0]?.message).toMatch(
      /autre point relais ou un autre transporteur/,
    );
    expect(alertsFor({ status: 'invalid_promotion' }, now)[0]?.kind).toBe('promotion_invalid');
    expect(alertsFor({ status: 'product_unavailable' }, now)[0]?.kind).toBe('product_unavailable');
  });

  it('puts critical alerts first and has none for a healthy order', () => {
    const alerts = alertsFor({ paymentState: 'awaiting_payment', carrierInvalid: true }, now);
    expect(alerts.map((a) => a.tone)).toEqual(['critical', 'caution']);
    expect(alertsFor({ paymentState: 'paid', pickupPoint: { available: true, active: true } }, now)).toEqual([]);
  });
});

describe('SPEC §3/§4 the status a shopper sees for an order', () => {
  it('is shipped once shipped, cancelled when cancelled, else the payment state', () => {
    expect(orderStatus({ paymentState: 'paid', shippingState: 'shipped' })).toBe('shipped');
    expect(orderStatus({ paymentState: 'awaiting_payment', shippingState: 'ready' })).toBe('awaiting_payment');
    expect(orderStatus({ paymentState: 'cancelled', shippingState: 'cancelled' })).toBe('cancelled');
    expect(orderStatus({ paymentState: 'paid', shippingState: 'ready', state: 'cancelled' })).toBe('cancelled');
    expect(statusBadge(orderStatus({ paymentState: 'paid', shippingState: 'ready' })).color).toBe('green');
  });
});
