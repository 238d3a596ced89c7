import { describe, expect, it } from 'vitest';
import { type ProductVariant, productSchema } from './product.js';
import {
  displayedPrice,
  isProductViewable,
  isVariantActive,
  isVariantVisible,
  reviewCountLabel,
  variantFormatSlug,
} from './product-rules.js';

const variant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  code: '10000001',
  name: '2 kg',
  in_stock: true,
  base_price: 2490,
  base_price_tf: 2075,
  base_price_subscription: 2241,
  ...overrides,
});

describe('SPEC §3 "Displayed price is the lowest integer price across visible variants"', () => {
  it('takes the lowest visible integer price', () => {
    const variants = [
      variant({ code: '10000001', base_price: 2490 }),
      variant({ code: '10000002', base_price: 5990 }),
      variant({ code: '10000003', base_price: 990, show_variant: false }),
      variant({ code: '10000004', base_price: 1490.5 }),
    ];
    expect(displayedPrice(variants)).toBe(2490);
  });

  it('"Regular variants: a visible variant has base_price; subscription variants: base_price_subscription"', () => {
    const variants = [
      variant({ code: '10000001', base_price: null, base_price_subscription: 1800 }),
      variant({ code: '10000002', base_price: 2490, base_price_subscription: null }),
    ];
    expect(displayedPrice(variants, 'regular')).toBe(2490);
    expect(displayedPrice(variants, 'subscription')).toBe(1800);
    expect(isVariantVisible(variants[0]!, 'regular')).toBe(false);
    expect(isVariantVisible(variants[0]!, 'subscription')).toBe(true);
  });

  it('is null when no variant is visible', () => {
    expect(displayedPrice([variant({ show_variant: false })])).toBeNull();
    expect(displayedPrice([])).toBeNull();
  });
});

describe('SPEC §3 "Active variants are visible and in stock"', () => {
  it('needs both', () => {
    expect(isVariantActive(variant())).toBe(true);
    expect(isVariantActive(variant({ in_stock: false }))).toBe(false);
    expect(isVariantActive(variant({ show_variant: false }))).toBe(false);
  });
});

describe('SPEC §3 "viewable flag (viewable unless false)"', () => {
  it('is viewable unless explicitly false', () => {
    expect(isProductViewable({})).toBe(true);
    expect(isProductViewable({ viewable: true })).toBe(true);
    expect(isProductViewable({ viewable: false })).toBe(false);
  });
});

describe('SPEC §9 "review wording none, one, many"', () => {
  it('words each case', () => {
    expect(reviewCountLabel(0)).toBe('Aucun avis');
    expect(reviewCountLabel(1)).toBe('1 avis');
    expect(reviewCountLabel(42)).toBe('42 avis');
  });
});

describe('SPEC §2 "/produits/{product}/{format?}/": the format segment of a variant', () => {
  it('is the weight and unit, decimals with a dash', () => {
    expect(variantFormatSlug({ name: 'Sac de 12 kg', weight: 12, unit: 'kg' })).toBe('12-kg');
    expect(variantFormatSlug({ name: 'Sac de 1,5 kg', weight: 1.5, unit: 'kg' })).toBe('1-5-kg');
  });
  it('falls back to the name as a slug', () => {
    expect(variantFormatSlug({ name: 'Lot de 12 × 400 g — Pâtée' })).toBe('lot-de-12-400-g-patee');
  });
});

describe('SPEC §1 (fr and nl): a product may carry its texts in Dutch', () => {
  const base = {
    sku: 'CHIEN-CROQUETTES-00001',
    slug: 'croquettes-chien-adulte-au-poulet',
    name: 'Croquettes chien adulte au poulet',
    animal: 'dog',
    foodType: 'dry',
    ProductVariants: [{ code: '10000001', name: 'Sac de 2 kg', in_stock: true }],
  };

  it('keeps a translation of the names and texts, by variant code and French label', () => {
    const product = productSchema.parse({
      ...base,
      translations: {
        nl: {
          name: 'Droogvoer voor volwassen honden met kip',
          composition: 'Verse kip (30 %), mineralen.',
          analyticalConstituents: { 'Protéines brutes': 'Ruw eiwit' },
          variants: { '10000001': 'Zak van 2 kg' },
          filters: { age: { adulte: 'volwassen' } },
          images: ['Droogvoer voor volwassen honden met kip'],
        },
      },
    });
    expect(product.translations?.nl?.name).toBe('Droogvoer voor volwassen honden met kip');
    expect(product.translations?.nl?.variants).toEqual({ '10000001': 'Zak van 2 kg' });
  });

  it('is optional, each text too (French is then shown), and refuses what is not a text or a variant code', () => {
    expect(productSchema.parse(base).translations).toBeUndefined();
    expect(productSchema.parse({ ...base, translations: { nl: {} } }).translations).toEqual({ nl: {} });
    expect(productSchema.safeParse({ ...base, translations: { nl: { name: '' } } }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, translations: { nl: { variants: { '2kg': 'Zak' } } } }).success).toBe(
      false,
    );
    expect(productSchema.safeParse({ ...base, translations: { nl: { description: 42 } } }).success).toBe(false);
  });
});
