import { describe, expect, it } from 'vitest';
import { createCheckoutClient } from './checkout.js';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const order = {
  '@id': '/api/v2/shop/orders/t1',
  tokenValue: 't1',
  state: 'cart',
  localeCode: 'fr_FR',
  currencyCode: 'EUR',
  items: [],
  freeProducts: [],
  itemsTotal: 0,
  total: 0,
  checkoutState: 'payment_selected',
  paymentState: 'cart',
  shippingState: 'cart',
  shipments: [{ id: 3, method: { code: 'colissimo', name: 'Colissimo', kind: 'home' }, state: 'cart' }],
  payments: [{ id: 4, method: { code: 'visa' }, amount: 0, state: 'cart' }],
  shippingTotal: 590,
  taxTotal: 0,
};

const setup = (...answers: Array<() => Response>) => {
  const { fetch, calls } = queuedFetch(...answers);
  const client = createCheckoutClient(
    createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 'jwt' }),
  );
  return { client, calls, body: (i: number) => JSON.parse(String(calls[i]?.init.body)) };
};

describe('Checkout calls (SPEC §2 checkout funnel, docs/api.md "Checkout")', () => {
  it('completes with the terms accepted, the card token and an Idempotency-Key, never twice by retry', async () => {
    const { client, calls, body } = setup(json(503, {}));
    await expect(client.complete('t1', { termsAccepted: true, paymentToken: 'tok_1' }, 'key-1')).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(new Headers(calls[0]?.init.headers).get('idempotency-key')).toBe('key-1');
    expect(body(0)).toEqual({ termsAccepted: true, paymentToken: 'tok_1' });
  });

  it('reads carriers and pickup points from their hydra collections', async () => {
    const { client, calls } = setup(
      json(200, {
        'hydra:member': [
          {
            code: 'mondial_relay',
            name: 'Point relais',
            kind: 'pickup',
            delay: '3 à 5 jours',
            mobileRequired: true,
            price: 0,
          },
        ],
      }),
      json(200, {
        'hydra:member': [
          { id: 'MR-1', name: 'Relais', street: '1 rue', postcode: '69004', city: 'Lyon', countryCode: 'FR' },
        ],
      }),
    );
    expect((await client.shippingMethods('t1', 3))[0]?.kind).toBe('pickup');
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/orders\/t1\/shipments\/3\/methods\?/);
    expect((await client.pickupPoints({ countryCode: 'FR', postcode: '69004' }))[0]?.id).toBe('MR-1');
    expect(new URL(String(calls[1]?.url), 'http://x').searchParams.get('postcode')).toBe('69004');
  });

  it('sends a pickup point only with a relay carrier and parses the order answered', async () => {
    const { client, body } = setup(json(200, order), json(200, order));
    expect((await client.selectShipping('t1', 3, 'colissimo')).shipments[0]?.id).toBe(3);
    expect(body(0)).toEqual({ shippingMethod: 'colissimo' });
    await client.selectShipping('t1', 3, 'mondial_relay', 'MR-1');
    expect(body(1)).toEqual({ shippingMethod: 'mondial_relay', pickupPoint: 'MR-1' });
  });

  it('SPEC §2: downloads the invoice as a PDF with the bearer token; before it is ready, the server’s French 404', async () => {
    const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const later = json(404, {
      'hydra:description':
        'La facture sera disponible le 2 décembre 2026, 7 jours après l’expédition de votre commande.',
    });
    const { client, calls } = setup(pdf, later);
    const blob = await client.invoice('t1');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/orders\/t1\/invoice\?/);
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer jwt');
    await expect(client.invoice('t1')).rejects.toMatchObject({
      status: 404,
      message: 'La facture sera disponible le 2 décembre 2026, 7 jours après l’expédition de votre commande.',
    });
  });
});
