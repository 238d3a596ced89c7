/** The landing the welcome offer and the confirmation link lead to (backend `CONFIRMATION_PAGE`). */
export const NEWSLETTER_LANDING = 'offre-bienvenue';

/** The confirmation token of the e-mailed link (`#confirmation=…`), or null. */
export function confirmationTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('confirmation');
  return token && /^[\w-]{10,100}$/.test(token) ? token : null;
}
