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
