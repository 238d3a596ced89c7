/**
 * The visitor's consent to non-essential trackers (ADR 0018, CNIL rules): nothing measures
 * or personalises before a choice, and a refusal is as easy as an acceptance. The choice itself is
 * essential (kept in `localStorage`, six months as the CNIL advises, then asked again).
 */
export type Purpose = 'measurement' | 'marketing';
export interface Consent {
  version: 1;
  measurement: boolean;
  marketing: boolean;
  /** When it was given (ISO). */
  at: string;
}

const KEY = 'gamelle.consent';
const MAX_AGE_MS = 182 * 86_400_000;
/** Told when the choice changes (the tracking client starts or stops at once). */
export const CONSENT_EVENT = 'gamelle:consent';
/** Asked by the footer's « Gérer mes cookies »: the choices open again. */
export const CONSENT_OPEN_EVENT = 'gamelle:consent-open';

/** The stored choice, or null when none (or too old, or unreadable): then the banner asks. */
export function readConsent(now: Date = new Date()): Consent | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Consent>;
    if (value.version !== 1 || typeof value.measurement !== 'boolean' || typeof value.marketing !== 'boolean')
      return null;
    const at = Date.parse(String(value.at));
    if (!Number.isFinite(at) || now.getTime() - at > MAX_AGE_MS) return null;
    return value as Consent;
  } catch {
    return null;
  }
}

/** Keeps a choice and tells the page. */
export function saveConsent(choice: Pick<Consent, Purpose>, now: Date = new Date()): Consent {
  const consent: Consent = { version: 1, ...choice, at: now.toISOString() };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(consent));
  } catch {
    // Without storage the choice holds for this page only; the banner asks again on the next.
  }
  // Personalised offers refused: what they kept on the device goes (A/B segments, popups seen).
  if (!consent.marketing) {
    try {
      for (const key of Object.keys(window.localStorage)) {
        if (key === 'gamelle.abtests' || key.startsWith('gamelle.popup.')) window.localStorage.removeItem(key);
      }
    } catch {
      // Nothing kept without storage.
    }
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/** Whether a purpose may run now. */
export const consentedTo = (purpose: Purpose): boolean => readConsent()?.[purpose] === true;
