import { customerClient } from './customer-api';
import {
  applySessionClasses,
  currentSession,
  isSignedIn,
  keepSessionAlive,
  rememberedSubscriber,
  rememberSubscriber,
  SESSION_EVENT,
} from './session';
import { refreshTokens } from './session-renew.client';

let stop: (() => void) | null = null;
let subscriber = false;

/** The customer's `subscriber` flag, read once per tab session (SPEC §4 `is-subscriber`). */
async function readSubscriber(customer: string): Promise<boolean> {
  const kept = rememberedSubscriber(customer);
  if (kept !== undefined) return kept;
  // SPEC §8 "Reading personal data fails silently": no mark, asked again on the next page.
  const data = await customerClient.get(customer).catch(() => null);
  if (data) rememberSubscriber(customer, data.subscriber);
  return data?.subscriber ?? false;
}

/**
 * Starts the signed-in shopper's session on a page (loaded only when tokens are stored): body
 * marks `is-logged` and `is-subscriber`, and the token refresh 10 minutes before expiry; a
 * sign-out or a failed refresh turns the marks back to anonymous.
 */
export function startStoredSession(): void {
  let asked = false;
  const mark = () => {
    applySessionClasses(document.body, { signedIn: isSignedIn(), subscriber });
    // The flag is read with a valid token: an expired one is refreshed first (no 401 on the way).
    const session = currentSession();
    if (asked || !session || !isSignedIn()) return;
    asked = true;
    void readSubscriber(session.customer).then((flag) => {
      subscriber = flag;
      applySessionClasses(document.body, { signedIn: isSignedIn(), subscriber });
    });
  };
  mark();
  window.addEventListener(SESSION_EVENT, mark);
  stop?.();
  stop = keepSessionAlive(refreshTokens);
}
