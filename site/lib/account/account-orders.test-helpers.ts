import type { CheckoutOrder } from '@gamelle/domain';

type Shipment = CheckoutOrder['shipments'][number];

/** A placed order as `GET /shop/orders` gives it: paid by card, not shipped; override what a test is about. */
export function placedOrder(overrides: Partial<CheckoutOrder> = {}, shipment: Partial<Shipment> = {}): CheckoutOrder {
  return {
    '@id': '/api/v2/shop/orders/tok1',
    tokenValue: 'tok1',
    number: 'G000042',
    state: 'completed',
    localeCode: 'fr_FR',
    currencyCode: 'EUR',
    items: [],
    freeProducts: [],
    itemsTotal: 4990,
    total: 5580,
    shippingTotal: 590,
    taxTotal: 930,
    checkoutState: 'completed',
    paymentState: 'paid',
    shippingState: 'ready',
    checkoutCompletedAt: '2026-11-02T09:30:00+00:00',
    shipments: [
      {
        id: 1,
        method: { code: 'colissimo', name: 'Colissimo', kind: 'home' },
        state: 'ready',
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
        ...shipment,
      },
    ],
    payments: [{ id: 2, method: { code: 'visa' }, amount: 5580, state: 'completed' }],
    invoice: null,
    ...overrides,
  };
}

/** The same order, shipped on `shippedAt` with a tracking number. */
export function shippedOrder(shippedAt: string, overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  const availableFrom = new Date(Date.parse(shippedAt) + 7 * 86_400_000).toISOString();
  return placedOrder(
    {
      shippingState: 'shipped',
      invoice: { url: '/api/v2/shop/orders/tok1/invoice', availableFrom, number: 'F2026-000007' },
      ...overrides,
    },
    {
      state: 'shipped',
      trackingNumber: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      shippedAt,
    },
  );
}
