import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, FREE_LABEL, formatLinePrice, formatPrice, priceWithoutTax, UNKNOWN_PRICE } from './price.js';
import { reviewCountLabel } from './product-rules.js';

const NBSP = '\u00a0';

describe('SPEC §3 "Prices are integer cents divided by 100; non-integer shows dashes; zero shows the word for free"', () => {
  it('formats cents as euros in French', () => {
    expect(formatPrice(1290)).toBe(`12,90${NBSP}€`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}€`);
    expect(formatPrice(123456)).toMatch(/^1\s?234,56\u00a0€$/);
  });

  it('shows dashes for a non-integer or missing price', () => {
    for (const value of [12.5, Number.NaN, null, undefined, '1290']) expect(formatPrice(value)).toBe(UNKNOWN_PRICE);
  });

  it('shows the word for free at zero', () => {
    expect(formatPrice(0)).toBe(FREE_LABEL);
  });

  it('a line given with the order (a free sample) reads « Offert » / « Gratis », never « 0,00 € »; others their price', () => {
    expect(formatLinePrice(0)).toBe('Offert');
    expect(formatLinePrice(0, { locale: 'nl', tax: 'TTC' })).toBe('Gratis');
    expect(formatLinePrice(1290, { tax: 'TTC' })).toBe(formatPrice(1290, { tax: 'TTC' }));
    expect(formatLinePrice(1290, { locale: 'nl' })).toBe(`€${NBSP}12,90`);
  });

  it('"Price display: value, unit, HT, TTC"', () => {
    expect(formatPrice(899, { unit: 'kg', tax: 'TTC' })).toBe(`8,99${NBSP}€${NBSP}/${NBSP}kg${NBSP}TTC`);
    expect(formatPrice(1075, { tax: 'HT' })).toBe(`10,75${NBSP}€${NBSP}HT`);
  });

  it('property: any positive integer of cents reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const text = formatPrice(cents);
        const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
        return Math.round(Number(digits) * 100) === cents;
      }),
    );
  });

  it('property: any non-integer number shows dashes', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
        (n) => formatPrice(n) === UNKNOWN_PRICE,
      ),
    );
  });
});

describe('SPEC §9 "Subscription discount 10%" and HT prices', () => {
  it('applies a discount and removes VAT, rounded to the cent', () => {
    expect(applyDiscount(2990, 10)).toBe(2691);
    expect(priceWithoutTax(1200, 20)).toBe(1000);
    expect(priceWithoutTax(1055, 5.5)).toBe(1000);
  });
});

describe('SPEC §1 (fr and nl): prices as Belgian Dutch writes them', () => {
  it('puts the sign first, groups thousands with a dot, and says « incl. btw », « excl. btw », « Gratis »', () => {
    expect(formatPrice(1290, { locale: 'nl' })).toBe(`€${NBSP}12,90`);
    expect(formatPrice(123456, { tax: 'TTC', locale: 'nl' })).toBe(`€${NBSP}1.234,56${NBSP}incl. btw`);
    expect(formatPrice(2490, { tax: 'HT', unit: 'kg', locale: 'nl' })).toBe(
      `€${NBSP}24,90${NBSP}/${NBSP}kg${NBSP}excl. btw`,
    );
    expect(formatPrice(0, { locale: 'nl' })).toBe('Gratis');
    // French stays as it was.
    expect(formatPrice(1290, { tax: 'TTC' })).toBe(`12,90${NBSP}€${NBSP}TTC`);
    expect(reviewCountLabel(0, 'nl')).toBe('Nog geen beoordelingen');
    expect(reviewCountLabel(1, 'nl')).toBe('1 beoordeling');
    expect(reviewCountLabel(12, 'nl')).toBe('12 beoordelingen');
  });
});
