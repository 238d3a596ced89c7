import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { fakeSite } from '../app.test-helpers.js';
import { contractTargets, IMAGE_KEYS, LYON_ADDRESS, NOW, solvedCaptcha } from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { seed } from '../db/seed.js';
import { JSON_MAX_DEPTH } from '../http/problems.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

/** Every query parameter a service reads (routes/*.ts, http/query.ts). */
const QUERY_NAMES = [
  'locale',
  'action',
  'channelCode',
  'render',
  'page',
  'pageSize',
  'itemsPerPage',
  'hitsPerPage',
  'limit',
  'sort',
  'q',
  'brand',
  'animal',
  'foodType',
  'facets',
  'filters[category]',
  'filters[animal]',
  'filters[foodType]',
  'filters[sku][$in]',
  'sku',
  'exclude',
  'list',
  'ref',
  'path',
  'weight',
  'month',
  'activity',
  'sterilized',
  'adultWeight',
  'countryCode',
  'postcode',
  'city',
  'tr',
  't',
  'x-search-application-id',
  'x-search-api-key',
];

const JSON_TYPES: Record<string, string> = { PATCH: 'application/merge-patch+json' };
const contentType = (method: string) => JSON_TYPES[method] ?? 'application/ld+json';

/**
 * A JSON body as text with each value in turn (by its path) replaced by `change(value)`, or only
 * each string with `stringsOnly`; the replacement is JSON text put in place when `asText`.
 */
function eachValueReplaced(
  value: unknown,
  change: (leaf: unknown) => unknown,
  { stringsOnly = false, asText = false } = {},
): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const mark = 'valeur-remplacée-ici';
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
      return;
    }
    if (stringsOnly && typeof node !== 'string') return;
    const copy = structuredClone(value) as Body;
    let at: Body = copy;
    for (const key of path.slice(0, -1)) at = at[key];
    const replacement = change(node);
    at[path[path.length - 1] as string] = asText ? mark : replacement;
    const text = JSON.stringify(copy);
    out.push({ where: path.join('.'), text: asText ? text.replace(`"${mark}"`, String(replacement)) : text });
  };
  walk(value, []);
  return out;
}

const withNul = (leaf: unknown) => `${String(leaf).slice(0, 2)}\u0000${String(leaf).slice(2)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nested = (depth: number) => `{"a":${deepArray(depth - 1)}}`;

describe.each(contractTargets())('security — bad input never gives 500, on $name', ({ target }) => {
  let database: OpenedDatabase;
  let app: Hono;
  const fixture = {
    bearer: '',
    customerId: 0,
    customerIri: '',
    email: '',
    addressId: 0,
    cart: '',
    itemId: 0,
    shipmentId: 0,
    paymentId: 0,
    imagePath: 'inconnue.png',
  };
  const address = {
    ...LYON_ADDRESS,
  };

  const send = (method: string, path: string, init: { body?: RequestInit['body']; type?: string | null } = {}) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${fixture.bearer}` };
    if (init.type) headers['Content-Type'] = init.type;
    return app.request(path, { method, headers, body: init.body });
  };
  const sendJson = async (method: string, path: string, body: unknown) => {
    const res = await send(method, path, { body: JSON.stringify(body), type: contentType(method) });
    const text = await res.text();
    return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Body };
  };
  const description = async (res: Response) => {
    const text = await res.text();
    return text.startsWith('{') ? String((JSON.parse(text) as Body)['hydra:description']) : text;
  };

  /** A value for each route parameter that reaches the route's real work. */
  const paramValue = (path: string, name: string): string => {
    const before = path.slice(0, path.indexOf(`:${name}`));
    if (name === 'token')
      return before.endsWith('/reset-password/') ? 'jeton-de-reinitialisation-inconnu' : fixture.cart;
    if (name === 'payment') return String(fixture.paymentId);
    if (name === 'campaign') return 'noel-2026';
    if (name === 'code') return before.includes('/coupon/') ? 'BIENVENUE5' : 'ABONNEMENT-INCONNU';
    if (name === 'id' && before.startsWith('/cms/')) return 'sku-CHIEN-CROQUETTES-00001';
    if (name === 'id') {
      if (before.endsWith('/shipments/')) return String(fixture.shipmentId);
      if (before.endsWith('/payments/')) return String(fixture.paymentId);
      if (before.endsWith('/items/')) return String(fixture.itemId);
      if (before.endsWith('/addresses/')) return String(fixture.addressId);
      if (before.endsWith('/customers/')) return String(fixture.customerId);
      return '1';
    }
    if (name === 'path') return fixture.imagePath;
    return 'chien';
  };

  /** The JSON bodies each route takes, valid enough to reach its database work. */
  const samples = (method: string, path: string): unknown[] | undefined => {
    const key = `${method} ${path.replace(/\{[^}]*\}/g, '')}`;
    const table: Record<string, unknown[]> = {
      'POST /api/v2/shop/orders': [{ localeCode: 'fr_FR', channelCode: 'gamelle_b2c' }],
      'PUT /api/v2/shop/orders/:token': [
        { email: 'anne@example.fr', billingAddress: address, shippingAddress: address },
        { customer: fixture.customerIri },
      ],
      'PATCH /api/v2/shop/orders/:token/items': [
        { productVariant: '/api/v2/shop/product-variants/10000001', quantity: 1, sourceItemList: 'accueil' },
      ],
      'PATCH /api/v2/shop/orders/:token/items/:id': [{ quantity: 2 }],
      'PATCH /api/v2/shop/orders/:token/apply-coupon': [{ couponCode: 'BIENVENUE5' }],
      'PATCH /api/v2/shop/orders/:token/shipments/:id': [
        { shippingMethod: '/api/v2/shop/shipping-methods/colissimo', pickupPoint: 'relais-1' },
      ],
      'PATCH /api/v2/shop/orders/:token/payments/:id': [{ paymentMethod: 'paypal' }],
      'PATCH /api/v2/shop/orders/:token/complete': [{ termsAccepted: true, notes: 'Merci', paymentToken: 'carte' }],
      'POST /api/v2/payment-gateway/cards': [
        { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Anne Martin' },
      ],
      'POST /api/v2/shop/addresses': [address],
      'PUT /api/v2/shop/addresses/:id': [address],
      'POST /api/v2/shop/customer/lookup': [{ email: 'anne@example.fr' }],
      'POST /api/v2/shop/customers': [
        {
          email: 'nouvelle@example.fr',
          password: 'croquettes',
          firstName: 'Anne',
          lastName: 'Martin',
          captcha: 'jeton',
        },
      ],
      'POST /api/v2/shop/customers/token': [
        { email: 'anne@example.fr', password: 'croquettes', captcha: 'jeton' },
        { 'google-token': 'jeton', recaptcha: 'captcha' },
      ],
      'POST /api/v2/shop/authentication-token/refresh': [{ refresh_token: 'jeton-de-renouvellement' }],
      'POST /api/v2/shop/customers/reset-password': [{ email: 'anne@example.fr', captcha: 'jeton' }],
      'PATCH /api/v2/shop/customers/reset-password/:token': [
        { newPassword: 'croquettes', confirmNewPassword: 'croquettes' },
      ],
      'PUT /api/v2/shop/customers/:id': [
        { email: 'anne@example.fr', firstName: 'Anne', lastName: 'Martin', phoneNumber: '+33612345678' },
        { defaultAddress: `/api/v2/shop/addresses/${fixture.addressId}` },
      ],
      'PUT /api/v2/shop/customers/:id/password': [
        { currentPassword: 'croquettes', newPassword: 'croquettes', confirmNewPassword: 'croquettes' },
      ],
      'POST /api/v2/identity/id-tokens': [{ email: 'anne@example.fr', firstName: 'Anne', lastName: 'Martin' }],
      'POST /api/v2/shop/contact-requests': [
        { email: 'anne@example.fr', subject: 'order', message: 'Bonjour, ma commande ?', orderId: '000001' },
      ],
      'POST /cms/b2c-recommendation/getReco': [{ animal: 'dog', ageInMonths: 40, weight: 20, activity: 'low' }],
      'POST /tracking': [{ event: 'page_view', app_name: 'gamelle-site', page: '/', abtests: [] }],
      'POST /tracking/report/:campaign': [{ app_name: 'gamelle-site' }],
    };
    return table[key];
  };

  /** Every service route Hono knows, as method and path with its parameters filled in. */
  const routes = () => {
    const seen = new Set<string>();
    const out: { method: string; template: string; params: string[] }[] = [];
    for (const route of app.routes) {
      if (route.method === 'ALL' || route.path.endsWith('*')) continue;
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const params = [...route.path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1] as string);
      out.push({ method: route.method, template: route.path, params });
    }
    return out;
  };
  const fill = (template: string, override?: { name: string; value: string }) =>
    template.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
      override?.name === name ? override.value : paramValue(template, name),
    );

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    app = createApp({
      db: database.db,
      now: () => NOW,
      staticDir: fakeSite(),
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-assez-long-pour-hs256') },
      outbox: { send: async () => {} },
    });
    fixture.email = `entrees-${Date.now()}@example.fr`;
    await sendJson('POST', '/api/v2/shop/customers', {
      email: fixture.email,
      password: 'croquettes',
      firstName: 'Anne',
      lastName: 'Martin',
      captcha: await solvedCaptcha(app, 'register'),
    });
    const login = await sendJson('POST', '/api/v2/shop/customers/token', {
      email: fixture.email,
      password: 'croquettes',
    });
    expect(login.status).toBe(200);
    fixture.bearer = login.body.token;
    fixture.customerIri = login.body.customer;
    fixture.customerId = Number(String(login.body.customer).split('/').pop());
    const saved = await sendJson('POST', '/api/v2/shop/addresses', address);
    fixture.addressId = Number(
      String(saved.body['@id'] ?? saved.body.id)
        .split('/')
        .pop(),
    );
    const cart = await sendJson('POST', '/api/v2/shop/orders', { localeCode: 'fr_FR' });
    fixture.cart = cart.body.tokenValue;
    const added = await sendJson('PATCH', `/api/v2/shop/orders/${fixture.cart}/items`, {
      productVariant: '/api/v2/shop/product-variants/10000001',
      quantity: 1,
    });
    fixture.itemId = added.body.items?.[0]?.id ?? 1;
    const addressed = await sendJson('PUT', `/api/v2/shop/orders/${fixture.cart}`, { billingAddress: address });
    fixture.shipmentId = addressed.body.shipments?.[0]?.id ?? 1;
    fixture.paymentId = addressed.body.payments?.[0]?.id ?? 1;
  });
  afterAll(async () => {
    await database.close();
  });

  it('sweeps every service route: a NUL byte in a path segment answers 404, never 500', async () => {
    const failures: string[] = [];
    for (const { method, template, params } of routes()) {
      for (const name of params) {
        for (const nul of ['%00', '\u0000']) {
          const path = fill(template, { name, value: `ab${nul}cd` });
          const res = await send(method, path);
          if (res.status !== 404) failures.push(`${method} ${path} → ${res.status}`);
        }
      }
      const path = `${fill(template)}%00`;
      const res = await send(method, path);
      if (res.status !== 404 && res.status !== 400) failures.push(`${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('sweeps every service route: a NUL byte in a query value or name answers 400 with a French description', async () => {
    const failures: string[] = [];
    for (const { method, template } of routes()) {
      // Reads take every parameter; writes take the shared ones (locale, channelCode).
      const names = method === 'GET' ? QUERY_NAMES : ['locale', 'channelCode'];
      for (const name of names) {
        const path = `${fill(template)}?${encodeURIComponent(name)}=fr%00x`;
        const res = await send(method, path);
        const said = await description(res);
        if (res.status !== 400 || !said.includes('caractère nul'))
          failures.push(`${method} ${path} → ${res.status} ${said}`);
      }
      const res = await send(method, `${fill(template)}?a%00b=1`);
      if (res.status !== 400) failures.push(`${method} ${fill(template)}?a%00b=1 → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('sweeps every JSON body: a NUL byte (\\u0000) in any string or key answers 400 with a French description', async () => {
    const failures: string[] = [];
    for (const { method, template } of routes()) {
      if (method === 'GET' || method === 'DELETE') continue;
      const path = fill(template);
      for (const sample of samples(method, template) ?? [{}]) {
        const variants = [
          ...eachValueReplaced(sample, withNul, { stringsOnly: true }),
          { where: 'clé', text: JSON.stringify({ ...(sample as Body), 'a\u0000b': 1 }) },
        ];
        for (const { where, text } of variants) {
          const res = await send(method, path, { body: text, type: contentType(method) });
          const said = await description(res);
          // Routes this sweep knows must say why; any other (multipart, no body) must only not fail.
          const known = samples(method, template) !== undefined;
          if (res.status >= 500 || (known && (res.status !== 400 || !said.includes('caractère nul'))))
            failures.push(`${method} ${path} [${where}] → ${res.status} ${said}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it(`sweeps every JSON body: nesting deeper than ${JSON_MAX_DEPTH} levels answers 400 without overflowing the stack`, async () => {
    const failures: string[] = [];
    for (const { method, template } of routes()) {
      if (method === 'GET' || method === 'DELETE') continue;
      const path = fill(template);
      const variants = [JSON_MAX_DEPTH + 1, 7_000].map((depth) => ({ where: `a ${depth}`, text: nested(depth) }));
      // Deep values where the route reads them (stored payloads, addresses): 7,000 levels fit in 16 KB.
      for (const sample of samples(method, template) ?? []) {
        variants.push(...eachValueReplaced(sample, () => deepArray(7_000), { asText: true }));
      }
      for (const { where, text } of variants) {
        const res = await send(method, path, { body: text, type: contentType(method) });
        const said = await description(res);
        const known = samples(method, template) !== undefined;
        if (res.status >= 500 || (known && (res.status !== 400 || !said.includes(`${JSON_MAX_DEPTH} niveaux`))))
          failures.push(`${method} ${path} [${where}] → ${res.status} ${said}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('nesting up to the limit is still read (the depth rule refuses only deeper bodies)', async () => {
    const res = await send('POST', '/cms/b2c-recommendation/getReco', {
      body: nested(JSON_MAX_DEPTH),
      type: 'application/json',
    });
    expect(res.status).toBe(422);
    // Brackets inside strings are text, not nesting.
    const text = await sendJson('POST', '/tracking', {
      event: 'page_view',
      app_name: 'gamelle-site',
      page: '['.repeat(500),
    });
    expect(text.status).toBe(200);
  });

  it('a JSON body needs a JSON Content-Type: 415 otherwise, on every route that reads one', async () => {
    const failures: string[] = [];
    for (const { method, template } of routes()) {
      const list = samples(method, template);
      if (!list || template.includes('/contact-requests')) continue;
      const path = fill(template);
      for (const type of [null, 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/jsonx']) {
        const res = await send(method, path, { body: new TextEncoder().encode(JSON.stringify(list[0])), type });
        const said = await description(res);
        if (res.status !== 415 || !said.includes('application/json'))
          failures.push(`${method} ${path} [${type}] → ${res.status} ${said}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the three JSON types are accepted, with parameters and any case; an empty body needs none', async () => {
    const recommendation = JSON.stringify({ animal: 'dog', ageInMonths: 40, weight: 20 });
    for (const type of ['application/json', 'application/ld+json; charset=utf-8', 'Application/Merge-Patch+JSON']) {
      const res = await send('POST', '/cms/b2c-recommendation/getReco', { body: recommendation, type });
      expect(res.status, type).toBe(200);
    }
    const empty = await send('POST', '/api/v2/shop/orders', { type: 'text/plain' });
    expect(empty.status).not.toBe(415);
  });

  it('the contact form refuses a NUL byte in any multipart field or file name (400), and JSON without a JSON type (415)', async () => {
    const fields = { email: 'anne@example.fr', subject: 'order', message: 'Bonjour, ma commande ?', orderId: '000001' };
    const post = (form: FormData) => app.request('/api/v2/shop/contact-requests', { method: 'POST', body: form });
    for (const name of [...Object.keys(fields), 'productName']) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...fields, productName: 'Croquettes' })) {
        form.set(key, key === name ? `${value}\u0000` : value);
      }
      const res = await post(form);
      expect(res.status, name).toBe(400);
      expect(await description(res)).toContain('caractère nul');
    }
    const withFile = new FormData();
    for (const [key, value] of Object.entries(fields)) withFile.set(key, value);
    withFile.set(
      'file',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'facture\u0000.pdf', { type: 'application/pdf' }),
    );
    expect((await post(withFile)).status).toBe(400);
    const plain = await app.request('/api/v2/shop/contact-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(fields),
    });
    expect(plain.status).toBe(415);
  });

  it('the image upload refuses a NUL byte in any multipart field or file name (400)', async () => {
    const auth = (await (
      await app.request('/images/auth', { headers: { Authorization: `Bearer ${fixture.bearer}` } })
    ).json()) as Body;
    const fields: Record<string, string> = {
      fileName: 'photo.png',
      publicKey: IMAGE_KEYS.publicKey,
      token: String(auth.token),
      expire: String(auth.expire),
      signature: String(auth.signature),
      tags: 'chien,photo',
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const name of [...Object.keys(fields), 'file']) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, key === name ? `${value}\u0000` : value);
      form.set('file', new File([png], name === 'file' ? 'photo\u0000.png' : 'photo.png', { type: 'image/png' }));
      const res = await send('POST', '/images/api/v1/files/upload', { body: form });
      expect(res.status, name).toBe(400);
      expect(await description(res)).toContain('caractère nul');
    }
  });

  it('site paths with a NUL byte answer 404 too (the redirect and product lookups never see them)', async () => {
    for (const path of ['/chien%00/', '/%00', '/produits/croquettes%00x/', '/chien/?page=%00']) {
      const res = await app.request(path);
      expect(res.status, path).toBeLessThan(500);
      expect([400, 404], path).toContain(res.status);
    }
  });
});
