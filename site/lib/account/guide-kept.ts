/**
 * Where the guide keeps a visitor's pet (ADR 0016): this tab's session storage,
 * not the browser's lasting storage — its health details leave with the tab, and never wait there
 * for the next person to sign in. Raw text only: `lib/account/guide.ts` reads it through the pet rules;
 * the session (logout) and the login page use this module without loading them.
 */
const KEPT = 'gamelle.guidePet';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readKeptGuidePet(): string | null {
  try {
    return tabStorage()?.getItem(KEPT) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the pet's JSON, or forgets it (null). Storage refused: the pet lives for this page only. */
export function writeKeptGuidePet(json: string | null): void {
  try {
    if (json === null) tabStorage()?.removeItem(KEPT);
    else tabStorage()?.setItem(KEPT, json);
  } catch {
    // Nothing kept.
  }
}

/** Whether the tab keeps a visitor's pet (without reading it). */
export const hasKeptGuidePet = () => readKeptGuidePet() !== null;
