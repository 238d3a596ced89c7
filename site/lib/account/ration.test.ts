import { describe, expect, it } from 'vitest';
import { computeRation, cupsLabel, type RationForm } from './ration';

const form = (overrides: Partial<RationForm> = {}): RationForm => ({
  weight: '20',
  ageInMonths: '36',
  adultWeight: '',
  activity: 'moderate',
  sterilized: false,
  bagKg: 12,
  ...overrides,
});

describe('dog ration calculator (SPEC §5 "valid weight and age in months", §9, ADR 0003)', () => {
  it('an adult of 20 kg, moderately active: FEDIAF 110 × BW^0.75 kcal over the food’s energy, to the gram', () => {
    const energy = 3700;
    const answer = computeRation(form(), energy, 'fr');
    const expected = Math.round((110 * 20 ** 0.75) / (energy / 1000));
    expect(answer).toMatchObject({ ok: true, gramsPerDay: expected });
    if (!answer.ok) return;
    expect(answer.cups).toBe(Math.round((expected / 100) * 4) / 4);
    // A 12 kg bag: whole days, and the longest delivery gap that does not outlast it.
    expect(answer.bagDays).toBe(Math.floor(12000 / expected));
    expect(answer.frequency).toEqual({ description: 'Livraison toutes les 6 semaines', fits: true });
  });

  it('a sterilised dog gets 90 %; a puppy’s ration uses its estimated adult weight (SPEC §9)', () => {
    const adult = computeRation(form(), 3700, 'fr');
    const sterilised = computeRation(form({ sterilized: true }), 3700, 'fr');
    expect(adult.ok && sterilised.ok && sterilised.gramsPerDay).toBe(Math.round((110 * 20 ** 0.75 * 0.9) / 3.7));
    const puppy = computeRation(form({ weight: '10', ageInMonths: '5', adultWeight: '30' }), 3700, 'fr');
    const p = 10 / 30;
    expect(puppy).toMatchObject({
      ok: true,
      gramsPerDay: Math.round((130 * 10 ** 0.75 * 3.2 * (Math.exp(-0.87 * p) - 0.1)) / 3.7),
    });
  });

  it('says in French what is wrong with each field; a puppy needs an adult weight at least its own', () => {
    expect(computeRation(form({ weight: '0', ageInMonths: '2,5' }), 3700, 'fr')).toEqual({
      ok: false,
      errors: {
        weight: 'Indiquez son poids en kilos, plus de 0 et moins de 100 (par exemple 12,5).',
        ageInMonths: 'Indiquez son âge en mois, un nombre entier de 0 à 360 (par exemple 30).',
      },
    });
    expect(computeRation(form({ weight: '12,5', ageInMonths: '6', adultWeight: '8' }), 3700, 'fr')).toEqual({
      ok: false,
      errors: { adultWeight: 'Indiquez le poids qu’il aura adulte, au moins son poids actuel.' },
    });
  });

  it('a bag that lasts less than the shortest gap (21 days) proposes 21 days and says it does not fit', () => {
    const answer = computeRation(form({ weight: '60', bagKg: 2 }), 3700, 'fr');
    expect(answer).toMatchObject({ ok: true, frequency: { fits: false } });
    expect(cupsLabel(2.75)).toBe('2,75');
  });
});
