import type { SavedPet } from '@gamelle/api-client';
import { ANIMAL_TYPE_IRIS, href, type Locale } from '@gamelle/domain';
import { i18nOf, translate } from '../i18n/i18n';

/** SPEC §2 pets list. */
export const PETS_PATH = href.accountPets();
/** SPEC §2 add a pet. */
export const PET_ADD_PATH = `${PETS_PATH}ajouter/`;
/** SPEC §2 `/mon-compte/mes-animaux/{animal}/`. */
export const petPath = (id: number) => `${PETS_PATH}${id}/`;
/** SPEC §2 `/mon-compte/mes-animaux/{animal}/modifier/`. */
export const petEditPath = (id: number) => `${petPath(id)}modifier/`;

const PET_ADDRESS = /^\/mon-compte\/mes-animaux\/([0-9]{1,15})\/(?:modifier\/)?$/;

/** The pet id of a pet page's address (view or edit), or null: the shell's `_`, another shape. */
export function petIdOfPath(pathname: string): number | null {
  const id = PET_ADDRESS.exec(pathname)?.[1];
  return id ? Number(id) : null;
}

/** « 4 ans et 8 mois », « 1 an », « 3 mois »; a pet born this month is « moins d’un mois ». */
export function ageLabel(months: number, locale: Locale): string {
  const { t } = i18nOf(locale);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0 && rest === 0) return t('account.pets.ageNewborn');
  const parts = [
    years > 0 ? t('account.pets.ageYears', { count: years }) : '',
    rest > 0 ? t('account.pets.ageMonths', { count: rest }) : '',
  ].filter(Boolean);
  return parts.join(t('account.pets.ageAnd'));
}

/** « Chien » or « Chat ». */
export const kindLabel = (pet: Pick<SavedPet, 'type'>, locale: Locale) =>
  translate(locale, pet.type === ANIMAL_TYPE_IRIS.cat ? 'account.pets.cat' : 'account.pets.dog');

/** The title of the pets page (SPEC §2): « Mon animal » for one, « Mes animaux » otherwise. */
export const petsTitle = (count: number | undefined, locale: Locale) =>
  translate(locale, count === 1 ? 'account.pets.titleOne' : 'account.pets.title');

/** A square thumbnail of a pet's photo from the image host (ImageKit-style transformation). */
export const photoThumbnail = (photo: string, size: number) => `${photo}?tr=w-${size},h-${size}`;

/** The form's starting values: the pet's, or empty ones for a new pet (no answer pre-chosen). */
export function petFormValues(pet?: SavedPet): Record<string, unknown> {
  if (!pet) {
    return {
      type: '',
      gender: '',
      name: '',
      breed: '',
      crossbreed: false,
      birthday: { in_date: true, birthday: '' },
      sterilized: '',
      condition: '',
      activity: '',
      weight: '',
      feature: { hasFeature: false, value: '' },
      feeds: [],
      kibbleBrand: '',
      oldKibbleBrand: '',
    };
  }
  return {
    type: pet.type,
    gender: pet.gender,
    name: pet.name,
    breed: pet.breed,
    crossbreed: pet.crossbreed ?? false,
    birthday: pet.birthday,
    sterilized: String(pet.sterilized),
    condition: String(pet.condition),
    activity: String(pet.activity),
    weight: String(pet.weight).replace('.', ','),
    feature: pet.feature.hasFeature ? pet.feature : { hasFeature: false, value: '' },
    feeds: pet.feeds,
    kibbleBrand: pet.kibbleBrand,
    oldKibbleBrand: pet.oldKibbleBrand ?? '',
  };
}
