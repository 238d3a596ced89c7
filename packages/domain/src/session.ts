/** Refresh the access token 10 minutes before it expires (SPEC §4, §9). */
export const TOKEN_REFRESH_MARGIN_MS = 10 * 60 * 1000;

/** "Session is logged in while token expiry is in the future". */
export function isLoggedIn(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt > now;
}

/** Milliseconds to wait before refreshing: 10 minutes before expiry, or 0 ("at once if already past"). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - TOKEN_REFRESH_MARGIN_MS - now);
}

/** Expiry (ms since epoch) of a JWT, read from its payload without verifying it; null if unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
