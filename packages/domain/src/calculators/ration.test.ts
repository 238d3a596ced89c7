import { describe, expect, it } from 'vitest';
import { FREQUENCY_OPTIONS } from '../frequencies.js';
import { deliveryFrequencyFor, dogEnergyRequirement, dogRation, GRAMS_PER_CUP } from './ration.js';

const food = { energyKcalPerKg: 3800 };

describe('SPEC §9 "Dog ration: adult over 12 months … result in grams per day, cups, and bag lifetime in days for a bag size in kg"', () => {
  it('computes an adult’s ration from FEDIAF’s maintenance formula', () => {
    // 110 × 20^0.75 = 1040.2 kcal; 1040.2 / 3.8 = 273.7 g.
    const result = dogRation({
      weight: 20,
      ageInMonths: 36,
      activity: 'moderate',
      sterilized: false,
      bagKg: 12,
      ...food,
    });
    expect(result).toEqual({
      ok: true,
      kcalPerDay: 1040,
      gramsPerDay: 274,
      cups: 2.75,
      bagLifetimeDays: 43,
      lifeStage: 'adult',
    });
    expect(GRAMS_PER_CUP).toBe(100);
  });

  it('feeds a sterilised or calmer dog less and a sporty dog more', () => {
    const base = { weight: 20, ageInMonths: 36, ...food };
    const grams = (extra: object) => {
      const r = dogRation({ ...base, ...extra });
      return r.ok ? r.gramsPerDay : Number.NaN;
    };
    const sterilised = dogEnergyRequirement({ weight: 20, ageInMonths: 36, activity: 'moderate', sterilized: true });
    const intact = dogEnergyRequirement({ weight: 20, ageInMonths: 36, activity: 'moderate', sterilized: false });
    expect(sterilised / intact).toBeCloseTo(0.9, 10);
    expect(grams({ activity: 'moderate', sterilized: true })).toBeLessThan(grams({ activity: 'moderate' }));
    expect(grams({ activity: 'low' })).toBeLessThan(grams({ activity: 'moderate' }));
    expect(grams({ activity: 'high' })).toBeGreaterThan(grams({ activity: 'moderate' }));
  });

  it('"puppy uses estimated adult weight" (FEDIAF growth formula)', () => {
    const puppy = dogRation({ weight: 10, adultWeight: 30, ageInMonths: 4, ...food });
    expect(puppy).toMatchObject({ ok: true, lifeStage: 'puppy' });
    // 130 × 10^0.75 × 3.2 × (e^(−0.87 × 1/3) − 0.1) = 130 × 5.623 × 3.2 × 0.648 ≈ 1517 kcal.
    expect(puppy.ok && puppy.kcalPerDay).toBe(1517);
    const nearlyAdult = dogEnergyRequirement({
      weight: 29,
      adultWeight: 30,
      ageInMonths: 11,
      activity: 'moderate',
      sterilized: false,
    });
    expect(nearlyAdult).toBeLessThan(
      dogEnergyRequirement({ weight: 29, adultWeight: 30, ageInMonths: 4, activity: 'moderate', sterilized: false }) *
        1.5,
    );
    expect(dogRation({ weight: 12, ageInMonths: 12, ...food })).toMatchObject({ ok: true, lifeStage: 'puppy' });
    expect(dogRation({ weight: 12, ageInMonths: 13, ...food })).toMatchObject({ ok: true, lifeStage: 'adult' });
  });

  it('gives no bag lifetime without a bag size', () => {
    expect(dogRation({ weight: 8, ageInMonths: 48, ...food })).toMatchObject({ ok: true, bagLifetimeDays: null });
  });

  it('SPEC §5 "Ration calculator: valid weight and age in months": returns the faults, never throws', () => {
    expect(dogRation({ weight: 'lourd', ageInMonths: -2, ...food })).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'weight' }),
        expect.objectContaining({ field: 'ageInMonths' }),
      ]),
    });
    expect(dogRation({ weight: 10, ageInMonths: 24, energyKcalPerKg: 0 })).toEqual({
      ok: false,
      errors: [{ field: 'energy', code: 'energy_required' }],
    });
    expect(dogRation({ weight: 20, adultWeight: 10, ageInMonths: 5, ...food })).toEqual({
      ok: false,
      errors: [{ field: 'adultWeight', code: 'too_small' }],
    });
  });
});

describe('Delivery-frequency calculator: "the longest frequency option that does not outlast the bag"', () => {
  it('picks the longest option within the bag’s lifetime', () => {
    expect(deliveryFrequencyFor(43)).toEqual({ option: FREQUENCY_OPTIONS[2], fits: true });
    expect(deliveryFrequencyFor(62).option.days).toBe(62);
    expect(deliveryFrequencyFor(400).option.days).toBe(155);
  });

  it('proposes the shortest when even it outlasts the bag', () => {
    expect(deliveryFrequencyFor(15)).toEqual({ option: FREQUENCY_OPTIONS[0], fits: false });
  });
});
