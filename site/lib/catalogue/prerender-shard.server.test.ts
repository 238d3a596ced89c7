import { describe, expect, it } from 'vitest';
import { ownsApiPage, prerenderShard } from './prerender-shard.server';

describe('prerender shards — 500 prerendered pages per second on 2 cores (ADR 0006)', () => {
  it('reads index/count, and is one shard of one without it', () => {
    expect(prerenderShard(undefined)).toEqual({ index: 0, count: 1 });
    expect(prerenderShard('1/2')).toEqual({ index: 1, count: 2 });
    expect(() => prerenderShard('2/2')).toThrow('GAMELLE_PRERENDER_SHARD invalide');
    expect(() => prerenderShard('0/0')).toThrow('GAMELLE_PRERENDER_SHARD invalide');
  });
  it('gives every API page to exactly one shard', () => {
    for (const count of [1, 2, 3, 4]) {
      for (let page = 1; page <= 101; page += 1) {
        const owners = Array.from({ length: count }, (_, index) => index).filter((index) =>
          ownsApiPage(page, { index, count }),
        );
        expect(owners).toHaveLength(1);
      }
    }
    expect(ownsApiPage(1, { index: 0, count: 2 })).toBe(true);
    expect(ownsApiPage(2, { index: 1, count: 2 })).toBe(true);
  });
});
