import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractApp, contractTargets, LYON_ADDRESS, type ShopBody, shopCall } from './contract.test-helpers.js';
import type { OpenedDatabase } from './db/open.js';

type Listed = {
  sku: string;
  animal: 'dog' | 'cat';
  kind?: string;
  foodType: string;
  ProductVariants: {
    code: string;
    in_stock: boolean;
    stock: number;
    show_variant?: boolean;
    base_price: number;
    base_price_subscription?: number;
  }[];
};

/**
 * The cross-sells a cart and a subscription are offered (SPEC §7 keys `cross_sell_produit_{animalType}`,
 * `cross_sell_divers`; SPEC §2 « upsells for the next shipment only »): never a product the cart or
 * the subscription has, never another animal's food; each its owner's only.
 */
describe.each(contractTargets())('cross-sells that fit on $name', ({ target }) => {
  let app: Hono;
  let database: OpenedDatabase;
  let catalogue: Listed[] = [];
  const lists: Record<string, string[]> = {};

  beforeAll(async () => {
    ({ app, database } = await contractApp(target));
    catalogue = ((await (await app.request('/cms/b2c-products?pageSize=100&render=1')).json()) as ShopBody)
      .data as Listed[];
    for (const key of ['cross_sell_produit_chien', 'cross_sell_produit_chat', 'cross_sell_divers', 'cross_sell_pro']) {
      const body = (await (await app.request(`/cms/b2c-cross-sells/${key}`)).json()) as ShopBody;
      lists[key] = (body.data.products as { sku: string }[]).map((p) => p.sku);
    }
  });
  afterAll(async () => {
    await database.close();
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    shopCall(app, method, path, body, { token });
  const bySku = (sku: string) => catalogue.find((p) => p.sku === sku) as Listed;
  /** A product's format to buy many times: shown, in stock, priced both ways. */
  const variantOf = (p: Listed) =>
    p.ProductVariants.find(
      (v) => v.in_stock && v.stock >= 50 && v.show_variant !== false && typeof v.base_price_subscription === 'number',
    );
  const dryFood = (animal: 'dog' | 'cat') =>
    catalogue.find((p) => p.animal === animal && p.foodType === 'dry' && variantOf(p)) as Listed;
  const add = async (token: string, p: Listed, bearer?: string) =>
    expect(
      (
        await call(
          'PATCH',
          `/orders/${token}/items`,
          { productVariant: `/api/v2/shop/product-variants/${variantOf(p)?.code}`, quantity: 1 },
          bearer,
        )
      ).status,
    ).toBe(200);
  const newCart = async (bearer?: string) =>
    (await call('POST', '/orders', { localeCode: 'fr_FR' }, bearer)).body.tokenValue as string;
  const suggested = async (path: string, bearer?: string) => {
    const answer = await call('GET', path, undefined, bearer);
    expect(answer.status, answer.text).toBe(200);
    return answer.body['hydra:member'] as Listed[];
  };

  it('SPEC §7 cross_sell_produit_{animalType}: a dog’s cart is offered the dog’s list, then the various list’s dog food — never cat food, never a product it has, never a sample', async () => {
    const token = await newCart();
    await add(token, dryFood('dog'));
    const first = await suggested(`/orders/${token}/cross-sells`);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(4);
    expect(first.every((p) => p.animal === 'dog' && p.kind !== 'sample')).toBe(true);
    // The keys kept, in their order: the dog's list first, then the various list (its dog food).
    const expected = [...(lists.cross_sell_produit_chien ?? []), ...(lists.cross_sell_divers ?? [])].filter(
      (sku) => bySku(sku)?.animal === 'dog',
    );
    expect(first.map((p) => p.sku)).toEqual(expected.slice(0, first.length));
    expect(first.map((p) => p.sku)).not.toContain(dryFood('dog').sku);

    // A product suggested and put in the cart is suggested no more; the next one takes its place.
    await add(token, first[0] as Listed);
    const after = (await suggested(`/orders/${token}/cross-sells?limit=12`)).map((p) => p.sku);
    expect(after).not.toContain(first[0]?.sku);
    expect(after).toEqual(expected.filter((sku) => sku !== first[0]?.sku).slice(0, after.length));
  });

  it('a cart for a dog and a cat is offered both animals’ lists; a cat’s cart no dog food', async () => {
    const cat = await newCart();
    await add(cat, dryFood('cat'));
    const forCat = await suggested(`/orders/${cat}/cross-sells?limit=12`);
    expect(forCat.length).toBeGreaterThan(0);
    expect(forCat.every((p) => p.animal === 'cat')).toBe(true);
    await add(cat, dryFood('dog'));
    const animals = new Set((await suggested(`/orders/${cat}/cross-sells?limit=12`)).map((p) => p.animal));
    expect([...animals].sort()).toEqual(['cat', 'dog']);
  });

  it('the professional list by its key, fitted to the cart the same way; an unknown key answers nothing', async () => {
    const token = await newCart();
    const dog = dryFood('dog');
    await add(token, dog);
    const pro = await suggested(`/orders/${token}/cross-sells?key=cross_sell_pro&limit=12`);
    expect(pro.every((p) => lists.cross_sell_pro?.includes(p.sku) && p.animal === 'dog' && p.sku !== dog.sku)).toBe(
      true,
    );
    expect(await suggested(`/orders/${token}/cross-sells?key=cross_sell_inconnu`)).toEqual([]);
    expect((await call('GET', `/orders/${token}/cross-sells?key=${encodeURIComponent('../b2c')}`)).status).toBe(400);
  });

  it('a customer’s cart’s cross-sells are the customer’s only: 404 to anyone else, as an unknown token', async () => {
    const email = `croise-${randomBytes(5).toString('hex')}@example.fr`;
    await call('POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
    const bearer = (await call('POST', '/customers/token', { email, password: 'croquettes' })).body.token as string;
    const token = await newCart(bearer);
    await add(token, dryFood('dog'), bearer);
    expect((await call('GET', `/orders/${token}/cross-sells`)).status).toBe(404);
    expect((await call('GET', `/orders/${token}/cross-sells`, undefined, bearer)).status).toBe(200);
    expect((await call('GET', '/orders/jeton-inconnu/cross-sells')).status).toBe(404);
  });

  it('SPEC §2 « upsells for the next shipment only »: a dog’s subscription is offered dog food with a subscription price, not what its orders have, its owner only', async () => {
    const email = `abo-croise-${randomBytes(5).toString('hex')}@example.fr`;
    await call('POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
    const bearer = (await call('POST', '/customers/token', { email, password: 'croquettes' })).body.token as string;
    const cart = await newCart(bearer);
    const dog = dryFood('dog');
    expect(
      (
        await call(
          'PATCH',
          `/orders/${cart}/items`,
          {
            productVariant: `/api/v2/shop/product-variants/${variantOf(dog)?.code}`,
            quantity: 1,
            subscriptionInterval: 31,
          },
          bearer,
        )
      ).status,
    ).toBe(200);
    const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: LYON_ADDRESS }, bearer);
    await call(
      'PATCH',
      `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
      { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
      bearer,
    );
    await call(
      'PATCH',
      `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
      { paymentMethod: 'cheque' },
      bearer,
    );
    expect((await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, bearer)).status).toBe(200);
    const code = (await call('GET', '/subscriptions', undefined, bearer)).body['hydra:member'][0].code as string;

    const offers = await suggested(`/subscriptions/${code}/cross-sells?limit=12`, bearer);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.animal, offer.sku).toBe('dog');
      expect(offer.sku).not.toBe(dog.sku);
      expect(
        offer.ProductVariants.some(
          (v) => v.in_stock && v.show_variant !== false && typeof v.base_price_subscription === 'number',
        ),
      ).toBe(true);
    }
    // An upsell added to the next shipment is offered no more.
    const upsell = offers[0] as Listed;
    const added = await call(
      'PATCH',
      `/subscriptions/${code}/next-order/items`,
      {
        variantCode: upsell.ProductVariants.find((v) => typeof v.base_price_subscription === 'number')?.code,
        quantity: 1,
        scope: 'next',
        upsell: true,
      },
      bearer,
    );
    expect(added.status, added.text).toBe(200);
    expect((await suggested(`/subscriptions/${code}/cross-sells?limit=12`, bearer)).map((p) => p.sku)).not.toContain(
      upsell.sku,
    );
    // Another customer, or none: the code does not exist for them.
    expect((await call('GET', `/subscriptions/${code}/cross-sells`)).status).toBe(401);
    const other = `autre-${randomBytes(5).toString('hex')}@example.fr`;
    await call('POST', '/customers', { email: other, password: 'croquettes', firstName: 'Paul', lastName: 'Durand' });
    const stranger = (await call('POST', '/customers/token', { email: other, password: 'croquettes' })).body
      .token as string;
    expect((await call('GET', `/subscriptions/${code}/cross-sells`, undefined, stranger)).status).toBe(404);
  });
});
