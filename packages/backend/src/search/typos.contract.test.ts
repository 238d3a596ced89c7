import type { Product } from '@gamelle/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractApp, contractTargets, getJson, SEARCH_HEADERS } from '../contract.test-helpers.js';
import type { OpenedDatabase } from '../db/open.js';
import { products } from '../db/schema.js';
import { typoDistance } from './typos.js';

type Row = Record<string, unknown>;

/**
 * Contract of the search's typo tolerance: the search service corrects each word its index does
 * not know to the nearest word of its vocabulary (a swap of two letters is one typo; 1 typo from 4
 * letters, 2 from 8, none under 4), says which words it searched (`correctedQuery`) and, when
 * nothing matches, offers a `suggestion` that finds products.
 */
describe.each(contractTargets())('search typos on $name', ({ target }) => {
  let app: Hono;
  let database: OpenedDatabase;
  const search = async (query: string) => {
    const { status, body } = await getJson(app, `/search/products?${query}`, { headers: SEARCH_HEADERS });
    expect(status, query).toBe(200);
    return body as Row & { hits: Row[]; nbHits: number };
  };
  const words = (q: string, more = '') => search(`q=${encodeURIComponent(q)}&hitsPerPage=100${more}`);

  beforeAll(async () => {
    ({ app, database } = await contractApp(target));
  });
  afterAll(async () => {
    await database.close();
  });

  it('« croquetes chein » (a missing letter and two letters swapped) finds the dog dry food, and says the words searched', async () => {
    const found = await words('croquetes chein');
    expect(found.nbHits).toBeGreaterThan(0);
    expect(found.hits.every((hit) => String(hit.sku).startsWith('CHIEN-CROQUETTES-'))).toBe(true);
    expect(found.hits.every((hit) => hit.animal === 'dog' && hit.foodType === 'dry')).toBe(true);
    // The same products as the words spelled right.
    const right = await words('croquettes chien');
    expect(found.hits.map((hit) => hit.sku)).toEqual(right.hits.map((hit) => hit.sku));
    // « croquetes » already meets « croquettes » by its stem: « chein » alone was corrected.
    expect(found).toMatchObject({ query: 'croquetes chein', correctedQuery: 'croquetes chien' });
    expect(found).not.toHaveProperty('suggestion');
    expect(right).not.toHaveProperty('correctedQuery');
    // Today's search without correction found nothing: the index's own tolerance counts a swap as two.
    expect(typoDistance('chein', 'chien')).toBe(1);
  });

  it('a Dutch typo on a Dutch page: « droogveor hodnen » finds « Droogvoer voor … honden » (dry dog food)', async () => {
    const found = await words('droogveor hodnen', '&locale=nl');
    expect(found.correctedQuery).toBe('droogvoer honden');
    expect(found.nbHits).toBeGreaterThan(0);
    expect(found.hits.every((hit) => String(hit.sku).startsWith('CHIEN-CROQUETTES-'))).toBe(true);
    expect(found.hits.map((hit) => hit.name)).toContain('Droogvoer voor volwassen honden met kip');
    // Hits named in Dutch.
    expect(found.hits.every((hit) => /droogvoer/i.test(String(hit.name)))).toBe(true);
  });

  it('a transposition counts as one typo (« chein » → « chien ») while a plain Levenshtein-2 word of 5 letters is not corrected (« chain »)', async () => {
    const swapped = await words('chein');
    expect(swapped.correctedQuery).toBe('chien');
    expect(swapped.nbHits).toBe((await words('chien')).nbHits);
    expect(swapped.hits.every((hit) => hit.animal === 'dog')).toBe(true);
    // « chain »: two letters changed (i→a, e→i) from « chien », two from « chat »: 5 letters allow one.
    expect(typoDistance('chain', 'chien')).toBe(2);
    const twoTypos = await words('chain');
    expect(twoTypos.nbHits).toBe(0);
    expect(twoTypos).not.toHaveProperty('correctedQuery');
  });

  it('short words (under 4 letters) are never corrected, nor offered', async () => {
    // « cht » (« chat » less a letter), « rzi » (« riz » swapped), « kip » (Dutch, on a French page).
    for (const q of ['cht', 'rzi', 'kip']) {
      const found = await words(q);
      expect(found.nbHits, q).toBe(0);
      expect(found, q).not.toHaveProperty('correctedQuery');
      expect(found, q).not.toHaveProperty('suggestion');
    }
    // Beside a corrected word, a short one stays as typed.
    expect((await words('thn chein')).correctedQuery).toBe('thn chien');
  });

  it('an exact term is never « corrected »: a word of the index, its other forms, its beginning, a stop word', async () => {
    for (const [q, locale] of [
      ['chien', 'fr'],
      ['chiot', 'fr'],
      ['croquettes chat', 'fr'],
      ['pâtée', 'fr'],
      ['patee', 'fr'],
      // « croquetes » and « chiens » meet « croquettes » and « chien » by their stems.
      ['croquetes', 'fr'],
      ['chiens', 'fr'],
      // A word being typed is the start of one of the index.
      ['croq', 'fr'],
      ['friandises pour chat', 'fr'],
      ['honden', 'nl'],
      ['droogvoer katten', 'nl'],
      ['croquettes saumon', 'nl'],
    ] as const) {
      const found = await words(q, `&locale=${locale}`);
      expect(found.nbHits, q).toBeGreaterThan(0);
      expect(found, q).not.toHaveProperty('correctedQuery');
      expect(found, q).not.toHaveProperty('suggestion');
    }
  });

  it('« did you mean »: when nothing matches even after correction, a suggestion that finds products, with the same filters', async () => {
    // « crokettess »: three typos from « croquettes », ten letters allow two.
    const none = await words('crokettess');
    expect(none.nbHits).toBe(0);
    expect(none).not.toHaveProperty('correctedQuery');
    expect(none.suggestion).toBe('croquettes');
    expect((await words(String(none.suggestion))).nbHits).toBeGreaterThan(0);
    // The filters kept: no croquettes among wet food, so nothing to offer.
    expect((await words('crokettess', '&animal=dog')).suggestion).toBe('croquettes');
    expect(await words('crokettess', '&foodType=wet')).not.toHaveProperty('suggestion');
    // Nothing near: nothing offered.
    expect(await words('zzzzzz')).not.toHaveProperty('suggestion');
  });

  it('the vocabulary follows the catalogue: a word a product takes is a correction at once, and none once it has gone', async () => {
    const [product] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.kind, 'product'), eq(products.viewable, true)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('no product');
    const doc = product.data as Product;
    expect(await words('zéphyirn')).not.toHaveProperty('correctedQuery');
    const renamed = `${doc.name} Zéphyrin`;
    try {
      await database.db
        .update(products)
        .set({ name: renamed, data: { ...doc, name: renamed } })
        .where(eq(products.id, product.id));
      const found = await words('zéphyirn');
      expect(found.correctedQuery).toBe('zephyrin');
      expect(found.hits.map((hit) => [hit.sku, hit.name])).toEqual([[product.sku, renamed]]);
    } finally {
      await database.db.update(products).set({ name: doc.name, data: doc }).where(eq(products.id, product.id));
    }
    const gone = await words('zéphyirn');
    expect(gone.nbHits).toBe(0);
    expect(gone).not.toHaveProperty('correctedQuery');
  });
});
