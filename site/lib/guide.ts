import type { GuideProfile, SavedPet } from '@gamelle/api-client';
import { ACTIVITY_LEVELS, ANIMAL_TYPE_IRIS, type PetInput, petAgeInMonths, petFormSchema } from '@gamelle/domain';

/** SPEC §2 guide entrance. */
export const GUIDE_PATH = '/guide-croquettes/';
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
 * Where a visitor's pet is kept: this tab's session storage, not the browser's lasting storage —
 * its health details leave with the tab, and never wait there for the next person to sign in.
 */
const KEPT = 'gamelle.guidePet';
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The pet an anonymous visitor described in the guide, kept in the tab until they sign in
 * (issue 25 item 2), read back through the form's rules: anything else stored there is ignored.
 */
export function keptGuidePet(now: Date = new Date()): PetInput | null {
  let raw: string | null = null;
  try {
    raw = tabStorage()?.getItem(KEPT) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = petFormSchema(now, 'guide').safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as PetInput) : null;
  } catch {
    return null;
  }
}

export function keepGuidePet(pet: PetInput | null): void {
  try {
    if (pet) tabStorage()?.setItem(KEPT, JSON.stringify(pet));
    else tabStorage()?.removeItem(KEPT);
  } catch {
    // Storage refused: the pet lives for this page only.
  }
}

/** Whether the tab keeps a visitor's pet (without reading it). */
export const hasKeptGuidePet = () => {
  try {
    return Boolean(tabStorage()?.getItem(KEPT));
  } catch {
    return false;
  }
};

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
