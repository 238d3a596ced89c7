import type { Product } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { lineNames, localizeProduct, productSummary, renderProduct } from './render.js';

const product = (overrides: Partial<Product> = {}): Product => ({
  sku: 'CHIEN-CROQUETTES-00001',
  slug: 'croquettes-chien-adulte-au-poulet',
  kind: 'product',
  name: 'Croquettes chien adulte au poulet',
  animal: 'dog',
  foodType: 'dry',
  shortDescription: 'Croquettes chien adulte au poulet, recette Gamelle fabriquée en France.',
  description: 'Une recette au **poulet**.',
  composition: 'Poulet frais (30 %), minéraux.',
  categories: ['chien', 'chien/croquettes'],
  feedingTable: [],
  json_avis: [],
  filters: { age: ['adulte'], proteine: ['poulet'] },
  ProductVariants: [
    { code: '10000001', name: 'Sac de 2 kg', in_stock: true, base_price: 2490 },
    { code: '10000002', name: 'Sac de 6 kg', in_stock: true, base_price: 5990 },
  ],
  analyticalConstituents: [
    { label: 'Protéines brutes', value: '30 %' },
    { label: 'Humidité', value: '8 %' },
  ],
  images: [{ url: '/images/products/a.webp', alternativeText: 'Croquettes chien adulte au poulet' }],
  translations: {
    nl: {
      name: 'Droogvoer voor volwassen honden met kip',
      shortDescription: 'Droogvoer voor volwassen honden met kip, een recept van Gamelle.',
      description: 'Een recept met **kip**.',
      composition: 'Verse kip (30 %), mineralen.',
      analyticalConstituents: { 'Protéines brutes': 'Ruw eiwit', Humidité: 'Vocht' },
      variants: { '10000001': 'Zak van 2 kg', '10000002': 'Zak van 6 kg' },
      filters: { age: { adulte: 'volwassen' } },
      images: ['Droogvoer voor volwassen honden met kip'],
    },
  },
  ...overrides,
});

/** A product at render level 2 (the level's own type). */
const full = (doc: Product, locale: 'fr' | 'nl') =>
  renderProduct(doc, 2, locale) as Product & { price: number | null; renderLevel: 2 };

describe('SPEC §1 Dutch: a product is rendered in the asked language', () => {
  it('Dutch: name, descriptions, composition, constituents, variants and image texts from the translation', () => {
    const nl = full(product(), 'nl');
    expect(nl).toMatchObject({
      name: 'Droogvoer voor volwassen honden met kip',
      shortDescription: 'Droogvoer voor volwassen honden met kip, een recept van Gamelle.',
      description: 'Een recept met **kip**.',
      composition: 'Verse kip (30 %), mineralen.',
      analyticalConstituents: [
        { label: 'Ruw eiwit', value: '30 %' },
        { label: 'Vocht', value: '8 %' },
      ],
      images: [{ url: '/images/products/a.webp', alternativeText: 'Droogvoer voor volwassen honden met kip' }],
      price: 2490,
      renderLevel: 2,
    });
    expect(nl.ProductVariants.map((v) => v.name)).toEqual(['Zak van 2 kg', 'Zak van 6 kg']);
    // Keys stay French: the Dutch pages use the French slug, listings filter on French values.
    expect(nl).toMatchObject({
      slug: 'croquettes-chien-adulte-au-poulet',
      categories: ['chien', 'chien/croquettes'],
      filters: { age: ['adulte'], proteine: ['poulet'] },
    });
    expect(productSummary(product(), 'nl')).toMatchObject({
      name: 'Droogvoer voor volwassen honden met kip',
      shortDescription: 'Droogvoer voor volwassen honden met kip, een recept van Gamelle.',
    });
    expect(renderProduct(product(), 1, 'nl')).toMatchObject({
      renderLevel: 1,
      ProductVariants: [{ name: 'Zak van 2 kg' }, { name: 'Zak van 6 kg' }],
    });
  });

  it('French: the stored product as it was, without its translations (the default language)', () => {
    const { translations: _, ...french } = product();
    expect(renderProduct(product(), 2, 'fr')).toEqual({
      ...french,
      price: 2490,
      subscriptionPrice: null,
      renderLevel: 2,
    });
    expect(JSON.stringify(renderProduct(product(), 2))).toBe(JSON.stringify(renderProduct(product(), 2, 'fr')));
    expect(productSummary(product()).name).toBe('Croquettes chien adulte au poulet');
    expect(renderProduct(product(), 0, 'nl')).toEqual({
      sku: 'CHIEN-CROQUETTES-00001',
      slug: 'croquettes-chien-adulte-au-poulet',
      renderLevel: 0,
    });
  });

  it('never sends the translations, in any language or level', () => {
    for (const locale of ['fr', 'nl'] as const) {
      for (const level of [0, 1, 2] as const) {
        expect(renderProduct(product(), level, locale), `${locale} ${level}`).not.toHaveProperty('translations');
      }
    }
  });

  it('"a record without its translation is the French one": each missing Dutch text falls back to French', () => {
    const partial = product({
      translations: {
        nl: { name: 'Droogvoer voor volwassen honden met kip', variants: { '10000001': 'Zak van 2 kg' } },
      },
    });
    const nl = full(partial, 'nl');
    expect(nl.name).toBe('Droogvoer voor volwassen honden met kip');
    expect(nl.description).toBe('Une recette au **poulet**.');
    expect(nl.composition).toBe('Poulet frais (30 %), minéraux.');
    expect(nl.analyticalConstituents[0]?.label).toBe('Protéines brutes');
    expect(nl.ProductVariants.map((v) => v.name)).toEqual(['Zak van 2 kg', 'Sac de 6 kg']);
    expect(nl.images[0]?.alternativeText).toBe('Croquettes chien adulte au poulet');
    const untranslated = product({ translations: undefined });
    expect(localizeProduct(untranslated, 'nl')).toEqual(untranslated);
  });

  it('an order line keeps the names in the cart language, French without a translation', () => {
    expect(lineNames(product(), '10000002', 'nl')).toEqual({
      productName: 'Droogvoer voor volwassen honden met kip',
      variantName: 'Zak van 6 kg',
    });
    expect(lineNames(product(), '10000002', 'fr')).toEqual({
      productName: 'Croquettes chien adulte au poulet',
      variantName: 'Sac de 6 kg',
    });
    expect(lineNames(product({ translations: undefined }), '10000001', 'nl')).toEqual({
      productName: 'Croquettes chien adulte au poulet',
      variantName: 'Sac de 2 kg',
    });
  });
});
