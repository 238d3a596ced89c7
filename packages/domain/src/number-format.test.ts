import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-format.js';
import { formatPrice } from './price.js';

/** Deterministic values: a small linear congruential generator, so a failure can be replayed. */
function* sample(count: number, scale: number, seed = 7): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield ((state / 2 ** 31) * 2 - 1) * scale;
  }
}

describe('formatDecimal — fr-FR numbers written without Intl (ADR 0008)', () => {
  it('writes what Intl.NumberFormat("fr-FR") writes, for integers, decimals, negatives and halves', () => {
    const values = [
      0,
      1,
      9,
      10,
      999,
      1000,
      1234,
      9999,
      10000,
      123456,
      1234567,
      1e9,
      -1,
      -1234.5,
      0.5,
      0.05,
      0.125,
      2.675,
      4.15,
      4.25,
      4.35,
      1.0005,
      999.9995,
      3850,
      3850.25,
      -0.0004,
      0.0004,
      1e21,
      1.5e22,
      5e-7,
      9.9995e-1,
      1.23456e12,
      ...sample(2000, 1e6),
      ...sample(2000, 10, 11),
    ];
    for (const maximumFractionDigits of [0, 1, 2, 3]) {
      for (const minimumFractionDigits of [0, Math.min(2, maximumFractionDigits)]) {
        const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits, maximumFractionDigits });
        for (const value of values)
          expect(formatDecimal(value, { minimumFractionDigits, maximumFractionDigits }), `${value}`).toBe(
            intl.format(value),
          );
      }
    }
  });

  it('defaults to at most three decimals, as Intl', () => {
    expect(formatDecimal(1.23456)).toBe('1,235');
    expect(formatDecimal(3850)).toBe('3\u202f850');
  });

  it('rounds the rating to one decimal, halves away from zero (SPEC §9 rating out of 5)', () => {
    expect(formatDecimal(4.25, { maximumFractionDigits: 1 })).toBe('4,3');
    expect(formatDecimal(4, { maximumFractionDigits: 1 })).toBe('4');
  });
});

describe('formatPrice — SPEC §3 prices as Intl writes euros', () => {
  it('matches Intl.NumberFormat("fr-FR", EUR) on cents, separators made no-break spaces', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const cents = [1, 5, 99, 100, 1290, 99999, 100000, 123456, 987654321, -1, -1290, -123456];
    for (const value of sample(3000, 1e8)) cents.push(Math.round(value));
    for (const value of cents) {
      const expected = intl.format(value / 100).replace(/\u202f|\u00a0/g, '\u00a0');
      if (value !== 0) expect(formatPrice(value), `${value}`).toBe(expected);
    }
  });
});
