import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { contractTargets, IMAGE_KEYS, LYON_ADDRESS, NOW, solvedCaptcha } from '../contract.test-helpers.js';
import type { Database } from '../db/open.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { customers } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { describeError, logError } from '../log.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

/** The customers table under a name the database lacks: the real INSERT of a registration fails. */
const missingCustomers = pgTable('clients_absents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Everything written to the console while `run` runs. */
async function captureConsole(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '));
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

describe('security — personal data stays out of logs: logError', () => {
  const email = 'anne.martin@example.fr';
  const hash = 'scrypt$32768$8$1$c2VsLWRlLXRlc3QtMTIzNA==$aGFjaGUtZHUtbW90LWRlLXBhc3NlLTk4NzY1NDMyMQ==';
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLWR1LWpldG9uLTEyMzQ1Njc4';

  it('writes the class, the SQLSTATE and the stack places of a failed query, never its message or parameters', () => {
    const driver = Object.assign(new Error(`duplicate key value violates unique constraint, Key (email)=(${email})`), {
      code: '23505',
      constraint: 'customers_email_unique',
      detail: `Key (email)=(${email}) already exists.`,
    });
    class DrizzleQueryError extends Error {}
    const error = new DrizzleQueryError(
      `Failed query: insert into "customers" ("email", "password_hash") values ($1, $2)\nparams: ${email},${hash}`,
      { cause: driver },
    );
    const line = describeError('Erreur sur POST /api/v2/shop/customers', error);
    expect(line).toContain('DrizzleQueryError');
    expect(line).toContain('SQLSTATE 23505');
    expect(line).toContain('constraint customers_email_unique');
    expect(line).toMatch(/pile : .*logs\.contract\.test\.ts:\d+:\d+/);
    for (const secret of [email, hash, 'params', 'insert into', 'Key (email)', 'anne.martin', 'scrypt$']) {
      expect(line).not.toContain(secret);
    }
  });

  it('masks e-mails and tokens even in the context it is given, and says what a non-Error was', () => {
    const line = describeError(`Confirmation pour ${email} avec ${jwt} et ${hash}`, 'texte jeté');
    expect(line).not.toContain(email);
    expect(line).not.toContain(jwt);
    expect(line).not.toContain('c2VsLWRlLXRlc3QtMTIzNA');
    expect(line).toContain('[e-mail]');
    expect(line).toContain('valeur string');
    expect(line).not.toContain('texte jeté');
    // Route words and ids stay readable.
    expect(describeError('Erreur sur GET /api/v2/shop/orders/…/items/12', new TypeError('x'))).toContain(
      'Erreur sur GET /api/v2/shop/orders/…/items/12 : TypeError',
    );
  });

  it('the server writes to the console only through logError (and the two start-up lines of main.ts)', () => {
    const src = join(import.meta.dirname, '..');
    const calls: string[] = [];
    for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || /\.test\.ts$|test-helpers\.ts$/.test(entry)) continue;
      const lines = readFileSync(join(src, entry), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/\bconsole\.\w+\(|process\.(?:stderr|stdout)\.write\(/.test(line)) calls.push(`${entry}:${i + 1}`);
      });
    }
    expect(calls.filter((call) => !call.startsWith('log.ts:') && !call.startsWith('main.ts:'))).toEqual([]);
    // main.ts says where the shop listens, and a start-up error in the operator's own words (no request data).
    expect(calls.filter((call) => call.startsWith('main.ts:'))).toHaveLength(2);
  });

  it('an SMTP refusal quoting the recipient (the confirmation e-mail, the scheduler) is logged without it', async () => {
    const smtp = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${email}>`), {
      code: 'EENVELOPE',
      response: `550 5.1.1 <${email}>: Recipient address rejected`,
    });
    const output = await captureConsole(async () => logError('Confirmation de la commande 000042 non envoyée', smtp));
    expect(output).toContain('Confirmation de la commande 000042 non envoyée : Error EENVELOPE');
    expect(output).not.toContain(email);
    expect(output).not.toContain('rejected');
  });
});

describe.each(contractTargets())('security — personal data stays out of logs and caches, on $name', ({ target }) => {
  let database: OpenedDatabase;
  let app: Hono;
  let failing: Hono;
  const keys = { secret: new TextEncoder().encode('secret-de-test-assez-long-pour-hs256') };
  const address = {
    ...LYON_ADDRESS,
  };

  const call = async (shop: Hono, method: string, path: string, body?: unknown, token?: string) => {
    const res = await shop.request(path, {
      method,
      headers: {
        ...(body === undefined
          ? {}
          : { 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      cache: res.headers.get('cache-control'),
      body: (text.startsWith('{') ? JSON.parse(text) : {}) as Body,
    };
  };

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    const options = { now: () => NOW, imageKeys: IMAGE_KEYS, tokenKeys: keys, outbox: { send: async () => {} } };
    app = createApp({ db: database.db, ...options });
    // The same shop whose registration INSERT fails in the database (a real DrizzleQueryError).
    const real = database.db;
    const broken = new Proxy(real, {
      get(target, property, receiver) {
        if (property === 'insert') {
          return (table: unknown) =>
            target.insert((table === customers ? missingCustomers : table) as typeof customers);
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    failing = createApp({ db: broken, ...options });
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a failed customer INSERT answers 500 and logs neither the e-mail, nor the password hash, nor the SQL', async () => {
    const email = `Journal-${Date.now()}@Example.fr`;
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    const output = await captureConsole(async () => {
      answer = await call(failing, 'POST', '/api/v2/shop/customers', {
        email,
        password: 'croquettes-secretes',
        firstName: 'Anne',
        lastName: 'Martin',
        captcha: await solvedCaptcha(failing, 'register'),
      });
    });
    expect(answer?.status).toBe(500);
    expect(answer?.body['hydra:description']).toBe('Une erreur est survenue');
    expect(output).toContain('Erreur sur POST /api/v2/shop/customers');
    // The class and the PostgreSQL code (undefined_table) say what failed…
    expect(output).toMatch(/QueryError/);
    expect(output).toContain('SQLSTATE 42P01');
    // …and nothing of what it was about.
    for (const secret of [
      email,
      email.toLowerCase(),
      'croquettes-secretes',
      'scrypt',
      'params',
      'insert into',
      'Anne',
      'Martin',
    ]) {
      expect(output, secret).not.toContain(secret);
    }
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  });

  it('every answer with personal data or tokens carries Cache-Control: no-store (sign-in, refresh, customer, addresses, cart, order, invoice)', async () => {
    const email = `cache-${Date.now()}@example.fr`;
    const seen: Record<string, string | null> = {};
    const registered = await call(app, 'POST', '/api/v2/shop/customers', {
      email,
      password: 'croquettes',
      firstName: 'Anne',
      lastName: 'Martin',
      captcha: await solvedCaptcha(app, 'register'),
    });
    seen['POST /customers'] = registered.cache;
    const signIn = await call(app, 'POST', '/api/v2/shop/customers/token', { email, password: 'croquettes' });
    expect(signIn.status).toBe(200);
    seen['POST /customers/token'] = signIn.cache;
    const { token, refresh_token: refreshToken, customer } = signIn.body;
    const refreshed = await call(app, 'POST', '/api/v2/shop/authentication-token/refresh', {
      refresh_token: refreshToken,
    });
    expect(refreshed.status).toBe(200);
    seen['POST /authentication-token/refresh'] = refreshed.cache;
    const bearer = refreshed.body.token ?? token;
    seen['GET /customers/{id}'] = (await call(app, 'GET', customer, undefined, bearer)).cache;
    seen['PUT /customers/{id}'] = (await call(app, 'PUT', customer, { firstName: 'Anne' }, bearer)).cache;
    seen['POST /customer/lookup'] = (await call(app, 'POST', '/api/v2/shop/customer/lookup', { email })).cache;
    const saved = await call(app, 'POST', '/api/v2/shop/addresses', address, bearer);
    seen['POST /addresses'] = saved.cache;
    seen['GET /addresses'] = (await call(app, 'GET', '/api/v2/shop/addresses', undefined, bearer)).cache;
    const cart = await call(app, 'POST', '/api/v2/shop/orders', { localeCode: 'fr_FR' }, bearer);
    seen['POST /orders'] = cart.cache;
    const orderPath = `/api/v2/shop/orders/${cart.body.tokenValue}`;
    seen['PATCH /orders/{token}/items'] = (
      await call(
        app,
        'PATCH',
        `${orderPath}/items`,
        { productVariant: '/api/v2/shop/product-variants/10000001', quantity: 1 },
        bearer,
      )
    ).cache;
    seen['GET /orders/{token}'] = (await call(app, 'GET', orderPath, undefined, bearer)).cache;
    seen['PUT /orders/{token} (addressing)'] = (
      await call(app, 'PUT', orderPath, { billingAddress: address }, bearer)
    ).cache;
    seen['GET /orders'] = (await call(app, 'GET', '/api/v2/shop/orders', undefined, bearer)).cache;
    seen['GET /orders/{token}/invoice'] = (await call(app, 'GET', `${orderPath}/invoice`, undefined, bearer)).cache;
    seen['GET /images/auth'] = (await call(app, 'GET', '/images/auth', undefined, bearer)).cache;
    // Refusals too: a 401 or a 404 of the shop API is never kept by a proxy.
    seen['GET /customers/{id} without token (401)'] = (await call(app, 'GET', customer)).cache;
    seen['GET /orders/{unknown} (404)'] = (await call(app, 'GET', '/api/v2/shop/orders/inconnu')).cache;
    const notStored = Object.entries(seen).filter(([, cache]) => !/\bno-store\b/.test(cache ?? ''));
    expect(notStored).toEqual([]);
  });

  it('content, search and image delivery keep their public caching on purpose', async () => {
    const header = await app.request('/cms/b2c-header?locale=fr');
    expect(header.headers.get('cache-control')).toMatch(/^public/);
    const search = await app.request('/search/products?q=chat', {
      headers: { 'x-search-application-id': 'GAMELLE', 'x-search-api-key': 'gamelle-recherche-publique' },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('cache-control')).toMatch(/^public/);
  });
});
