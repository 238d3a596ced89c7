import { describe, expect, it } from 'vitest';
import { toCardProduct } from './card-product';

const variant = (code: string, base_price: number, weight: number, unit: 'kg' | 'g', show_variant = true) => ({
  code,
  name: `${weight} ${unit}`,
  in_stock: true,
  show_variant,
  base_price,
  weight,
  unit,
});

describe('a product card (SPEC §3 displayed price, directive 98/6/EC unit price)', () => {
  it('gives the price per kilogram of the format its price is, the lowest visible one', () => {
    const card = toCardProduct({
      sku: 'A',
      slug: 'a',
      name: 'A',
      price: 1290,
      ProductVariants: [variant('10000001', 3990, 12, 'kg'), variant('10000002', 1290, 400, 'g')],
    });
    expect(card.unitPrice).toEqual({ cents: 3225, unit: 'kg' });
  });

  it('has none for a free sample, a hidden format or no formats at all', () => {
    const sample = toCardProduct({
      sku: 'S',
      slug: 's',
      name: 'S',
      price: 0,
      ProductVariants: [variant('10000003', 0, 50, 'g')],
    });
    expect(sample.unitPrice).toBeNull();
    const hidden = toCardProduct({
      sku: 'H',
      slug: 'h',
      name: 'H',
      price: 990,
      ProductVariants: [variant('10000004', 990, 2, 'kg', false)],
    });
    expect(hidden.unitPrice).toBeNull();
    expect(toCardProduct({ sku: 'N', slug: 'n', name: 'N', price: 990 }).unitPrice).toBeNull();
  });
});
