import { describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const base = { baseUrl: 'http://shop.test/api/v2', channelCode: 'gamelle_b2c', locale: 'fr' };

describe('SPEC §7 "every call adds channelCode and locale, asks for JSON-LD, sends the bearer token if held"', () => {
  it('adds both query parameters, the JSON-LD Accept header and the token', async () => {
    const { fetch, calls } = queuedFetch(json(200, { ok: true }));
    const http = createHttpClient({ ...base, fetch, getToken: () => 'secret-token' });
    await http.get('/shop/orders/abc', { query: { page: 2 } });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/v2/shop/orders/abc');
    expect(url.searchParams.get('channelCode')).toBe('gamelle_b2c');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('page')).toBe('2');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/ld+json');
    expect(headers.Authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token and keeps same-origin URLs relative', async () => {
    const { fetch, calls } = queuedFetch(json(200, {}));
    const http = createHttpClient({ ...base, baseUrl: '/cms', fetch });
    await http.get('/b2c-header');
    expect(calls[0]!.url).toBe('/cms/b2c-header?channelCode=gamelle_b2c&locale=fr');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('SPEC §1 (fr and nl): asks a locale function at each call (one client for every page, in its language)', async () => {
    const { fetch, calls } = queuedFetch(json(200, {}), json(200, {}));
    let page = 'fr';
    const http = createHttpClient({ ...base, baseUrl: '/cms', locale: () => page, fetch });
    await http.get('/b2c-header');
    page = 'nl';
    await http.get('/b2c-header');
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('locale'))).toEqual(['fr', 'nl']);
  });
});

describe('SPEC §7 "PATCH is merge-patch JSON"', () => {
  it('sends PATCH bodies as application/merge-patch+json and POST as JSON-LD', async () => {
    const { fetch, calls } = queuedFetch(json(200, {}), json(201, {}));
    const http = createHttpClient({ ...base, fetch });
    await http.patch('/shop/orders/abc/items/1', { quantity: 2 });
    await http.post('/shop/orders', { localeCode: 'fr_FR' });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/merge-patch+json');
    expect(calls[0]!.init.body).toBe('{"quantity":2}');
    expect((calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/ld+json');
  });
});

describe('SPEC §7 "retries GET once and never POST, PUT, PATCH, DELETE"', () => {
  it('retries a GET once after a 503, then gives up', async () => {
    const { fetch, calls } = queuedFetch(json(503, {}), json(503, {}), json(200, {}));
    const http = createHttpClient({ ...base, fetch });
    await expect(http.get('/b2c-header')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('succeeds when the retried GET succeeds', async () => {
    const { fetch } = queuedFetch(json(429, {}), json(200, { value: 1 }));
    const http = createHttpClient({ ...base, fetch });
    await expect(http.get('/x')).resolves.toEqual({ value: 1 });
  });

  it('never retries a POST', async () => {
    const { fetch, calls } = queuedFetch(json(503, {}), json(201, {}));
    const http = createHttpClient({ ...base, fetch });
    await expect(http.post('/shop/orders', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

describe('SPEC §5 "Server violations map to the field by propertyPath"', () => {
  it('exposes the violations of a 422 answer', async () => {
    const violations = [
      { propertyPath: 'localeCode', code: 'invalid_value', message: 'Cette langue n’est pas proposée.' },
    ];
    const { fetch } = queuedFetch(json(422, { '@type': 'ConstraintViolationList', violations }));
    const http = createHttpClient({ ...base, fetch });
    const error = await http.post('/shop/orders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).violations).toEqual(violations);
  });

  it('reports a network failure as status 0', async () => {
    const http = createHttpClient({
      ...base,
      fetch: (async () => {
        throw new TypeError('Network request failed');
      }) as typeof fetch,
    });
    await expect(http.post('/shop/orders', {})).rejects.toMatchObject({ status: 0, message: 'Network request failed' });
  });
});

describe('SPEC §6 "a 401 on a call made with a token"', () => {
  it('renews the session once and makes the call again with the new token', async () => {
    let token = 'old';
    let renewals = 0;
    const { fetch, calls } = queuedFetch(json(401, { message: 'Expired JWT Token' }), json(200, { ok: true }));
    const http = createHttpClient({
      baseUrl: '/api/v2',
      locale: 'fr',
      fetch,
      getToken: () => token,
      onUnauthorized: async () => {
        renewals += 1;
        token = 'new';
        return true;
      },
    });
    expect(await http.patch('/shop/orders/t/complete', { termsAccepted: true })).toEqual({ ok: true });
    expect(renewals).toBe(1);
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Bearer new');
  });

  it('gives up with the 401 when the session ended, and never asks without a token', async () => {
    let asked = 0;
    const onUnauthorized = async () => {
      asked += 1;
      return false;
    };
    const { fetch } = queuedFetch(json(401, {}), json(401, {}));
    const withToken = createHttpClient({
      baseUrl: '/api/v2',
      locale: 'fr',
      fetch,
      getToken: () => 'x',
      onUnauthorized,
    });
    await expect(withToken.get('/shop/orders')).rejects.toMatchObject({ status: 401 });
    const anonymous = createHttpClient({
      baseUrl: '/api/v2',
      locale: 'fr',
      fetch,
      getToken: () => null,
      onUnauthorized,
    });
    await expect(anonymous.get('/shop/orders')).rejects.toMatchObject({ status: 401 });
    expect(asked).toBe(1);
  });

  it('sends extra headers such as Idempotency-Key', async () => {
    const { fetch, calls } = queuedFetch(json(200, {}));
    await createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch }).patch(
      '/shop/orders/t/complete',
      {},
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(new Headers(calls[0]?.init.headers).get('idempotency-key')).toBe('k1');
  });
});
