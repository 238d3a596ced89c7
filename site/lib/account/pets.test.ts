import type { SavedPet } from '@gamelle/api-client';
import { petFormSchema } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { ageLabel, petEditPath, petFormValues, petIdOfPath, petPath, petsTitle } from './pets';

const mina: SavedPet = {
  '@id': '/api/v2/shop/animals/7',
  id: 7,
  type: '/api/v2/shop/animal-types/2',
  gender: '/api/v2/shop/animal-genders/2',
  name: 'Mina',
  breed: 'Européen',
  crossbreed: true,
  birthday: { in_date: false, birthday_years: 3, birthday_months: 2 },
  sterilized: false,
  condition: 3,
  activity: 1,
  weight: 4.5,
  feature: { hasFeature: true, value: 'Allergique au poulet' },
  feeds: ['croquettes', 'patee'],
  kibbleBrand: 'Gamelle',
  oldKibbleBrand: null,
  ageInMonths: 38,
  photo: null,
};

describe('pets pages (SPEC §2 /mon-compte/mes-animaux/…)', () => {
  it('reads the pet of a view or edit address; the shell and other shapes have none', () => {
    expect(petIdOfPath(petPath(7))).toBe(7);
    expect(petIdOfPath(petEditPath(12))).toBe(12);
    expect(petIdOfPath('/mon-compte/mes-animaux/_/')).toBeNull();
    expect(petIdOfPath('/mon-compte/mes-animaux/ajouter/')).toBeNull();
    expect(petIdOfPath('/mon-compte/mes-animaux/7/autre/')).toBeNull();
  });

  it('SPEC §2 « Mon animal » or « Mes animaux » by count', () => {
    expect(petsTitle(1, 'fr')).toBe('Mon animal');
    expect(petsTitle(0, 'fr')).toBe('Mes animaux');
    expect(petsTitle(3, 'fr')).toBe('Mes animaux');
    expect(petsTitle(undefined, 'fr')).toBe('Mes animaux');
  });

  it('says an age in years and months (SPEC §9 pet age units Ans and Mois), in French', () => {
    expect(ageLabel(56, 'fr')).toBe('4 ans et 8 mois');
    expect(ageLabel(12, 'fr')).toBe('1 an');
    expect(ageLabel(13, 'fr')).toBe('1 an et 1 mois');
    expect(ageLabel(5, 'fr')).toBe('5 mois');
    expect(ageLabel(0, 'fr')).toBe('moins d’un mois');
  });

  it('fills the edit form with the pet’s answers, which the form’s rules read back unchanged', () => {
    const values = petFormValues(mina);
    expect(values).toMatchObject({ sterilized: 'false', condition: '3', weight: '4,5' });
    const parsed = petFormSchema(new Date('2026-11-21T10:00:00Z')).parse(values);
    expect(parsed).toMatchObject({
      sterilized: false,
      weight: 4.5,
      condition: 3,
      activity: 1,
      crossbreed: true,
      feature: { hasFeature: true, value: 'Allergique au poulet' },
      feeds: ['croquettes', 'patee'],
      oldKibbleBrand: null,
    });
  });

  it('starts a new pet with no answer chosen: every rule of SPEC §5 is asked for', () => {
    const result = petFormSchema(new Date()).safeParse(petFormValues());
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    for (const field of [
      'type',
      'gender',
      'name',
      'breed',
      'sterilized',
      'condition',
      'activity',
      'weight',
      'feeds',
      'kibbleBrand',
      'birthday',
    ]) {
      expect(fields.has(field), field).toBe(true);
    }
  });
});
