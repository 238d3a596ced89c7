import { randomBytes } from 'node:crypto';
import type { CaptchaAction } from '@gamelle/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encodeCaptchaToken } from './auth/captcha.js';
import type { ShopBody } from './contract.test-helpers.js';
import { LYON_ADDRESS } from './contract.test-helpers.js';
import type { Database } from './db/open.js';
import { orders, subscriptions } from './db/schema.js';
import type { Outbox, OutgoingMail } from './mail/outbox.js';

/** One call to the shop API of one instance, as the site makes it (`shopCall`, or HTTP to a server). */
export type ShopCall = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: ShopBody }>;

/** The same call over HTTP to a running server (`startServer`), from the loopback address. */
export function httpCall(baseUrl: string): ShopCall {
  return async (method, path, body, token) => {
    const res = await fetch(`${baseUrl}${path.startsWith('/api') ? path : `/api/v2/shop${path}`}`, {
      method,
      headers: {
        'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {},
    };
  };
}

/**
 * A captcha token for `action` (ADR 0027) whose challenge `call`'s instance gives: solved at the
 * tests' difficulty, it is good on any instance that shares the secret.
 */
export async function captchaThrough(call: ShopCall, action: CaptchaAction): Promise<string> {
  const { status, body } = await call('GET', `/captcha/challenge?action=${action}`);
  expect(status, JSON.stringify(body)).toBe(200);
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  if (!solution) throw new Error('défi du captcha non résolu');
  return encodeCaptchaToken(body.challenge, solution);
}

/** An outbox that keeps what it is given. */
export function keptOutbox(): Outbox & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return { mails, send: async (mail) => void mails.push(mail) };
}

/**
 * A shopper who registers, fills a cart and checks out paying by card, with a subscription line
 * (SPEC §3) of `quantity` × `variantCode` every 31 days — each step through the next instance of
 * `instances` in turn (the cart is created on one, its item added through the other…), as a load
 * balancer would send them. Every answer is checked; returns the shopper and their subscription.
 */
export async function subscribeThrough(instances: readonly ShopCall[], variantCode: string, quantity = 2) {
  let step = 0;
  const next = () => instances[step++ % instances.length] as ShopCall;
  const ok = async (expected: number, ...args: Parameters<ShopCall>) => {
    const answer = await next()(...args);
    expect(answer.status, `${args[0]} ${args[1]} → ${JSON.stringify(answer.body)}`).toBe(expected);
    return answer.body;
  };
  const email = `plusieurs-instances-${randomBytes(6).toString('hex')}@example.fr`;
  // The registration's captcha is solved from one instance's challenge and spent on the other.
  const captcha = await captchaThrough(next(), 'register');
  await ok(201, 'POST', '/customers', {
    email,
    password: 'croquettes',
    firstName: 'Anne',
    lastName: 'Martin',
    captcha,
  });
  const { token } = await ok(200, 'POST', '/customers/token', { email, password: 'croquettes' });
  const { tokenValue: cart } = await ok(201, 'POST', '/orders', { localeCode: 'fr_FR' }, token);
  await ok(
    200,
    'PATCH',
    `/orders/${cart}/items`,
    { productVariant: `/api/v2/shop/product-variants/${variantCode}`, quantity, subscriptionInterval: 31 },
    token,
  );
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
  const card = await ok(201, 'POST', '/api/v2/payment-gateway/cards', {
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: '123',
  });
  await ok(200, 'PATCH', `/orders/${cart}/complete`, { termsAccepted: true, paymentToken: card.token }, token);
  const list = await ok(200, 'GET', '/subscriptions', undefined, token);
  expect(list['hydra:member']).toHaveLength(1);
  return { email, token: token as string, cart: cart as string, code: list['hydra:member'][0].code as string };
}

/** A subscription's row, by its code, and the orders it has made so far. */
export async function subscriptionState(db: Database, code: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.code, code));
  if (!row) throw new Error(`no subscription ${code}`);
  const made = await db.select({ number: orders.number }).from(orders).where(eq(orders.subscriptionId, row.id));
  return { row, orders: made };
}
