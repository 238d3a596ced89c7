import { readFileSync } from 'node:fs';

/**
 * Prerendering in several processes (ADR 0006): `scripts/prerender.mjs` starts one worker per core
 * with `GAMELLE_PRERENDER_SHARD=index/count`. Product pages (the bulk of the site) are split by
 * API page, each worker fetching and rendering its own share; every other page is rendered by each
 * worker (a few dozen, so Vike sees every page) and written by the first one only.
 */
export interface PrerenderShard {
  index: number;
  count: number;
}

export function prerenderShard(value = process.env.GAMELLE_PRERENDER_SHARD): PrerenderShard {
  const match = value ? /^(\d+)\/(\d+)$/.exec(value) : null;
  if (!match) return { index: 0, count: 1 };
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index >= count) throw new Error(`GAMELLE_PRERENDER_SHARD invalide : ${value}`);
  return { index, count };
}

/** Whether a 1-based API page belongs to the shard. */
export function ownsApiPage(page: number, shard: PrerenderShard): boolean {
  return (page - 1) % shard.count === shard.index;
}

/**
 * Marks a page context with the shard that writes it. A shard that owns no product still renders
 * one (so that Vike finds a URL for the product page) and writes none: `writtenBy` -1.
 */
export const NOT_WRITTEN = -1;

/**
 * Rendering some pages again (ADR 0023): `scripts/prerender.mjs --only` gives the
 * URLs to render in a JSON file named by `GAMELLE_PRERENDER_ONLY`; every other page is left out
 * before it is rendered (`render/on-prerender-start.ts`). Null: the whole site.
 */
export function prerenderOnly(file = process.env.GAMELLE_PRERENDER_ONLY): ReadonlySet<string> | null {
  if (!file) return null;
  const urls: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string' && url.startsWith('/'))) {
    throw new Error(`GAMELLE_PRERENDER_ONLY : ${file} ne contient pas une liste d’adresses`);
  }
  return new Set(urls);
}
