import { describe, expect, it, vi } from 'vitest';
import { LightHttpError, requestJson } from './light.js';

const answer = (body: unknown, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('SPEC §7 the light path: one JSON request in the page’s language', () => {
  it('sends the query and the locale, asks for JSON, and reads the answer', async () => {
    const fetcher = answer({ data: [1] });
    const body = await requestJson<{ data: number[] }>('/cms/b2c-products', {
      locale: 'nl',
      query: { 'filters[sku][$in]': 'A,B', render: '1' },
      fetch: fetcher as unknown as typeof fetch,
    });
    expect(body).toEqual({ data: [1] });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    const sent = new URL(String(url), 'http://x');
    expect(sent.pathname).toBe('/cms/b2c-products');
    expect(sent.search).toBe(`?${new URLSearchParams({ 'filters[sku][$in]': 'A,B', render: '1', locale: 'nl' })}`);
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('posts JSON with its options, and adds to a query already in the URL', async () => {
    const fetcher = answer({});
    await requestJson('/track?x=1', {
      method: 'POST',
      locale: 'fr',
      body: { event: 'init' },
      credentials: 'include',
      keepalive: true,
      fetch: fetcher as unknown as typeof fetch,
    });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/track?x=1&locale=fr');
    expect(init).toMatchObject({ method: 'POST', body: '{"event":"init"}', credentials: 'include', keepalive: true });
    expect(init?.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('sends the bearer token when the shopper holds one, none otherwise', async () => {
    const fetcher = answer({});
    await requestJson('/api/v2/shop/orders/t', {
      locale: 'fr',
      bearer: 'jeton',
      fetch: fetcher as unknown as typeof fetch,
    });
    await requestJson('/api/v2/shop/orders/t', {
      locale: 'fr',
      bearer: null,
      fetch: fetcher as unknown as typeof fetch,
    });
    expect(fetcher.mock.calls[0]?.[1]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer jeton' });
    expect(fetcher.mock.calls[1]?.[1]?.headers).toEqual({ accept: 'application/json' });
  });

  it('leaves the URL alone without locale nor query', async () => {
    const fetcher = answer({});
    await requestJson('/report/x', { fetch: fetcher as unknown as typeof fetch });
    expect(fetcher.mock.calls[0]?.[0]).toBe('/report/x');
  });

  it('refuses an answer out of 2xx with its status', async () => {
    const refused = requestJson('/cms/x', { fetch: answer({}, 503) as unknown as typeof fetch });
    await expect(refused).rejects.toBeInstanceOf(LightHttpError);
    await expect(requestJson('/cms/x', { fetch: answer({}, 404) as unknown as typeof fetch })).rejects.toMatchObject({
      status: 404,
    });
  });
});
