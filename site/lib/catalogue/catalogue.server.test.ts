// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const CATALOGUE = 1201;
const calls: { page: number; pageSize: number }[] = [];

vi.mock('../api/services.server', () => ({
  contentClient: () => ({
    async listProducts({ page = 1, pageSize = 24 }: { page?: number; pageSize?: number }) {
      calls.push({ page, pageSize });
      const start = (page - 1) * pageSize;
      const data = Array.from({ length: Math.max(0, Math.min(pageSize, CATALOGUE - start)) }, (_, i) => ({
        sku: `sku-${start + i}`,
      }));
      return {
        data,
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(CATALOGUE / pageSize), total: CATALOGUE } },
      };
    },
  }),
}));

const { allProducts, BULK_PAGE_SIZE } = await import('./catalogue.server');

describe('prerender: product pages split between workers by API page (ADR 0006)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('gives every product to exactly one of two workers, 500 a request', async () => {
    const first = await allProducts(2, { index: 0, count: 2 }, 'fr');
    const firstCalls = [...calls];
    calls.length = 0;
    const second = await allProducts(2, { index: 1, count: 2 }, 'fr');
    const skus = [...first, ...second].map((p) => p.sku);
    expect(new Set(skus).size).toBe(CATALOGUE);
    expect(skus).toHaveLength(CATALOGUE);
    // Worker 1 owns API pages 1 and 3; worker 2 owns page 2 and asks page 1 for one product (the total).
    expect(firstCalls).toEqual([
      { page: 1, pageSize: BULK_PAGE_SIZE },
      { page: 3, pageSize: BULK_PAGE_SIZE },
    ]);
    expect(calls).toEqual([
      { page: 1, pageSize: 1 },
      { page: 2, pageSize: BULK_PAGE_SIZE },
    ]);
  });

  it('reads the whole catalogue without a shard', async () => {
    expect(await allProducts(1, undefined, 'fr')).toHaveLength(CATALOGUE);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });
});
