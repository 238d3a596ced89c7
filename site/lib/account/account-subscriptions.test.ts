import type { CustomerSubscription } from '@gamelle/api-client';
import { describe, expect, it } from 'vitest';
import {
  canStop,
  frequencyLabel,
  historyOrderOfPath,
  subscriptionAlerts,
  subscriptionCodeOfDetailPath,
  subscriptionCodeOfHistoryPath,
  subscriptionCodeOfWebViewPath,
  subscriptionDetailPath,
  subscriptionHistoryOrderPath,
  subscriptionHistoryPath,
  webViewPaymentPath,
} from './account-subscriptions';

const base: CustomerSubscription = {
  code: 'AB12CD',
  status: 'active',
  nextShippingDate: '2026-12-22',
  modificationLimitDate: '2026-12-18',
  editable: true,
  frequencyInDays: 31,
  nextFrequencyInDays: null,
  followingShippingDate: '2027-01-22',
  firstSkippableDate: '2026-12-22',
  latestPauseDay: '2027-02-21',
  pausedUntil: null,
  pausedFrom: null,
  shipsBeforePause: false,
  stoppedAt: null,
  deliveries: 1,
  minimumDeliveries: 2,
  paymentMethod: 'visa',
  shippingMethod: 'colissimo',
  items: [],
  card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  pickupPoint: null,
  lastError: null,
  paymentState: null,
  unavailableVariant: null,
  promotionInvalid: false,
  carrierInvalid: false,
};
const NOW = new Date('2026-11-21T10:00:00Z');

describe('SPEC §2 subscription pages', () => {
  it('reads the code of a detail address; the shell and other shapes have none (SPEC §2)', () => {
    expect(subscriptionCodeOfDetailPath(subscriptionDetailPath('AB 12'))).toBe('AB 12');
    expect(subscriptionCodeOfDetailPath('/mon-compte/mes-abonnements/_/')).toBeNull();
    expect(subscriptionCodeOfDetailPath('/mon-compte/mes-abonnements/AB12/historique/')).toBeNull();
    expect(subscriptionCodeOfDetailPath('/mon-compte/mes-abonnements/%E0%A4%A/')).toBeNull();
  });

  it('reads the code of a web view address (SPEC §2 `/web-view/{subscription}-changement-de-paiement/`)', () => {
    expect(webViewPaymentPath('ABO-G000042-31')).toBe('/web-view/ABO-G000042-31-changement-de-paiement/');
    expect(subscriptionCodeOfWebViewPath(webViewPaymentPath('ABO-G000042-31'))).toBe('ABO-G000042-31');
    expect(subscriptionCodeOfWebViewPath(webViewPaymentPath('AB 12'))).toBe('AB 12');
    expect(subscriptionCodeOfWebViewPath('/web-view/_-changement-de-paiement/')).toBeNull();
    expect(subscriptionCodeOfWebViewPath('/web-view/-changement-de-paiement/')).toBeNull();
    expect(subscriptionCodeOfWebViewPath('/web-view/AB12/')).toBeNull();
  });

  it('reads the history addresses (SPEC §2 `…/historique/` and `…/historique/{order}/`)', () => {
    expect(subscriptionHistoryPath('AB12')).toBe('/mon-compte/mes-abonnements/AB12/historique/');
    expect(subscriptionCodeOfHistoryPath(subscriptionHistoryPath('AB 12'))).toBe('AB 12');
    expect(subscriptionCodeOfHistoryPath('/mon-compte/mes-abonnements/_/historique/')).toBeNull();
    expect(historyOrderOfPath(subscriptionHistoryOrderPath('AB12', 'tok/1'))).toEqual({ code: 'AB12', token: 'tok/1' });
    expect(historyOrderOfPath('/mon-compte/mes-abonnements/_/historique/_/')).toBeNull();
    expect(historyOrderOfPath('/mon-compte/mes-abonnements/AB12/historique/')).toBeNull();
  });

  it('names the frequencies as SPEC §3 does', () => {
    expect(frequencyLabel(31, 'fr')).toBe('1 mois');
    expect(frequencyLabel(42, 'fr')).toBe('6 semaines');
  });

  it('SPEC §4 alerts: payment failed, card expiring at month end, product unavailable, pickup point inactive, promotion code and carrier invalid; none once stopped', () => {
    expect(subscriptionAlerts(base, NOW)).toEqual([]);
    const kinds = (s: Partial<CustomerSubscription>, now = NOW) =>
      subscriptionAlerts({ ...base, ...s }, now).map((a) => a.kind);
    expect(kinds({ paymentState: 'payment_failed' })).toEqual(['payment_failed']);
    expect(kinds({ card: { brand: 'visa', last4: '4242', expiryMonth: 11, expiryYear: 2026 } })).toEqual([
      'card_expiring',
    ]);
    expect(kinds({ card: { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 } })).toEqual([
      'card_expired',
    ]);
    expect(kinds({ status: 'error', unavailableVariant: '10000001' })).toEqual(['product_unavailable']);
    expect(kinds({ pickupPoint: { id: 'P1', name: 'Relais', available: true, active: false } })).toEqual([
      'pickup_point_unavailable',
    ]);
    expect(kinds({ promotionInvalid: true })).toEqual(['promotion_invalid']);
    expect(kinds({ carrierInvalid: true })).toEqual(['carrier_invalid']);
    expect(kinds({ status: 'stopped', paymentState: 'payment_failed' })).toEqual([]);
  });

  it('SPEC §9: stopping needs 2 deliveries', () => {
    expect(canStop(base)).toBe(false);
    expect(canStop({ ...base, deliveries: 2 })).toBe(true);
    expect(canStop({ ...base, deliveries: 3, status: 'stopped' })).toBe(false);
  });
});
