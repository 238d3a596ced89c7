import { describe, expect, it, vi } from 'vitest';
import { fetchListing, isDefaultState, readListingState, toggleFilter, writeListingState } from './listing';

describe('category listing: sort modes of SPEC §9 and filters, kept in the URL', () => {
  it('reads the sort and filters a URL carries, ignoring unknown values', () => {
    expect(readListingState('?tri=nouveautes&age=adulte,chiot&couleur=rouge')).toEqual({
      sort: 'newest',
      filters: { age: ['adulte', 'chiot'] },
    });
    expect(readListingState('?tri=prix')).toEqual({ sort: 'best_sellers', filters: {} });
  });
  it('writes a state back, the default state as an empty query', () => {
    expect(writeListingState({ sort: 'relevancy', filters: { marque: ['Gamelle Véto'] } })).toBe(
      '?tri=pertinence&marque=Gamelle+V%C3%A9to',
    );
    expect(isDefaultState({ sort: 'best_sellers', filters: { age: [] } })).toBe(true);
  });
  it('round-trips through the URL', () => {
    const state = { sort: 'newest' as const, filters: { type: ['croquettes'], proteine: ['bœuf', 'poulet'] } };
    expect(readListingState(writeListingState(state))).toEqual(state);
  });
  it('toggles a filter value on and off', () => {
    const on = toggleFilter({ sort: 'best_sellers', filters: {} }, 'age', 'senior');
    expect(on.filters.age).toEqual(['senior']);
    expect(toggleFilter(on, 'age', 'senior').filters.age).toEqual([]);
  });
  it('asks the content API for one page with the sort and filters, and makes cards', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: [
              { sku: 'A', slug: 'a', name: 'A', price: 990, images: [{ url: '/a.webp', hash: 'x' }], reviews: null },
            ],
            meta: { pagination: { total: 30 } },
          }),
        ),
    );
    const page = await fetchListing('/cms', 'chien', { sort: 'newest', filters: { age: ['adulte'] } }, 2, 'nl', {
      fetch: fetcher as typeof fetch,
    });
    expect(page).toEqual({
      total: 30,
      products: [
        {
          sku: 'A',
          slug: 'a',
          name: 'A',
          brand: null,
          price: 990,
          image: { url: '/a.webp' },
          reviews: null,
          unitPrice: null,
        },
      ],
    });
    const url = new URL(String((fetcher.mock.calls as unknown[][])[0]?.[0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'filters[category]': 'chien',
      'filters[age]': 'adulte',
      sort: 'newest',
      page: '2',
      pageSize: '12',
      locale: 'nl',
    });
  });
  it('fails with the status when the content API fails', async () => {
    const fetcher = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    await expect(
      fetchListing('/cms', 'chien', { sort: 'newest', filters: {} }, 1, 'fr', { fetch: fetcher }),
    ).rejects.toThrow('503');
  });
});
