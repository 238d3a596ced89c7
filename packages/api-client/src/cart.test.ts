import { describe, expect, it } from 'vitest';
import { createCartClient } from './cart.js';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const cart = {
  '@id': '/api/v2/shop/orders/tok123',
  tokenValue: 'tok123',
  state: 'cart',
  localeCode: 'fr_FR',
  currencyCode: 'EUR',
  items: [],
  freeProducts: [],
  itemsTotal: 0,
  total: 0,
};

describe('SPEC §7 "POST /shop/orders (localeCode, channelCode) creates a cart, returns tokenValue"', () => {
  it('posts the Sylius locale code and returns the parsed cart', async () => {
    const { fetch, calls } = queuedFetch(json(201, cart));
    const client = createCartClient(
      createHttpClient({ baseUrl: '/api/v2', locale: 'fr', channelCode: 'gamelle_b2c', fetch }),
    );
    const created = await client.create('fr', 'gamelle_b2c');
    expect(created.tokenValue).toBe('tok123');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ localeCode: 'fr_FR', channelCode: 'gamelle_b2c' });
  });

  it('rejects an answer that is not a cart', async () => {
    const { fetch } = queuedFetch(json(201, { tokenValue: '' }));
    const client = createCartClient(createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch }));
    await expect(client.create('fr')).rejects.toMatchObject({ message: 'Réponse inattendue' });
  });
});

describe('SPEC §7 cart calls: items, coupons, customer, removal', () => {
  const setup = (...answers: Array<() => Response>) => {
    const { fetch, calls } = queuedFetch(...answers);
    return { calls, client: createCartClient(createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch })) };
  };
  const body = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

  it('adds an item as merge-patch with the variant IRI, quantity and subscription interval', async () => {
    const { client, calls } = setup(json(200, cart));
    await client.addItem('tok123', { variantCode: '10000001', quantity: 2, subscriptionInterval: 31 });
    expect(calls[0]!.url).toContain('/api/v2/shop/orders/tok123/items?');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/merge-patch+json');
    expect(body(calls[0]!)).toEqual({
      productVariant: '/api/v2/shop/product-variants/10000001',
      quantity: 2,
      subscriptionInterval: 31,
    });
  });

  it('sends a one-off line with a null interval, and the source list when given', async () => {
    const { client, calls } = setup(json(200, cart));
    await client.addItem('tok123', {
      variantCode: '10000002',
      quantity: 1,
      sourceItemList: 'cross-sell',
      upsell: true,
    });
    expect(body(calls[0]!)).toEqual({
      productVariant: '/api/v2/shop/product-variants/10000002',
      quantity: 1,
      subscriptionInterval: null,
      sourceItemList: 'cross-sell',
      upsell: true,
    });
  });

  it('changes, removes lines and coupons, assigns the customer and deletes the cart with the right verbs', async () => {
    const { client, calls } = setup(
      json(200, cart),
      json(200, cart),
      json(200, cart),
      json(200, cart),
      json(200, cart),
      () => new Response(null, { status: 204 }),
    );
    await client.changeItem('tok123', 7, { subscriptionInterval: 42 });
    await client.removeItem('tok123', 7);
    await client.applyCoupon('tok123', 'BIENVENUE5');
    await client.removeCoupon('tok123', 'BIENVENUE5');
    await client.assignCustomer('tok123', '/api/v2/shop/customers/12');
    await client.remove('tok123');
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual([
      'PATCH /api/v2/shop/orders/tok123/items/7',
      'DELETE /api/v2/shop/orders/tok123/items/7',
      'PATCH /api/v2/shop/orders/tok123/apply-coupon',
      'DELETE /api/v2/shop/orders/tok123/coupon/BIENVENUE5',
      'PUT /api/v2/shop/orders/tok123',
      'DELETE /api/v2/shop/orders/tok123',
    ]);
    expect(body(calls[0]!)).toEqual({ subscriptionInterval: 42 });
    expect(body(calls[2]!)).toEqual({ couponCode: 'BIENVENUE5' });
    expect(body(calls[4]!)).toEqual({ customer: '/api/v2/shop/customers/12' });
  });
});

describe('cross-sells that fit: GET /shop/orders/{token}/cross-sells', () => {
  it('asks the cart’s suggestions, with a list’s key and a limit when given, and reads the products', async () => {
    const product = {
      sku: 'FRIANDISE-1',
      slug: 'friandise-1',
      name: 'Friandises',
      animal: 'dog',
      foodType: 'treat',
      ProductVariants: [],
      price: 590,
      subscriptionPrice: null,
      renderLevel: 1,
    };
    const { fetch, calls } = queuedFetch(json(200, { 'hydra:member': [product], 'hydra:totalItems': 1 }));
    const client = createCartClient(createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch }));
    const found = await client.crossSells('tok123', { key: 'cross_sell_pro', limit: 4 });
    expect(found.map((p) => p.sku)).toEqual(['FRIANDISE-1']);
    expect(calls[0]!.url).toContain('/api/v2/shop/orders/tok123/cross-sells?');
    expect(calls[0]!.url).toContain('key=cross_sell_pro');
    expect(calls[0]!.url).toContain('limit=4');
  });
});
