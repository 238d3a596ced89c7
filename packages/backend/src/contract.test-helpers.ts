import type { CaptchaAction } from '@gamelle/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { Hono } from 'hono';
import { createApp } from './app.js';
import { encodeCaptchaToken } from './auth/captcha.js';
import { type DatabaseTarget, type OpenedDatabase, openDatabase } from './db/open.js';
import { seed } from './db/seed.js';

export const NOW = new Date('2026-11-21T10:00:00Z');
export const IMAGE_KEYS = { publicKey: 'cle-publique-test', privateKey: 'cle-privee-test' };
export const SEARCH_HEADERS = {
  'x-search-application-id': 'GAMELLE',
  'x-search-api-key': 'gamelle-recherche-publique',
};

/**
 * The databases the contract runs on: PGlite always; PostgreSQL when TEST_DATABASE_URL is set
 * (`npm test` starts one from Debian's package).
 */
export function contractTargets(): { name: string; target: DatabaseTarget }[] {
  const targets: { name: string; target: DatabaseTarget }[] = [{ name: 'PGlite', target: { kind: 'memory' } }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'PostgreSQL', target: { kind: 'postgres', url } });
  else
    console.warn('TEST_DATABASE_URL absent : contrat vérifié sur PGlite seulement (npm test démarre un PostgreSQL).');
  return targets;
}

export async function contractApp(target: DatabaseTarget): Promise<{ app: Hono; database: OpenedDatabase }> {
  const database = await openDatabase(target);
  await seed(database.db, { now: NOW });
  const app = createApp({ db: database.db, now: () => NOW, imageKeys: IMAGE_KEYS });
  return { app, database };
}

let clients = 0;
/**
 * The connection a request comes from (Hono's node-server `env`), for the per-address rate
 * limits: a given address, else a new one from the documentation range for each call,
 * as if each call were another shopper's browser.
 */
export function fromAddress(address?: string) {
  clients += 1;
  // Another /64 each time: the limits count an IPv6 client by its network (auth/throttle.ts).
  const fresh = `2001:db8:${((clients >>> 16) & 0xffff).toString(16)}:${(clients & 0xffff).toString(16)}::1`;
  return { incoming: { socket: { remoteAddress: address ?? fresh } } };
}

export type Json = Record<string, unknown> & { data?: unknown; meta?: Record<string, unknown> };

export async function getJson(app: Hono, path: string, init?: RequestInit): Promise<{ status: number; body: Json }> {
  const res = await app.request(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

export const postJson = (app: Hono, path: string, body: unknown) =>
  getJson(app, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
export type ShopBody = Record<string, any>;

/**
 * A token of the proof-of-work captcha for `action` (ADR 0027), as the browser obtains it: a
 * challenge asked of `app`, solved at the tests' difficulty (CAPTCHA_DIFFICULTY of vitest.config.ts:
 * a few milliseconds). Good once.
 */
export async function solvedCaptcha(app: Hono, action: CaptchaAction, address?: string): Promise<string> {
  const res = await app.request(`/api/v2/shop/captcha/challenge?action=${action}`, {}, fromAddress(address));
  if (res.status !== 200) throw new Error(`défi du captcha : ${res.status} ${await res.text()}`);
  const { challenge } = (await res.json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('défi du captcha non résolu');
  return encodeCaptchaToken(challenge, solution);
}

/** The calls the site always sends with a captcha token (ADR 0027): registration and the reset e-mail. */
const CAPTCHA_CALLS: Record<string, CaptchaAction> = {
  'POST /api/v2/shop/customers': 'register',
  'POST /api/v2/shop/customers/reset-password': 'reset',
};

/**
 * `body` with a solved captcha token when the call is one the site always sends with one
 * (registration, the reset e-mail) and the body has none of its own; otherwise `body` as it is.
 */
export async function withSiteCaptcha(
  app: Hono,
  method: string,
  url: string,
  body: unknown,
  address?: string,
): Promise<unknown> {
  const action = CAPTCHA_CALLS[`${method} ${url.split('?')[0]}`];
  if (!action || !body || typeof body !== 'object' || Array.isArray(body) || 'captcha' in body) return body;
  return { ...body, captcha: await solvedCaptcha(app, action, address) };
}

/**
 * One call to the shop API as the site makes it (JSON-LD, merge-patch for PATCH, the bearer token
 * when given), from a new shopper's address unless one is named. A path without `/api` is under
 * `/api/v2/shop`; a JSON answer is parsed, any other body is left in `text`. Registration and the
 * reset e-mail carry a solved captcha token, as the site's do, unless the body has a `captcha`
 * of its own or `captcha: false` is given.
 */
export async function shopCall(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  {
    token,
    headers = {},
    address,
    captcha = true,
  }: { token?: string; headers?: Record<string, string>; address?: string; captcha?: boolean } = {},
) {
  const url = path.startsWith('/api') ? path : `/api/v2/shop${path}`;
  if (captcha) body = await withSiteCaptcha(app, method, url, body, address);
  const res = await app.request(
    url,
    {
      method,
      headers: {
        'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    fromAddress(address),
  );
  const text = await res.text();
  const json = text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as ShopBody) : {};
  return { status: res.status, headers: res.headers, text, body: json };
}

/** A catalogue variant as the content API serves it, as the contracts read it. */
export type CatalogueVariant = {
  code: string;
  stock: number;
  in_stock: boolean;
  show_variant?: boolean;
  base_price: number;
  base_price_subscription?: number;
};

/** Every variant of the seeded catalogue (`/cms/b2c-products`, rendered summaries). */
export async function catalogueVariants(app: Hono): Promise<CatalogueVariant[]> {
  const products = ((await (await app.request('/cms/b2c-products?pageSize=100&render=1')).json()) as ShopBody).data as {
    ProductVariants: CatalogueVariant[];
  }[];
  return products.flatMap((product) => product.ProductVariants);
}

/** The variants a contract can order and subscribe to many times: shown, in stock (200 or more), priced both ways. */
export const subscribable = (variants: readonly CatalogueVariant[]) =>
  variants.filter(
    (v) =>
      v.in_stock &&
      v.stock >= 200 &&
      v.show_variant !== false &&
      typeof v.base_price === 'number' &&
      typeof v.base_price_subscription === 'number',
  );

/** The billing address the contract tests give (a French one: Lyon, a mobile number). */
export const LYON_ADDRESS = {
  firstName: 'Anne',
  lastName: 'Martin',
  countryCode: 'FR',
  street: '12 rue des Lilas',
  postcode: '69004',
  city: 'Lyon',
  phoneNumber: '+33612345678',
};
