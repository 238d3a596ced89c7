import type { GuideProfile, SavedPet } from '@gamelle/api-client';
import { ACTIVITY_LEVELS, ANIMAL_TYPE_IRIS, href, type PetInput, petAgeInMonths, petFormSchema } from '@gamelle/domain';
import { readKeptGuidePet, writeKeptGuidePet } from './guide-kept';

/** SPEC §2 guide entrance. */
export const GUIDE_PATH = href.guideEntrance();
/** SPEC §2 the guide for a new pet (an anonymous visitor's, or one more of the account's). */
export const GUIDE_NEW_PATH = `${GUIDE_PATH}nouveau/`;
/** SPEC §2 the guide for a pet of the account. */
export const guidePath = (id: number) => `${GUIDE_PATH}${id}/`;
/**
 * SPEC §2 the results: for a pet of the account, or for the one kept in the browser (`nouveau`:
 * an anonymous visitor's pet has no number until they sign in).
 */
export const guideResultsPath = (id: number | 'nouveau') => `${GUIDE_PATH}${id}/recommandations/`;

const RESULTS = /^\/guide-croquettes\/([0-9]{1,15}|nouveau)\/recommandations\/$/;
const GUIDE = /^\/guide-croquettes\/([0-9]{1,15})\/$/;

/** The pet of a results address: a number, `nouveau` for the browser's, or null (the shell). */
export function guideResultsPet(pathname: string): number | 'nouveau' | null {
  const value = RESULTS.exec(pathname)?.[1];
  if (!value) return null;
  return value === 'nouveau' ? 'nouveau' : Number(value);
}

/** The pet of a guide address, or null. */
export function guidePet(pathname: string): number | null {
  const value = GUIDE.exec(pathname)?.[1];
  return value ? Number(value) : null;
}

/**
 * The pet an anonymous visitor described in the guide, kept in the tab until they sign in
 * (ADR 0016), read back through the form's rules: anything else stored there is ignored.
 */
export function keptGuidePet(now: Date = new Date()): PetInput | null {
  const raw = readKeptGuidePet();
  if (!raw) return null;
  try {
    const parsed = petFormSchema(now, 'guide').safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as PetInput) : null;
  } catch {
    return null;
  }
}

export function keepGuidePet(pet: PetInput | null): void {
  writeKeptGuidePet(pet ? JSON.stringify(pet) : null);
}

/**
 * What the recommendation service reads of a pet (SPEC §7): a special condition counts as a
 * pathology. Null when the pet does not meet the guide's rules (an account's pet of 100 kg or
 * more, an older record missing an answer): its description must be completed first.
 */
export function guideProfileOf(pet: PetInput | SavedPet, now: Date = new Date()): GuideProfile | null {
  const result = petFormSchema(now, 'guide').safeParse(pet);
  if (!result.success) return null;
  const parsed = result.data;
  return {
    animal: parsed.type === ANIMAL_TYPE_IRIS.cat ? 'cat' : 'dog',
    ageInMonths: petAgeInMonths(parsed.birthday, now),
    weight: parsed.weight,
    sterilized: parsed.sterilized,
    activity: ACTIVITY_LEVELS.find((level) => level.id === parsed.activity)?.code ?? 'moderate',
    condition: parsed.condition,
    hasPathology: parsed.feature.hasFeature,
  };
}
