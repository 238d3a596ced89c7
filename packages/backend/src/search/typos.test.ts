import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../seed/catalogue.js';
import { ProductSearch } from './index.js';
import { typoBudget, typoDistance, Vocabulary } from './typos.js';

const NOW = new Date('2026-11-21T10:00:00Z');

/** Each product's words, as `ProductSearch.build` adds them (a stem per word; here the word itself). */
const product = (...words: string[]) => words.map((word) => ({ word, stem: word }));

describe('search typos: typo distance and budget', () => {
  it('a transposition counts as one typo (Damerau, optimal string alignment), as Algolia and Meilisearch count it', () => {
    expect(typoDistance('chein', 'chien')).toBe(1);
    expect(typoDistance('hodnen', 'honden')).toBe(1);
    // Insertion, deletion, substitution: one each.
    expect(typoDistance('croquetes', 'croquettes')).toBe(1);
    expect(typoDistance('saumonn', 'saumon')).toBe(1);
    expect(typoDistance('chiwn', 'chien')).toBe(1);
    // Two letters changed are two typos, swapped or not elsewhere.
    expect(typoDistance('chain', 'chien')).toBe(2);
    expect(typoDistance('croqeutes', 'croquettes')).toBe(2);
    // Optimal string alignment: a swapped pair is not edited again (« ca » → « abc » is 3, not 2).
    expect(typoDistance('ca', 'abc')).toBe(3);
    expect(typoDistance('chien', 'chien')).toBe(0);
  });

  it('typos allowed by length, as Meilisearch: none under 4 letters, 1 from 4 to 7, 2 from 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((n) => typoBudget('a'.repeat(n)))).toEqual([
      0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
    ]);
  });
});

describe('search typos: the vocabulary of an index', () => {
  const vocabulary = new Vocabulary();
  vocabulary.addProduct(product('chien', 'chat', 'croquettes', 'chiot'));
  vocabulary.addProduct(product('chien', 'chat', 'chat', 'pâtée'));
  vocabulary.addProduct(product('chat', 'chaton', '12kg'));

  it('counts the products that have each word (once per product)', () => {
    expect(vocabulary.frequency('chat')).toBe(3);
    expect(vocabulary.frequency('chien')).toBe(2);
    expect(vocabulary.frequency('chiot')).toBe(1);
    expect(vocabulary.size).toBe(7);
  });

  it('knows its stems and their beginnings (the index matches prefixes), nothing else', () => {
    expect(vocabulary.knows('chien')).toBe(true);
    expect(vocabulary.knows('croq')).toBe(true);
    expect(vocabulary.knows('chein')).toBe(false);
    expect(vocabulary.knows('croquettess')).toBe(false);
  });

  it('the nearest word within the budget, the most frequent on a tie, nothing beyond', () => {
    expect(vocabulary.nearest('chein', 1)).toBe('chien');
    // « chiet » is one typo from « chien » (2 products) and « chiot » (1): the more frequent.
    expect(vocabulary.nearest('chiet', 1)).toBe('chien');
    expect(vocabulary.nearest('chain', 1)).toBeUndefined();
    // Two typos from « chien » and « chat » (3 products): the more frequent.
    expect(vocabulary.nearest('chain', 2)).toBe('chat');
    expect(vocabulary.nearest('crokettes', 1)).toBeUndefined();
    expect(vocabulary.nearest('crokettes', 2)).toBe('croquettes');
    expect(vocabulary.nearest('chat', 0)).toBeUndefined();
  });

  it('never offers nor corrects a word with a digit', () => {
    expect(vocabulary.nearest('12kh', 1)).toBeUndefined();
    expect(vocabulary.nearest('13kg', 1)).toBeUndefined();
  });
});

describe('search typos: the index corrects the words it does not know', () => {
  const catalogue = seedCatalogue(NOW).map(({ product: doc, bestSellerRank }) => ({ doc, bestSellerRank }));
  const built = { fr: ProductSearch.build(catalogue, 'fr'), nl: ProductSearch.build(catalogue, 'nl') };
  const search = async (q: string, locale: 'fr' | 'nl' = 'fr', filters: { animal?: 'dog' | 'cat' } = {}) =>
    (await built[locale]).query({ q, sort: 'relevancy', page: 1, hitsPerPage: 100, ...filters });

  it('« croquetes chein » (a missing letter, two letters swapped) finds the dog dry food, as « croquettes chien » does', async () => {
    const typed = await search('croquetes chein');
    const right = await search('croquettes chien');
    expect(typed.nbHits).toBeGreaterThan(0);
    expect(typed.hits.map((hit) => hit.sku)).toEqual(right.hits.map((hit) => hit.sku));
    expect(typed.hits.every((hit) => hit.sku.startsWith('CHIEN-CROQUETTES-'))).toBe(true);
    // « croquetes » meets « croquettes » by its stem already: only « chein » is corrected.
    expect(typed).toMatchObject({ query: 'croquetes chein', correctedQuery: 'croquetes chien' });
    expect(typed).not.toHaveProperty('suggestion');
    expect(right).not.toHaveProperty('correctedQuery');
  });

  it('the words as typed, capitals, accents and stop words kept, only the corrected ones respelled', async () => {
    expect((await search('Pâtée pour chein')).correctedQuery).toBe('Pâtée pour chien');
    expect((await search('Croquetes CHEIN')).correctedQuery).toBe('Croquetes chien');
  });

  it('turned off (for measurements), the words are searched as typed', async () => {
    const index = await built.fr;
    const plain = await index.query({
      q: 'croquetes chein',
      sort: 'relevancy',
      page: 1,
      hitsPerPage: 10,
      correctTypos: false,
    });
    expect(plain.nbHits).toBe(0);
    expect(plain).not.toHaveProperty('correctedQuery');
    expect(plain).not.toHaveProperty('suggestion');
  });

  it('the suggestion respects the filters: none when the near words find nothing there', async () => {
    expect((await search('crokettess', 'fr', { animal: 'dog' })).suggestion).toBe('croquettes');
    const wet = await built.fr.then((index) =>
      index.query({ q: 'crokettess', foodType: 'wet', sort: 'relevancy', page: 1, hitsPerPage: 10 }),
    );
    expect(wet.nbHits).toBe(0);
    expect(wet).not.toHaveProperty('suggestion');
  });

  it('a suggestion leaves out the words with no near word, and needs one word replaced', async () => {
    expect((await search('crokettess zzzzzz')).suggestion).toBe('croquettes');
    const none = await search('zzzzzz qqqqqq');
    expect(none.nbHits).toBe(0);
    expect(none).not.toHaveProperty('suggestion');
  });

  it('never fewer products than the words as typed: when the corrected words find none, the typed ones answer', async () => {
    // « chiet » is one typo from « chien » (the more frequent: its correction) and from « chiot »,
    // which the index's own tolerance meets beside « chaton » in this product only.
    const [first, ...rest] = catalogue;
    if (!first) throw new Error('no product');
    const both = { ...first, doc: { ...first.doc, name: 'Friandises chiot et chaton' } };
    const index = await ProductSearch.build([both, ...rest], 'fr');
    const ask = (q: string) => index.query({ q, sort: 'relevancy', page: 1, hitsPerPage: 10 });
    expect((await ask('chien chaton')).nbHits).toBe(0);
    const typed = await ask('chiet chaton');
    expect(typed.hits.map((hit) => hit.sku)).toEqual([first.doc.sku]);
    expect(typed).not.toHaveProperty('correctedQuery');
  });

  it('in Dutch: the Dutch words and the French names are the vocabulary', async () => {
    const dutch = await search('droogveor hodnen', 'nl');
    expect(dutch.correctedQuery).toBe('droogvoer honden');
    expect(dutch.hits.length).toBeGreaterThan(0);
    expect(dutch.hits.every((hit) => hit.sku.startsWith('CHIEN-CROQUETTES-'))).toBe(true);
    expect((await search('croquetes chein', 'nl')).correctedQuery).toBe('croquettes chien');
    // An accent of a word left as typed stays.
    expect((await search('paté hodnen', 'nl')).correctedQuery).toBe('paté honden');
  });
});
