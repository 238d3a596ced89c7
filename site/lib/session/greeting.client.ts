import { readProfile } from './profile.client';
import { currentSession, isSignedIn, onProfileChange, SESSION_EVENT } from './session';

/**
 * The signed-in customer's first name for the header's « Mon compte » (SPEC §2), then again each
 * time the session or the profile kept changes (a sign-in, personal data saved). Read with a valid
 * token only: an expired one is refreshed first (the session's event), no 401 on the way. Loaded
 * only for a session: a visitor's page ships none of it. Returns what stops the watch.
 */
export function watchFirstName(show: (firstName: string | undefined) => void): () => void {
  let active = true;
  const read = () => {
    const session = currentSession();
    if (!session || !isSignedIn()) return;
    void readProfile(session.customer).then((profile) => {
      if (active && currentSession()?.customer === session.customer) show(profile?.firstName);
    });
  };
  read();
  window.addEventListener(SESSION_EVENT, read);
  const stop = onProfileChange(read);
  return () => {
    active = false;
    window.removeEventListener(SESSION_EVENT, read);
    stop();
  };
}
