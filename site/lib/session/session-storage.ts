/**
 * What the browser keeps between visits (SPEC §9 "Stored: cart token, customer URI, access token,
 * refresh token"). Storage may be unavailable (private mode, blocked cookies): reads then return
 * null and writes are dropped, so the shop still works for the visit.
 */
type Key = 'cartToken' | 'accessToken' | 'refreshToken' | 'customer';

/** Stored as `gamelle.{key}`. */
const storageKey = (key: Key) => `gamelle.${key}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: Key): string | null {
  try {
    return storage()?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
}

/** Said on the page when a value is written (the browser's `storage` event reaches other tabs only). */
const STORED_EVENT = 'gamelle:stored';

export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(storageKey(key));
    else storage()?.setItem(storageKey(key), value);
  } catch {
    // Storage full or refused: the value lives for this page only.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: { key, value } }));
}

/** Calls `listener` with each value written to `key` on this page; returns what stops it. */
export function onStored(key: Key, listener: (value: string | null) => void): () => void {
  const handler = (event: Event) => {
    const { detail } = event as CustomEvent<{ key: Key; value: string | null }>;
    if (detail.key === key) listener(detail.value);
  };
  window.addEventListener(STORED_EVENT, handler);
  return () => window.removeEventListener(STORED_EVENT, handler);
}
