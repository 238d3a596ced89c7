import { describe, expect, it, vi } from 'vitest';
import { createSearchClient, SearchError } from './search.js';

const result = {
  hits: [{ sku: 'A' }],
  nbHits: 1,
  page: 1,
  nbPages: 1,
  hitsPerPage: 24,
  facets: {},
  query: 'poulet',
  processingTimeMs: 1,
};
const client = (fetchImpl: typeof fetch, timeoutMs = 5000) =>
  createSearchClient({
    baseUrl: '/search',
    applicationId: 'GAMELLE',
    apiKey: 'cle-publique',
    fetch: fetchImpl,
    timeoutMs,
  });

describe('SPEC §7 search-service client with an application id and a public key', () => {
  it('sends the keys as headers and the query, facets and sort as parameters', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(result)));
    const found = await client(fetchImpl as typeof fetch).searchProducts({
      q: 'poulet',
      animal: 'dog',
      sort: 'newest',
      page: 2,
      locale: 'nl',
    });
    expect(found.hits).toEqual([{ sku: 'A' }]);
    const [url, init] = (fetchImpl.mock.calls as unknown as [string, RequestInit][])[0] ?? [];
    // ADR 0019: the page's language, for hits named in it.
    expect(url).toBe('/search/products?q=poulet&animal=dog&sort=newest&page=2&locale=nl');
    expect(init?.headers).toMatchObject({ 'x-search-application-id': 'GAMELLE', 'x-search-api-key': 'cle-publique' });
  });

  it('SPEC §8: a network failure is status 0 "Network request failed"', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(client(failing).searchProducts({ q: 'x' })).rejects.toEqual(
      new SearchError('Network request failed', 0),
    );
  });

  it('SPEC §8: no answer within the time-out is status 0 "Connection timeout"', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const error = await client(hanging, 20)
      .searchProducts({ q: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Connection timeout' });
  });

  it('SPEC §8: a body that never finishes is status 0 "Socket timeout"', async () => {
    const slowBody = (async (_url: string, init: RequestInit) =>
      ({
        ok: true,
        status: 200,
        json: () =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      }) as unknown as Response) as typeof fetch;
    const error = await client(slowBody, 20)
      .searchProducts({ q: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Socket timeout' });
  });

  it('gives the service’s own words for a refused query', async () => {
    const refused = (async () =>
      new Response(JSON.stringify({ 'hydra:description': 'Requête trop longue' }), { status: 400 })) as typeof fetch;
    await expect(client(refused).searchProducts({ q: 'x' })).rejects.toEqual(
      new SearchError('Requête trop longue', 400),
    );
  });

  it('lets the caller cancel a search that is no longer wanted', async () => {
    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const pending = client(hanging).searchProducts({ q: 'x' }, controller.signal);
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(SearchError);
  });
});
