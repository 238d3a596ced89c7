import { createHash } from 'node:crypto';
import { quantityInName, referenceQuantity } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const catalogue = seedCatalogue(NOW, 60);
const byName = (name: string) => catalogue.find((item) => item.product.name === name)?.product;

/** French words that must not show on a Dutch page (whole words, accents as written). */
const FRENCH =
  /(?<!\p{L})(chien|chiot|chat|chaton|croquettes|pâtée|friandises?|recette|fabriquée|sac|lot|sachet|frais|au|à la|aux|pour|de|et|édition)(?!\p{L})/iu;

describe('SPEC §1 Dutch: the seed catalogue has its texts in Belgian Dutch', () => {
  it('names recipes, formats and templates in Dutch', () => {
    const dog = byName('Croquettes chien adulte au poulet');
    expect(dog?.translations?.nl).toMatchObject({
      name: 'Droogvoer voor volwassen honden met kip',
      shortDescription: 'Droogvoer voor volwassen honden met kip, een recept van Gamelle, gemaakt in Frankrijk.',
      analyticalConstituents: {
        'Protéines brutes': 'Ruw eiwit',
        'Matières grasses brutes': 'Ruw vet',
        'Cendres brutes': 'Ruwe as',
        'Cellulose brute': 'Ruwe celstof',
        Humidité: 'Vocht',
      },
      filters: {
        animal: { chien: 'hond' },
        type: { croquettes: 'droogvoer' },
        age: { adulte: 'volwassen' },
        proteine: { poulet: 'kip' },
      },
      images: ['Droogvoer voor volwassen honden met kip'],
    });
    expect(dog?.translations?.nl?.description).toMatch(
      /^Een recept met \*\*kip\*\* voor volwassen honden, .*Zonder kleurstoffen of kunstmatige bewaarmiddelen\.\n\n/,
    );
    expect(dog?.translations?.nl?.composition).toMatch(
      /^Verse kip \(\d+ %\), zoete aardappel, erwten, .*rozemarijnextract\.$/,
    );
    const code = dog?.ProductVariants.find((v) => v.name === 'Sac de 2 kg')?.code ?? '';
    expect(dog?.translations?.nl?.variants?.[code]).toBe('Zak van 2 kg');
    const wet = catalogue.find((item) => item.product.foodType === 'wet')?.product;
    const pack = wet?.ProductVariants.find((v) => v.name === 'Lot de 6 × 400 g')?.code ?? '';
    expect(wet?.translations?.nl?.variants?.[pack]).toBe('Pakket van 6 × 400 g');
    expect(byName('Croquettes chaton au poulet')?.translations?.nl?.name).toBe('Droogvoer voor kittens met kip');
    expect(byName('Pâtée chat aux sardines')?.translations?.nl?.name).toBe('Paté voor katten met sardines');
    expect(byName('Os à mâcher au bœuf')?.translations?.nl?.composition).toMatch(/^Vers rundvlees \(/);
    expect(byName('Échantillon croquettes chien adulte au poulet')?.translations?.nl).toMatchObject({
      name: 'Proefzakje droogvoer voor volwassen honden met kip',
      images: ['Proefzakje droogvoer voor volwassen honden met kip'],
    });
    expect(byName('Croquettes chien adulte au poulet — édition 2')?.translations?.nl?.name).toBe(
      'Droogvoer voor volwassen honden met kip — editie 2',
    );
  });

  it('gives every product, variant, constituent and filter value its Dutch, and no French word in it', () => {
    for (const { product } of catalogue) {
      const nl = product.translations?.nl;
      const where = product.sku;
      expect(nl?.name, where).toBeTruthy();
      expect(nl?.shortDescription, where).toBeTruthy();
      expect(nl?.description, where).toBeTruthy();
      if (product.composition) expect(nl?.composition, where).toBeTruthy();
      for (const variant of product.ProductVariants) expect(nl?.variants?.[variant.code], where).toBeTruthy();
      for (const { label } of product.analyticalConstituents) {
        expect(nl?.analyticalConstituents?.[label], where).toBeTruthy();
        expect(nl?.analyticalConstituents?.[label], where).not.toBe(label);
      }
      for (const [key, values] of Object.entries(product.filters)) {
        if (key === 'marque') continue; // a brand is a name
        for (const value of values) expect(nl?.filters?.[key]?.[value], `${where} ${key}`).toBeTruthy();
      }
      expect(nl?.images, where).toHaveLength(product.images.length);
      const texts = [
        nl?.name,
        nl?.shortDescription,
        nl?.description,
        nl?.composition,
        ...Object.values(nl?.variants ?? {}),
      ];
      for (const text of texts) expect(text ?? '', where).not.toMatch(FRENCH);
      expect(nl?.name, where).not.toBe(product.name);
    }
    const names = catalogue.slice(0, 48).map((item) => item.product.translations?.nl?.name);
    expect(new Set(names).size, 'one Dutch name a recipe').toBe(48);
  });

  it('stays deterministic, and its French output is pinned (changed on purpose only: the Dutch, then weights counted in their unit)', () => {
    expect(JSON.stringify(seedCatalogue(NOW, 60))).toBe(JSON.stringify(catalogue));
    const french = catalogue.map((item) => {
      const { translations: _, ...product } = item.product;
      return { ...item, product };
    });
    const fingerprint = createHash('sha256').update(JSON.stringify(french)).digest('hex');
    expect(fingerprint).toBe('603e8b49a4490bbbb1e232e99b0fff11a713bad72ef92e11d9aecc2ab8ecca4f');
  });
});

describe('SPEC §3 product unit: every variant of the catalogue weighs what its name says', () => {
  it('holds weight and unit to the format named, in French and in Dutch, samples and packs included', () => {
    const disagree = [];
    let checked = 0;
    for (const { product } of catalogue) {
      const dutch = product.translations?.nl?.variants ?? {};
      for (const variant of product.ProductVariants) {
        const held = referenceQuantity(variant);
        for (const name of [variant.name, dutch[variant.code]].filter((n): n is string => Boolean(n))) {
          const said = quantityInName(name);
          checked += 1;
          if (!held || !said || said.unit !== held.unit || Math.abs(said.amount - held.amount) > 1e-9) {
            disagree.push(`${product.sku} ${variant.code} « ${name} »: ${variant.weight} ${variant.unit}`);
          }
        }
      }
    }
    expect(disagree).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('kept every price when « 400 g » became 400 g rather than 0.4 kg', () => {
    const prices = catalogue.flatMap(({ product }) =>
      product.ProductVariants.map((v) => [v.code, v.base_price, v.base_price_subscription, v.base_price_tf]),
    );
    expect(createHash('sha256').update(JSON.stringify(prices)).digest('hex')).toBe(
      '391878bbd905ce59789c39457e817f83e419f263ff9eddae75ae0b31b68ac893',
    );
  });
});
