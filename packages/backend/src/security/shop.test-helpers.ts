import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { createApp } from '../app.js';
import { issueAccessToken, type TokenKeys } from '../auth/tokens.js';
import { IMAGE_KEYS, LYON_ADDRESS, NOW } from '../contract.test-helpers.js';
import { type DatabaseTarget, type OpenedDatabase, openDatabase } from '../db/open.js';
import { customers } from '../db/schema.js';
import { seed } from '../db/seed.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
export type Body = Record<string, any>;

export interface Variant {
  code: string;
  stock: number;
  in_stock: boolean;
  base_price: number;
  show_variant?: boolean;
}

/**
 * A shop on one database for the cart and coupon security contracts (docs/security.md threats 3 and 4),
 * driven through the shop API as the site drives it. Customers are written straight to the
 * database with an access token of the shop's keys: signing in is not what these files test.
 */
export async function securityShop(target: DatabaseTarget) {
  const database: OpenedDatabase = await openDatabase(target);
  await seed(database.db, { now: NOW });
  const keys: TokenKeys = { secret: new TextEncoder().encode('secret-de-test-securite-assez-long-hs256') };
  const app: Hono = createApp({
    db: database.db,
    now: () => NOW,
    imageKeys: IMAGE_KEYS,
    tokenKeys: keys,
    outbox: { send: async () => {} },
  });

  const call = async (method: string, path: string, body?: unknown, bearer?: string) => {
    const res = await app.request(path.startsWith('/api') ? path : `/api/v2/shop${path}`, {
      method,
      headers: {
        'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : {}) as Body };
  };

  /** A registered customer and a valid access token of theirs. */
  const customer = async () => {
    const email = `securite-${randomBytes(6).toString('hex')}@example.fr`;
    const [row] = await database.db
      .insert(customers)
      .values({
        email,
        passwordHash: 'non-utilise',
        firstName: 'Anne',
        lastName: 'Martin',
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning({ id: customers.id });
    const id = row?.id as number;
    return { id, email, iri: `/api/v2/shop/customers/${id}`, token: await issueAccessToken(keys, id, NOW) };
  };

  const products = ((await (await app.request('/cms/b2c-products?pageSize=100&render=1')).json()) as Body).data as {
    ProductVariants: Variant[];
  }[];
  /** Variants sold once, with stock enough that other files taking stock never run them out. */
  const variants = products.flatMap((p) =>
    p.ProductVariants.filter(
      (v) => v.in_stock && v.stock >= 200 && v.show_variant !== false && typeof v.base_price === 'number',
    ),
  );
  expect(variants.length).toBeGreaterThan(1);
  const iri = (code: string) => `/api/v2/shop/product-variants/${code}`;

  /** A cart with `itemsTotal` at least `atLeast` cents, created by `bearer` (a guest without one). */
  const cartWorth = async (atLeast: number, bearer?: string) => {
    const created = await call('POST', '/orders', { localeCode: 'fr_FR' }, bearer);
    expect(created.status).toBe(201);
    const token = created.body.tokenValue as string;
    const v = variants[0] as Variant;
    const added = await call(
      'PATCH',
      `/orders/${token}/items`,
      { productVariant: iri(v.code), quantity: Math.max(1, Math.ceil(atLeast / v.base_price)) },
      bearer,
    );
    expect(added.status).toBe(200);
    return { token, cart: added.body };
  };

  const address = {
    ...LYON_ADDRESS,
  };

  /** Addressing, Colissimo and payment by cheque (no outside service): ready to complete. */
  const readyToPay = async (cart: string, bearer: string) => {
    const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: address }, bearer);
    expect(addressed.status).toBe(200);
    const shipped = await call(
      'PATCH',
      `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
      { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
      bearer,
    );
    expect(shipped.status).toBe(200);
    const chosen = await call(
      'PATCH',
      `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
      { paymentMethod: '/api/v2/shop/payment-methods/cheque' },
      bearer,
    );
    expect(chosen.status).toBe(200);
    return chosen.body;
  };

  const complete = (cart: string, bearer: string) =>
    call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, bearer);

  return { database, app, keys, call, customer, variants, iri, cartWorth, address, readyToPay, complete };
}
