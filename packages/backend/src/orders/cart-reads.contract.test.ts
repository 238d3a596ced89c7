import { randomBytes, randomInt } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Hono } from 'hono';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { TokenKeys } from '../auth/tokens.js';
import {
  catalogueVariants,
  contractTargets,
  IMAGE_KEYS,
  LYON_ADDRESS,
  NOW,
  type ShopBody,
  shopCall,
  subscribable,
} from '../contract.test-helpers.js';
import {
  CONNECT_TIMEOUT_MS,
  type Database,
  type DatabaseTarget,
  type OpenedDatabase,
  openDatabase,
} from '../db/open.js';
import * as schema from '../db/schema.js';
import { catalogueVersion, orderItems, orders, payments, products, shipments } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { keptOutbox, type ShopCall, subscribeThrough } from '../scale-out.test-helpers.js';
import { takeStock } from './stock.js';
import { serializeOrder } from './view.js';

/** The secret both instances share (JWT_SECRET). */
const SHARED_KEYS: TokenKeys = { secret: new TextEncoder().encode('secret-partage-par-les-instances-de-test') };

/** The same database through a drizzle that writes down every statement it sends (begin and commit too, on PostgreSQL). */
function counting(database: OpenedDatabase, target: DatabaseTarget) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    target.kind === 'postgres'
      ? drizzlePg({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger });
  return { db: db as unknown as Database, statements };
}

/** An order as the shop API served it before: the order, then its lines, shipment and payment, four queries. */
async function servedTheOldWay(db: Database, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.tokenValue, token));
  if (!row) throw new Error(`no order ${token}`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, row.id));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, row.id));
  return JSON.parse(JSON.stringify(serializeOrder(row, items, shipment ?? null, payment ?? null)));
}

const readVersion = async (db: Database) =>
  (await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]?.version;

/**
 * Fast reads and writes: a cart (or order) read is one query; adding to a cart
 * reads its lines and the catalogue in one statement under the cart's lock; what carts read of the
 * catalogue is kept per instance and dropped when the catalogue's version moves, on every instance,
 * while stock is read from the database every time.
 */
describe.each(contractTargets())('cart reads and writes on $name', ({ target }) => {
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let statements: string[];
  /** Two instances over one database, each with its own catalogue cache; the first one's statements are counted. */
  let shops: [Hono, Hono];
  let calls: [ShopCall, ShopCall];
  let variantCode: string;
  const sku = `CACHE-${randomBytes(4).toString('hex').toUpperCase()}`;
  const ownCode = String(90_000_000 + randomInt(9_999_999));
  const roundTrips = (n: number) => n + (target.kind === 'postgres' ? 2 : 0); // begin and commit

  /** The test's own product: one variant, 12.00 € (10.80 € by subscription), 500 in stock. */
  const ownProduct = (changes: {
    name?: string;
    price?: number;
    stock?: number;
    inStock?: boolean;
    shown?: boolean;
  }) => {
    const name = changes.name ?? `Croquettes ${sku}`;
    return {
      sku,
      slug: sku.toLowerCase(),
      name,
      kind: 'product',
      animal: 'dog',
      foodType: 'dry',
      brand: 'Gamelle',
      ProductVariants: [
        {
          code: ownCode,
          name: 'Sac de 2 kg',
          in_stock: changes.inStock ?? true,
          stock: changes.stock ?? 500,
          base_price: changes.price ?? 1200,
          base_price_subscription: Math.round((changes.price ?? 1200) * 0.9),
          ...(changes.shown === false ? { show_variant: false } : {}),
        },
      ],
      translations: { nl: { name: `Brokken ${sku}`, variants: { [ownCode]: 'Zak van 2 kg' } } },
    };
  };
  /** Written as any writer of products does: an update of the row (the trigger moves the version). */
  const writeProduct = (data: ReturnType<typeof ownProduct>, viewable = true) =>
    first.db.update(products).set({ name: data.name, data, viewable }).where(eq(products.sku, sku));

  const newCart = async (shop: Hono, localeCode = 'fr_FR') =>
    (await shopCall(shop, 'POST', '/orders', { localeCode })).body.tokenValue as string;
  const add = (shop: Hono, cart: string, code: string, quantity = 1) =>
    shopCall(shop, 'PATCH', `/orders/${cart}/items`, {
      productVariant: `/api/v2/shop/product-variants/${code}`,
      quantity,
    });
  const lineOf = (body: ShopBody, code: string) => body.items.find((item: ShopBody) => item.variant.code === code);

  beforeAll(async () => {
    first = await openDatabase(target);
    await seed(first.db, { now: NOW });
    // PGlite in memory is one process's own: both instances share it. PostgreSQL: a second pool.
    second = target.kind === 'postgres' ? await openDatabase(target) : first;
    const counted = counting(first, target);
    statements = counted.statements;
    const app = (db: Database) =>
      createApp({ db, now: () => NOW, imageKeys: IMAGE_KEYS, tokenKeys: SHARED_KEYS, outbox: keptOutbox() });
    shops = [app(counted.db), app(second.db)];
    calls = shops.map(
      (shop): ShopCall =>
        (method, path, body, token) =>
          shopCall(shop, method, path, body, { token }),
    ) as [ShopCall, ShopCall];
    variantCode = (subscribable(await catalogueVariants(shops[0]))[0] as { code: string }).code;
    // The first read of an instance prepares its statement (PGlite: a `PREPARE`; PostgreSQL: with the first run on each connection).
    await shopCall(shops[0], 'GET', '/orders/inconnu');
    const data = ownProduct({});
    await first.db.insert(products).values({
      sku,
      slug: data.slug,
      animal: 'dog',
      foodType: 'dry',
      brand: 'Gamelle',
      name: data.name,
      categories: [],
      viewable: true,
      bestSellerRank: 9999,
      data,
      createdAt: NOW,
    });
  });
  afterAll(async () => {
    await first.db.delete(products).where(eq(products.sku, sku));
    if (second !== first) await second.close();
    await first.close();
  });

  it('a cart read is one query, and answers what the four queries answered', async () => {
    const email = `un-panier-${randomBytes(6).toString('hex')}@example.fr`;
    const ok = async (expected: number, ...args: Parameters<ShopCall>) => {
      const answer = await calls[0](...args);
      expect(answer.status, `${args[0]} ${args[1]} → ${JSON.stringify(answer.body)}`).toBe(expected);
      return answer.body;
    };
    await ok(201, 'POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
    const { token } = await ok(200, 'POST', '/customers/token', { email, password: 'croquettes' });
    const { tokenValue: cart } = await ok(201, 'POST', '/orders', { localeCode: 'fr_FR' }, token);
    const item = { productVariant: `/api/v2/shop/product-variants/${variantCode}`, quantity: 2 };
    await ok(200, 'PATCH', `/orders/${cart}/items`, item, token);
    await ok(200, 'PATCH', `/orders/${cart}/items`, { ...item, subscriptionInterval: 31 }, token);
    const read = async () => {
      statements.length = 0;
      const body = await ok(200, 'GET', `/orders/${cart}`, undefined, token);
      expect(statements, statements.join('\n')).toHaveLength(1);
      // Prepared: on PGlite run by name, on PostgreSQL a named statement of node-postgres.
      expect(statements[0]).toMatch(target.kind === 'postgres' ? /^select / : /^execute gamelle_order_by_token\('/);
      expect(body).toEqual(await servedTheOldWay(first.db, cart));
      return body;
    };
    // Lines only, no shipment nor payment yet.
    expect((await read()).items).toHaveLength(2);
    const addressed = await ok(
      200,
      'PUT',
      `/orders/${cart}`,
      {
        billingAddress: LYON_ADDRESS,
      },
      token,
    );
    await ok(
      200,
      'PATCH',
      `/orders/${cart}/shipments/${addressed.shipments[0].id}`,
      { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
      token,
    );
    await ok(200, 'PATCH', `/orders/${cart}/payments/${addressed.payments[0].id}`, { paymentMethod: 'visa' }, token);
    // With its shipment, payment, addresses and totals.
    const full = await read();
    expect(full.shipments[0].method.code).toBe('colissimo');
    expect(full.payments[0].method.code).toBe('visa');
    expect(full.billingAddress.city).toBe('Lyon');
  });

  it('a placed order is read in one query too, as before', async () => {
    const shopper = await subscribeThrough([calls[0]], variantCode);
    statements.length = 0;
    const answer = await calls[0]('GET', `/orders/${shopper.cart}`, undefined, shopper.token);
    expect(answer.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(answer.body.state).toBe('completed');
    expect(answer.body.payments[0].details).toMatchObject({ brand: expect.any(String) });
    expect(answer.body).toEqual(await servedTheOldWay(first.db, shopper.cart));
  });

  it('an unknown token is still a 404, in one query, whatever it holds', async () => {
    statements.length = 0;
    expect((await calls[0]('GET', '/orders/inconnu')).status).toBe(404);
    expect(statements).toHaveLength(1);
    // Not a token the shop gives: read with a bound parameter, never written into the statement.
    for (const token of ["x'); drop table orders; --", "' or ''='", 'é', 'a'.repeat(65), '%00']) {
      statements.length = 0;
      const answer = await calls[0]('GET', `/orders/${encodeURIComponent(token)}`);
      expect([400, 404], `${token} → ${answer.status}`).toContain(answer.status);
    }
    expect((await first.db.select().from(orders).limit(1)).length).toBe(1);
  });

  it('adding to a cart: the lock, lines and catalogue in one statement, the line, the totals (the product read once per instance)', async () => {
    const [a, b] = [await newCart(shops[0]), await newCart(shops[0])];
    statements.length = 0;
    expect((await add(shops[0], a, ownCode)).status).toBe(200);
    // First add of this variant since the catalogue last moved: its product is read once.
    expect(statements.filter((s) => s.includes('"products"."data"->\'ProductVariants\' @>'))).toHaveLength(1);
    statements.length = 0;
    const again = await add(shops[0], b, ownCode, 2);
    expect(again.status).toBe(200);
    // Lock, lines + catalogue version + stock now, insert, totals (10 round trips before).
    expect(statements, statements.join('\n')).toHaveLength(roundTrips(4));
    expect(lineOf(again.body, ownCode)).toMatchObject({ quantity: 2, unitPrice: 1200, total: 2400 });
    statements.length = 0;
    const more = await add(shops[0], b, ownCode, 3);
    expect(statements).toHaveLength(roundTrips(4));
    expect(lineOf(more.body, ownCode)).toMatchObject({ quantity: 5, total: 6000 });
    expect(more.body.itemsTotal).toBe(6000);
    expect(more.body).toEqual(await servedTheOldWay(first.db, b));
  });

  it('a product renamed and repriced through the database is seen by the next add on both instances, and by cart reads', async () => {
    const carts = [await newCart(shops[0]), await newCart(shops[1])];
    const dutch = [await newCart(shops[0], 'nl_BE'), await newCart(shops[1], 'nl_BE')];
    // Both instances have the product in their cache.
    for (const [i, shop] of shops.entries()) {
      const added = await add(shop, carts[i] as string, ownCode);
      expect(lineOf(added.body, ownCode)).toMatchObject({ unitPrice: 1200 });
      expect(lineOf(added.body, ownCode).variant.productName).toBe(`Croquettes ${sku}`);
    }
    const before = await readVersion(first.db);
    try {
      await writeProduct(ownProduct({ name: `Croquettes ${sku} au saumon`, price: 1350 }));
      expect(await readVersion(second.db)).toBeGreaterThan(before as number);
      for (const [i, shop] of shops.entries()) {
        // The existing line takes the new price, as it always did.
        const added = await add(shop, carts[i] as string, ownCode);
        expect(lineOf(added.body, ownCode)).toMatchObject({ quantity: 2, unitPrice: 1350, total: 2700 });
        const read = await shopCall(shop, 'GET', `/orders/${carts[i]}`);
        expect(lineOf(read.body, ownCode)).toMatchObject({ unitPrice: 1350 });
        // A new line has the new name, in its cart's language.
        const fresh = await add(shop, await newCart(shop), ownCode);
        expect(lineOf(fresh.body, ownCode).variant.productName).toBe(`Croquettes ${sku} au saumon`);
        const nl = await add(shop, dutch[i] as string, ownCode);
        expect(lineOf(nl.body, ownCode).variant).toMatchObject({
          productName: `Brokken ${sku}`,
          variantName: 'Zak van 2 kg',
        });
      }
      // Hidden, then no longer viewable: refused at once on both.
      await writeProduct(ownProduct({ shown: false }));
      for (const [i, shop] of shops.entries()) {
        const refused = await add(shop, carts[i] as string, ownCode);
        expect(refused.status).toBe(422);
        expect(refused.body.violations[0]).toMatchObject({
          propertyPath: 'productVariant',
          code: 'product_unavailable',
        });
      }
      await writeProduct(ownProduct({}), false);
      for (const [i, shop] of shops.entries()) {
        const refused = await add(shop, carts[i] as string, ownCode);
        expect(refused.body.violations?.[0]).toMatchObject({ propertyPath: 'productVariant', code: 'invalid' });
      }
    } finally {
      await writeProduct(ownProduct({}));
    }
    for (const [i, shop] of shops.entries()) {
      expect(lineOf((await add(shop, carts[i] as string, ownCode)).body, ownCode)).toMatchObject({ unitPrice: 1200 });
    }
  });

  it('stock is never served from the cache: stock taken by an order, or set by hand, is seen by the next add and change on both instances', async () => {
    const carts = [await newCart(shops[0]), await newCart(shops[1])];
    // Both instances have the product in their cache, at 500 in stock.
    for (const [i, shop] of shops.entries()) expect((await add(shop, carts[i] as string, ownCode)).status).toBe(200);
    const version = await readVersion(first.db);
    try {
      await writeProduct(ownProduct({ stock: 5 }));
      // Stock does not move the version (ADR 0022): only the fresh read can see it.
      expect(await readVersion(first.db)).toBe(version);
      for (const [i, shop] of shops.entries()) {
        const refused = await add(shop, carts[i] as string, ownCode, 5);
        expect(refused.status).toBe(422);
        expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'quantity', code: 'out_of_stock' });
        expect(refused.body.violations[0].message).toContain('5');
      }
      // Three taken by an order, through the checkout's own stock module.
      await first.db.transaction((tx) => takeStock(tx, [{ productSku: sku, variantCode: ownCode, quantity: 3 }]));
      expect(await readVersion(first.db)).toBe(version);
      for (const [i, shop] of shops.entries()) {
        const refused = await add(shop, carts[i] as string, ownCode, 2);
        expect(refused.body.violations?.[0]).toMatchObject({ propertyPath: 'quantity', code: 'out_of_stock' });
        expect(refused.body.violations[0].message).toContain('2');
        const line = lineOf((await shopCall(shop, 'GET', `/orders/${carts[i]}`)).body, ownCode);
        const changed = await shopCall(shop, 'PATCH', `/orders/${carts[i]}/items/${line.id}`, { quantity: 3 });
        expect(changed.body.violations?.[0]).toMatchObject({ propertyPath: 'quantity', code: 'out_of_stock' });
        expect((await add(shop, carts[i] as string, ownCode, 1)).status).toBe(200);
      }
      await first.db.transaction((tx) => takeStock(tx, [{ productSku: sku, variantCode: ownCode, quantity: 2 }]));
      expect(await readVersion(first.db)).toBe(version);
      for (const [i, shop] of shops.entries()) {
        const refused = await add(shop, await newCart(shop), ownCode);
        expect(refused.body.violations?.[0]).toMatchObject({
          propertyPath: 'productVariant',
          code: 'product_unavailable',
        });
        const line = lineOf((await shopCall(shop, 'GET', `/orders/${carts[i]}`)).body, ownCode);
        const changed = await shopCall(shop, 'PATCH', `/orders/${carts[i]}/items/${line.id}`, { quantity: 1 });
        expect(changed.body.violations?.[0]).toMatchObject({
          propertyPath: 'productVariant',
          code: 'product_unavailable',
        });
      }
    } finally {
      await writeProduct(ownProduct({}));
    }
    for (const shop of shops) expect((await add(shop, await newCart(shop), ownCode, 3)).status).toBe(200);
  });

  it.runIf(target.kind === 'postgres')(
    'on PostgreSQL, queries beyond the pool wait for a connection as long as it takes, and none fails',
    async () => {
      // One connection, 28 queries of 0.2 s at once: the last waits 5.4 s, past the time allowed to connect.
      const narrow = await openDatabase({ ...(target as { kind: 'postgres'; url: string }), poolSize: 1 });
      try {
        const started = Date.now();
        const results = await Promise.allSettled(
          Array.from({ length: 28 }, () => narrow.db.execute(sql`select pg_sleep(0.2)`)),
        );
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        expect(Date.now() - started).toBeGreaterThan(CONNECT_TIMEOUT_MS);
      } finally {
        await narrow.close();
      }
    },
    30_000,
  );

  it('a line moved to another frequency merges with its twin, the answer as the lines are now', async () => {
    const cart = await newCart(shops[0]);
    await add(shops[0], cart, ownCode, 2);
    const both = await shopCall(shops[0], 'PATCH', `/orders/${cart}/items`, {
      productVariant: `/api/v2/shop/product-variants/${ownCode}`,
      quantity: 3,
      subscriptionInterval: 31,
    });
    expect(both.body.items.map((item: ShopBody) => [item.quantity, item.subscriptionInterval])).toEqual([
      [2, null],
      [3, 31],
    ]);
    const merged = await shopCall(shops[0], 'PATCH', `/orders/${cart}/items/${both.body.items[0].id}`, {
      subscriptionInterval: 31,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.items.map((item: ShopBody) => [item.id, item.quantity, item.unitPrice])).toEqual([
      [both.body.items[1].id, 5, 1080],
    ]);
    expect(merged.body).toEqual(await servedTheOldWay(first.db, cart));
    const one = await shopCall(shops[0], 'PATCH', `/orders/${cart}/items/${both.body.items[1].id}`, { quantity: 1 });
    expect(one.body).toEqual(await servedTheOldWay(first.db, cart));
    expect(one.body.total).toBe(1080);
  });
});
