import { readProfile } from './profile.client';
import { applySessionClasses, currentSession, isSignedIn, keepSessionAlive, SESSION_EVENT } from './session';
import { refreshTokens } from './session-renew.client';

let stop: (() => void) | null = null;
let subscriber = false;
let professional = false;

/**
 * Starts the signed-in shopper's session on a page (loaded only when tokens are stored): body
 * marks `is-logged` and `is-subscriber`, and the token refresh 10 minutes before expiry; a
 * sign-out or a failed refresh turns the marks back to anonymous.
 */
export function startStoredSession(): void {
  let asked = false;
  const mark = () => {
    applySessionClasses(document.body, { signedIn: isSignedIn(), subscriber, professional });
    // The flag is read with a valid token: an expired one is refreshed first (no 401 on the way).
    const session = currentSession();
    if (asked || !session || !isSignedIn()) return;
    asked = true;
    void readProfile(session.customer).then((profile) => {
      subscriber = profile?.subscriber ?? false;
      professional = profile?.professional ?? false;
      applySessionClasses(document.body, { signedIn: isSignedIn(), subscriber, professional });
    });
  };
  mark();
  window.addEventListener(SESSION_EVENT, mark);
  stop?.();
  stop = keepSessionAlive(refreshTokens);
}
