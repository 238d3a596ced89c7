import type { AddressInput } from './address.js';
import { ANIMAL_GENDER_IRIS, ANIMAL_TYPE_IRIS, type PetInput } from './pet.js';

export const NOW = new Date('2026-11-21T10:00:00Z');

export function anAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    company: '',
    countryCode: 'FR',
    street: '12 rue des Lilas',
    street2: '',
    postcode: '69003',
    city: 'Lyon',
    phoneNumber: '06 12 34 56 78',
    alias: 'Maison',
    ...overrides,
  };
}

export function aPet(overrides: Partial<PetInput> = {}): PetInput {
  return {
    type: ANIMAL_TYPE_IRIS.dog,
    gender: ANIMAL_GENDER_IRIS.female,
    name: 'Praline',
    breed: 'Labrador',
    birthday: { in_date: true, birthday: '2022-03-14' },
    sterilized: true,
    condition: 3,
    activity: 2,
    weight: 28,
    feature: { hasFeature: false },
    feeds: ['croquettes'],
    kibbleBrand: 'Gamelle',
    ...overrides,
  };
}
