import type { PetInput } from '@gamelle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { guidePet, guideProfileOf, guideResultsPath, guideResultsPet, keepGuidePet, keptGuidePet } from './guide';

const NOW = new Date('2026-11-21T10:00:00Z');
const praline = {
  type: '/api/v2/shop/animal-types/1',
  gender: '/api/v2/shop/animal-genders/2',
  name: 'Praline',
  breed: 'Labrador',
  crossbreed: false,
  birthday: { in_date: false, birthday_years: 3, birthday_months: 0 },
  sterilized: true,
  condition: 4,
  activity: 3,
  weight: 20,
  feature: { hasFeature: false },
  feeds: ['croquettes'],
  kibbleBrand: 'Autre marque',
} as PetInput;

afterEach(() => sessionStorage.clear());

describe('the dry-food guide (SPEC §2 /guide-croquettes/…)', () => {
  it('reads the pet of a guide or results address: a number, the browser’s `nouveau`, or none', () => {
    expect(guideResultsPet(guideResultsPath(12))).toBe(12);
    expect(guideResultsPet(guideResultsPath('nouveau'))).toBe('nouveau');
    expect(guideResultsPet('/guide-croquettes/_/recommandations/')).toBeNull();
    expect(guidePet('/guide-croquettes/7/')).toBe(7);
    expect(guidePet('/guide-croquettes/nouveau/')).toBeNull();
  });

  it('gives the recommendation service the pet’s profile (SPEC §7): age in months, activity code, a health condition as a pathology', () => {
    expect(guideProfileOf(praline, NOW)).toEqual({
      animal: 'dog',
      ageInMonths: 36,
      weight: 20,
      sterilized: true,
      activity: 'high',
      condition: 4,
      hasPathology: false,
    });
    expect(guideProfileOf({ ...praline, feature: { hasFeature: true, value: 'Diabète' } }, NOW)?.hasPathology).toBe(
      true,
    );
    // An account's pet beyond the guide's rules (120 kg): to be completed, not sent.
    expect(guideProfileOf({ ...praline, weight: 120 }, NOW)).toBeNull();
  });

  it('keeps a visitor’s pet in the tab (session storage) and reads it back through the pet rules; anything else stored is ignored', () => {
    expect(keptGuidePet(NOW)).toBeNull();
    keepGuidePet(praline);
    expect(keptGuidePet(NOW)).toMatchObject({ name: 'Praline', weight: 20 });
    // The guide's bound (SPEC §5 "below 100 in the guide"), or a broken value: not a pet.
    sessionStorage.setItem('gamelle.guidePet', JSON.stringify({ ...praline, weight: 120 }));
    expect(keptGuidePet(NOW)).toBeNull();
    sessionStorage.setItem('gamelle.guidePet', '{pas du json');
    expect(keptGuidePet(NOW)).toBeNull();
    keepGuidePet(null);
    expect(sessionStorage.getItem('gamelle.guidePet')).toBeNull();
  });
});
