/**
 * What the browser keeps between visits (SPEC §9 "Stored: cart token, customer URI, access token,
 * refresh token"). Storage may be unavailable (private mode, blocked cookies): reads then return
 * null and writes are dropped, so the shop still works for the visit.
 */
const KEYS = {
  cartToken: 'gamelle.cartToken',
  accessToken: 'gamelle.token',
  refreshToken: 'gamelle.refreshToken',
  customer: 'gamelle.customer',
} as const;

type Key = keyof typeof KEYS;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: Key): string | null {
  try {
    return storage()?.getItem(KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(KEYS[key]);
    else storage()?.setItem(KEYS[key], value);
  } catch {
    // Storage full or refused: the value lives for this page only.
  }
}
