import { describe, expect, it, vi } from 'vitest';
import { createProductStore, ProductNotFoundError } from './product-store.js';

interface P {
  sku: string;
  level: number;
  locale: string;
}

function setup(known = ['A', 'B', 'C']) {
  const calls: { skus: string[]; level: number; locale: string }[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const store = createProductStore<P>({
    skuOf: (p) => p.sku,
    fetchProducts: vi.fn(async (skus: readonly string[], level: 1 | 2, locale: string) => {
      calls.push({ skus: [...skus], level, locale });
      await gate;
      return skus.filter((s) => known.includes(s)).map((sku) => ({ sku, level, locale }));
    }),
  });
  return {
    store,
    calls,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe('SPEC §4/§9 product data load levels (0 empty, 1 summary, 2 full)', () => {
  it('skips the fetch when the cached level is sufficient', async () => {
    const { store, calls } = setup();
    expect((await store.load('A', 2, 'fr'))?.level).toBe(2);
    expect((await store.load('A', 1, 'fr'))?.level).toBe(2);
    expect((await store.load('A', 2, 'fr'))?.level).toBe(2);
    expect(calls).toHaveLength(1);
  });
  it('fetches again when a higher level is asked than the cache holds', async () => {
    const { store, calls } = setup();
    await store.load('A', 1, 'fr');
    expect((await store.load('A', 2, 'fr'))?.level).toBe(2);
    expect(calls.map((c) => c.level)).toEqual([1, 2]);
    expect(store.peek('A', 'fr')?.level).toBe(2);
  });
  it('level 0 never fetches', async () => {
    const { store, calls } = setup();
    expect(await store.load('A', 0, 'fr')).toBeNull();
    expect(calls).toHaveLength(0);
  });
  it('shares one request between concurrent loads', async () => {
    const { store, calls, hold, release } = setup();
    hold();
    const first = store.load('A', 1, 'fr');
    const second = store.load('A', 1, 'fr');
    const many = store.loadMany(['A', 'B'], 1, 'fr');
    release();
    expect((await first)?.sku).toBe('A');
    expect((await second)?.sku).toBe('A');
    expect((await many).map((p) => p.sku)).toEqual(['A', 'B']);
    expect(calls).toEqual([
      { skus: ['A'], level: 1, locale: 'fr' },
      { skus: ['B'], level: 1, locale: 'fr' },
    ]);
  });
  it('a pending full load also serves a summary request', async () => {
    const { store, calls, hold, release } = setup();
    hold();
    const full = store.load('A', 2, 'fr');
    const summary = store.load('A', 1, 'fr');
    release();
    expect((await summary)?.level).toBe(2);
    await full;
    expect(calls).toHaveLength(1);
  });
  it('keeps the cache per locale and clears it on locale switch', async () => {
    const { store, calls } = setup();
    await store.load('A', 1, 'fr');
    expect((await store.load('A', 1, 'nl'))?.locale).toBe('nl');
    expect(calls).toHaveLength(2);
    store.clear();
    expect(store.peek('A', 'fr')).toBeUndefined();
    await store.load('A', 1, 'fr');
    expect(calls).toHaveLength(3);
  });
  it('batch load answers in the order asked, and fails with "Product not found" (SPEC §8)', async () => {
    const { store } = setup();
    expect((await store.loadMany(['C', 'A', 'C'], 1, 'fr')).map((p) => p.sku)).toEqual(['C', 'A', 'C']);
    await expect(store.loadMany(['A', 'Z'], 1, 'fr')).rejects.toThrow(new ProductNotFoundError(['Z']));
    expect(await store.load('Z', 1, 'fr')).toBeNull();
  });
  it('a failing request is not cached: the next load tries again', async () => {
    let fail = true;
    const store = createProductStore<P>({
      skuOf: (p) => p.sku,
      fetchProducts: async (skus, level, locale) => {
        if (fail) throw new Error('réseau');
        return skus.map((sku) => ({ sku, level, locale }));
      },
    });
    await expect(store.load('A', 1, 'fr')).rejects.toThrow('réseau');
    fail = false;
    expect((await store.load('A', 1, 'fr'))?.sku).toBe('A');
  });
});
