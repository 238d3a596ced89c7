import { describe, expect, it } from 'vitest';
import {
  BI_NUTRITION_MESSAGES,
  type BiNutritionInput,
  biNutritionKibbleReasons,
  biNutritionPetReasons,
  catBiNutrition,
} from './bi-nutrition.js';

const input = (
  overrides: { pet?: Partial<BiNutritionInput['pet']>; kibble?: Partial<BiNutritionInput['kibble']> } & Partial<
    Omit<BiNutritionInput, 'pet' | 'kibble'>
  > = {},
): BiNutritionInput => ({
  frequency: 'daily',
  recipes: [
    { sku: 'PATEE-SAUMON', energyKcalPerKg: 900, available: true },
    { sku: 'PATEE-POULET', energyKcalPerKg: 1100, available: true },
    { sku: 'PATEE-BOEUF', energyKcalPerKg: 1000, available: false },
  ],
  ...overrides,
  pet: { type: 'cat', ageInMonths: 36, weight: 4, condition: 3, hasPathology: false, ...overrides.pet },
  kibble: { animal: 'cat', lifeStage: 'adult', energyKcalPerKg: 4000, ...overrides.kibble },
});

describe('SPEC §3 "Bi-nutrition request: pet data, selected wet recipes (maximum configurable) and frequency (3 times a week or every day)"', () => {
  it('splits an adult cat’s day between kibble and wet food every day', () => {
    // 100 × 4^0.67 = 253 kcal; wet covers 25% = 63.3 kcal at 1.0 kcal/g.
    const result = catBiNutrition(input());
    expect(result).toEqual({
      ok: true,
      kcalPerDay: 253,
      recipes: ['PATEE-SAUMON', 'PATEE-POULET'],
      wetDaysPerWeek: 7,
      wetGramsPerWetDay: 63,
      kibbleGramsOnWetDay: 47,
      kibbleGramsOnOtherDay: 63,
    });
  });

  it('serves wet food three times a week', () => {
    expect(catBiNutrition(input({ frequency: 'three_per_week' }))).toMatchObject({ ok: true, wetDaysPerWeek: 3 });
  });

  it('keeps at most the configured number of recipes', () => {
    expect(catBiNutrition(input({ maxRecipes: 1 }))).toMatchObject({ ok: true, recipes: ['PATEE-SAUMON'] });
  });

  it('feeds a kitten more than an adult of the same weight', () => {
    const kitten = catBiNutrition(input({ pet: { ageInMonths: 3, weight: 2 }, kibble: { lifeStage: 'kitten' } }));
    const adult = catBiNutrition(input({ pet: { ageInMonths: 24, weight: 2 } }));
    expect(kitten.ok && adult.ok && kitten.kcalPerDay / adult.kcalPerDay).toBeCloseTo(2, 1);
    const older = catBiNutrition(input({ pet: { ageInMonths: 6, weight: 2 }, kibble: { lifeStage: 'all' } }));
    const nearlyAdult = catBiNutrition(input({ pet: { ageInMonths: 10, weight: 2 }, kibble: { lifeStage: 'all' } }));
    expect(older.ok && nearlyAdult.ok && older.kcalPerDay > nearlyAdult.kcalPerDay).toBe(true);
  });
});

describe('SPEC §8 "Bi-nutrition incompatibilities" are typed reasons, never thrown errors', () => {
  it.each([
    ['dog kibble chosen', input({ kibble: { animal: 'dog' } }), 'dog_kibble'],
    ['dog pet', input({ pet: { type: 'dog' } }), 'dog_pet'],
    ['overweight', input({ pet: { condition: 4 } }), 'overweight'],
    ['pathology (consult a vet)', input({ pet: { hasPathology: true } }), 'pathology'],
    ['kitten with adult kibble', input({ pet: { ageInMonths: 5, weight: 2 } }), 'kitten_adult_kibble'],
    ['adult with kitten kibble', input({ kibble: { lifeStage: 'kitten' } }), 'adult_kitten_kibble'],
    ['pet not eligible (weight outside 1–13 kg)', input({ pet: { weight: 15 } }), 'not_eligible'],
    [
      'pet not eligible (too young)',
      input({ pet: { ageInMonths: 1 }, kibble: { lifeStage: 'kitten' } }),
      'not_eligible',
    ],
    ['no recipes available', input({ recipes: [{ sku: 'X', energyKcalPerKg: 900, available: false }] }), 'no_recipes'],
  ] as const)('%s', (_, value, reason) => {
    const result = catBiNutrition(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reasons).toContain(reason);
    expect(BI_NUTRITION_MESSAGES[reason]).toMatch(/\S/);
  });

  it('lists every reason at once; a dog’s only that it is a dog', () => {
    const cat = catBiNutrition(
      input({
        pet: { condition: 5, hasPathology: true, ageInMonths: 36 },
        kibble: { animal: 'dog', lifeStage: 'kitten' },
      }),
    );
    expect(!cat.ok && [...cat.reasons].sort()).toEqual([
      'adult_kitten_kibble',
      'dog_kibble',
      'overweight',
      'pathology',
    ]);
    const dog = catBiNutrition(
      input({ pet: { type: 'dog', condition: 5, hasPathology: true }, kibble: { animal: 'dog' } }),
    );
    expect(!dog.ok && [...dog.reasons].sort()).toEqual(['dog_kibble', 'dog_pet']);
  });

  it('refuses nonsense numbers without throwing', () => {
    const result = catBiNutrition(input({ pet: { weight: Number.NaN }, kibble: { energyKcalPerKg: -1 } }));
    expect(result).toEqual({ ok: false, reasons: ['not_eligible'] });
  });

  it('"Guide … technical error": the generic message is the spec’s', () => {
    expect(BI_NUTRITION_MESSAGES.technical).toMatch(/^Nous ne sommes pas en mesure de vous donner une recommandation/);
    expect(BI_NUTRITION_MESSAGES.pathology).toMatch(/vétérinaire/);
  });
});

describe('SPEC §8 bi-nutrition incompatibilities, by step: the pet at its profile, the kibble at its selection', () => {
  const cat = { type: 'cat' as const, ageInMonths: 36, weight: 4, condition: 3, hasPathology: false };
  it('the profile step: an overweight cat, a sick one, a dog, a cat out of 1–13 kg or under 2 months', () => {
    expect(biNutritionPetReasons(cat)).toEqual([]);
    expect(biNutritionPetReasons({ ...cat, condition: 4 })).toEqual(['overweight']);
    expect(biNutritionPetReasons({ ...cat, hasPathology: true })).toEqual(['pathology']);
    expect(biNutritionPetReasons({ ...cat, type: 'dog' })).toEqual(['dog_pet']);
    expect(biNutritionPetReasons({ ...cat, weight: 13.5 })).toEqual(['not_eligible']);
    expect(biNutritionPetReasons({ ...cat, ageInMonths: 1 })).toEqual(['not_eligible']);
  });
  it('the selection step: a dog’s kibble, an adult’s for a kitten, a kitten’s for an adult', () => {
    expect(biNutritionKibbleReasons(cat, { animal: 'cat', lifeStage: 'adult' })).toEqual([]);
    expect(biNutritionKibbleReasons(cat, { animal: 'dog', lifeStage: 'adult' })).toEqual(['dog_kibble']);
    expect(biNutritionKibbleReasons({ ageInMonths: 6 }, { animal: 'cat', lifeStage: 'adult' })).toEqual([
      'kitten_adult_kibble',
    ]);
    expect(biNutritionKibbleReasons(cat, { animal: 'cat', lifeStage: 'kitten' })).toEqual(['adult_kitten_kibble']);
    expect(biNutritionKibbleReasons({ ageInMonths: 6 }, { animal: 'cat', lifeStage: 'all' })).toEqual([]);
  });
});
