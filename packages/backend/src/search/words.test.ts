import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../seed/catalogue.js';
import { ProductSearch, searchWords } from './index.js';

const NOW = new Date('2026-11-21T10:00:00Z');

/**
 * The search's rule « every word must match » (a shopper narrowing « croquettes chat » expects no
 * dog food), held whatever stands between the words: punctuation is a space, in the index's texts
 * and in a query, and a number is matched as typed.
 */
describe('search: every word must match, punctuation splitting words as a space does', () => {
  const catalogue = seedCatalogue(NOW).map(({ product: doc, bestSellerRank }) => ({ doc, bestSellerRank }));
  const built = { fr: ProductSearch.build(catalogue, 'fr'), nl: ProductSearch.build(catalogue, 'nl') };
  const search = async (q: string, locale: 'fr' | 'nl' = 'fr') =>
    (await built[locale]).query({ q, sort: 'relevancy', page: 1, hitsPerPage: 100 });
  const skus = async (q: string, locale: 'fr' | 'nl' = 'fr') => (await search(q, locale)).hits.map((hit) => hit.sku);

  it('anything but a letter or a digit is a space', () => {
    expect(searchWords('x(croquettes)')).toBe('x croquettes');
    expect(searchWords('5087=5087')).toBe('5087 5087');
    expect(searchWords("l’agneau, l'agneau")).toBe('l agneau l agneau');
    expect(searchWords('croquettes-chien!')).toBe('croquettes chien');
    expect(searchWords('Pâtée œuf 12kg')).toBe('Pâtée œuf 12kg');
    expect(searchWords('()')).toBe('');
  });

  it('« x(croquettes) » answers what « x croquettes » answers — nothing: no word of the catalogue starts with x — not the chews and cat grass', async () => {
    for (const locale of ['fr', 'nl'] as const) {
      expect((await search('x croquettes', locale)).nbHits, locale).toBe(0);
      const punctuated = await search('x(croquettes)', locale);
      expect(punctuated.nbHits, locale).toBe(0);
      expect(punctuated, locale).not.toHaveProperty('suggestion');
    }
    // What « croquettes » alone finds is dry food only, and the brackets change nothing.
    const croquettes = await search('croquettes');
    expect(croquettes.nbHits).toBeGreaterThan(0);
    expect(croquettes.hits.every((hit) => hit.foodType === 'dry')).toBe(true);
    expect(await skus('(croquettes)')).toEqual(await skus('croquettes'));
  });

  it('a number is matched as typed: « 5087=5087 » finds what « 5087 » finds (nothing), not seven treats two typos away from « 50 »', async () => {
    for (const locale of ['fr', 'nl'] as const) {
      expect((await search('5087', locale)).nbHits, locale).toBe(0);
      expect((await search('5087=5087', locale)).nbHits, locale).toBe(0);
      expect((await search('5087 5087', locale)).nbHits, locale).toBe(0);
    }
    // Beside long words that would allow two typos, a number still allows none.
    expect((await search('croquettes 64000')).nbHits).toBe(0);
  });

  it('words joined by a hyphen, a comma or an apostrophe find what the words apart find, each word matching', async () => {
    for (const locale of ['fr', 'nl'] as const) {
      const apart = await skus('croquettes chien', locale);
      expect(apart.length, locale).toBeGreaterThan(0);
      expect(
        apart.every((sku) => sku.startsWith('CHIEN-CROQUETTES-')),
        locale,
      ).toBe(true);
      expect(await skus('croquettes-chien', locale), locale).toEqual(apart);
      expect(await skus('croquettes,chien', locale), locale).toEqual(apart);
      expect(await skus('poulet,riz', locale), locale).toEqual(await skus('poulet riz', locale));
      // The typed apostrophe and the typographic one, as the catalogue writes « l’agneau ».
      const lamb = await skus('l’agneau', locale);
      expect(lamb.length, locale).toBeGreaterThan(0);
      expect(await skus("l'agneau", locale), locale).toEqual(lamb);
      expect(await search("l'agneau", locale), locale).not.toHaveProperty('correctedQuery');
    }
  });

  it('a typo in a hyphenated query is corrected as in words apart, the punctuation kept in the words searched', async () => {
    const typed = await search('croquettes-chein');
    expect(typed.correctedQuery).toBe('croquettes-chien');
    expect(typed.hits.map((hit) => hit.sku)).toEqual(await skus('croquettes chien'));
  });
});
