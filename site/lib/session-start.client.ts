import { applySessionClasses, isSignedIn, keepSessionAlive, SESSION_EVENT } from './session';
import { refreshTokens } from './session-renew.client';

let stop: (() => void) | null = null;

/**
 * Starts the signed-in shopper's session on a page (loaded only when tokens are stored): body
 * marks, and the token refresh 10 minutes before expiry; a sign-out or a failed refresh turns the
 * marks back to anonymous.
 */
export function startStoredSession(): void {
  const mark = () => applySessionClasses(document.body, { signedIn: isSignedIn() });
  mark();
  window.addEventListener(SESSION_EVENT, mark);
  stop?.();
  stop = keepSessionAlive(refreshTokens);
}
