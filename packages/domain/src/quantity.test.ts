import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.js';
import { quantityInName, referenceQuantity, unitPrice, weightInKg } from './quantity.js';

describe('SPEC §3 product unit (kg, g, l): a variant weighs its weight counted in its unit', () => {
  it('brings grams to kilograms and keeps litres', () => {
    expect(referenceQuantity({ weight: 400, unit: 'g' })).toEqual({ amount: 0.4, unit: 'kg' });
    expect(referenceQuantity({ weight: 12, unit: 'kg' })).toEqual({ amount: 12, unit: 'kg' });
    expect(referenceQuantity({ weight: 1.5, unit: 'l' })).toEqual({ amount: 1.5, unit: 'l' });
    expect(weightInKg({ weight: 100, unit: 'g' })).toBe(0.1);
    expect(weightInKg({ weight: 1.5, unit: 'l' })).toBeNull();
  });

  it('has no quantity without a positive weight and a unit', () => {
    for (const quantity of [
      {},
      { weight: 0, unit: 'kg' as const },
      { weight: -1, unit: 'g' as const },
      { weight: 2 },
    ]) {
      expect(referenceQuantity(quantity)).toBeNull();
    }
  });

  it('reads the quantity a format name states, a pack counted whole, in French and Dutch', () => {
    expect(quantityInName('Sac de 12 kg')).toEqual({ amount: 12, unit: 'kg' });
    expect(quantityInName('Zak van 400 g')).toEqual({ amount: 0.4, unit: 'kg' });
    expect(quantityInName('Lot de 6 × 400 g')).toEqual({ amount: 2.4, unit: 'kg' });
    expect(quantityInName('Pakket van 24 × 85 g')?.amount).toBeCloseTo(2.04);
    expect(quantityInName('Bidon de 1,5 l')).toEqual({ amount: 1.5, unit: 'l' });
    expect(quantityInName('Format unique')).toBeNull();
  });
});

describe('the price per kilogram or litre beside every price (directive 98/6/EC)', () => {
  it('divides the price by the quantity in its reference unit, to the cent', () => {
    expect(unitPrice(2690, { weight: 12, unit: 'kg' })).toEqual({ cents: 224, unit: 'kg' });
    expect(unitPrice(350, { weight: 100, unit: 'g' })).toEqual({ cents: 3500, unit: 'kg' });
    expect(unitPrice(100, { weight: 3, unit: 'kg' })).toEqual({ cents: 33, unit: 'kg' });
    expect(unitPrice(990, { weight: 1.5, unit: 'l' })).toEqual({ cents: 660, unit: 'l' });
  });

  it('is shown as « 11,10 € / kg » in French and « € 11,10 / kg » in Dutch', () => {
    const perKg = unitPrice(4440, { weight: 4, unit: 'kg' });
    expect(perKg).toEqual({ cents: 1110, unit: 'kg' });
    expect(formatPrice(perKg?.cents, { unit: perKg?.unit })).toBe('11,10\u00a0€\u00a0/\u00a0kg');
    expect(formatPrice(perKg?.cents, { unit: perKg?.unit, locale: 'nl' })).toBe('€\u00a011,10\u00a0/\u00a0kg');
  });

  it('has none for a free sample, an unknown price or an unknown quantity', () => {
    expect(unitPrice(0, { weight: 50, unit: 'g' })).toBeNull();
    expect(unitPrice(null, { weight: 2, unit: 'kg' })).toBeNull();
    expect(unitPrice(12.5, { weight: 2, unit: 'kg' })).toBeNull();
    expect(unitPrice(1290, {})).toBeNull();
  });
});
