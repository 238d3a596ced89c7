// @vitest-environment node
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The serializer Vike's server runtime uses for every page context it sends (the HTML's
 * `vike_pageContext` script and `index.pageContext.json`), patched with a fast path for plain
 * JSON values (ADR 0013). Resolved from Vike's own folder, as Vike resolves it.
 */
type Stringify = (value: unknown, options?: Record<string, unknown>) => string;
type Parse = (text: string) => unknown;
let stringify: Stringify;
let parse: Parse;

beforeAll(async () => {
  const vike = realpathSync(join(dirname(fileURLToPath(import.meta.url)), '../node_modules/vike'));
  // pnpm links a package's dependencies beside it: `…/node_modules/vike` and `…/node_modules/@brillout/…`.
  const serializerRoot = realpathSync(join(vike, '../@brillout/json-serializer'));
  stringify = (await import(pathToFileURL(join(serializerRoot, 'dist/stringify.js')).href)).stringify;
  parse = (await import(pathToFileURL(join(serializerRoot, 'dist/parse.js')).href)).parse;
});

const pageOptions = { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } };

describe('page data serializer — 500 prerendered pages per second, ADR 0013', () => {
  it('serializes plain page data as JSON, with `<` and `/` escaped for the HTML script', () => {
    const data = { product: { name: 'Croquettes <b>', url: '/produits/x/', price: 12.5, tags: ['a', null, true] } };
    const serialized = stringify(data, pageOptions);
    expect(serialized).toBe(JSON.stringify(data).replaceAll('<', '\\u003c').replaceAll('/', '\\/'));
    expect(parse(serialized)).toEqual(data);
  });

  it('keeps what plain JSON cannot say, however deep: undefined, dates, NaN, strings starting with "!"', () => {
    const data = {
      product: { name: 'x', reviews: [{ at: new Date('2026-11-24T10:00:00.000Z'), note: undefined }] },
      rating: Number.NaN,
      slogan: '!important',
      sizes: new Set(['2 kg']),
    };
    const serialized = stringify(data, pageOptions);
    expect(serialized).toContain('!Date:2026-11-24T10:00:00.000Z');
    expect(serialized).toContain('"!undefined"');
    expect(serialized).toContain('"!!important"');
    expect(parse(serialized)).toEqual(data);
  });

  it('still refuses functions and cyclic values', () => {
    expect(() => stringify({ a: { b: () => 1 } }, pageOptions)).toThrow(/function/);
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(() => stringify(cyclic, pageOptions)).toThrow();
  });

  it('takes the plain path for a product page’s data (at least twice as fast as the replacer path)', () => {
    const product = (i: number) => ({
      slug: `produit-${i}`,
      name: `Croquettes ${i}`,
      variants: Array.from({ length: 4 }, (_, v) => ({ sku: `${i}-${v}`, price: 10 + v, stock: v, weight: '2 kg' })),
      composition: 'Poulet (30 %), riz, orge, graisse de poulet'.repeat(4),
      constituents: Array.from({ length: 8 }, (_, c) => ({ label: `Constituant ${c}`, value: `${c} %` })),
    });
    const plain = { data: { product: product(1), crossSell: Array.from({ length: 8 }, (_, i) => product(i)) } };
    // The same data with one value only the replacer path can serialize.
    const special = { ...plain, at: new Date(0) };
    const time = (value: unknown) => {
      const started = performance.now();
      for (let i = 0; i < 300; i += 1) stringify(value, pageOptions);
      return performance.now() - started;
    };
    time(plain);
    time(special);
    const [fast, slow] = [time(plain), time(special)];
    // About 5× here with the patch, 1× without it.
    expect(fast * 2).toBeLessThan(slow);
  });
});
