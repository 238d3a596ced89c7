/** The landing the welcome offer and the confirmation link lead to (backend `CONFIRMATION_PAGE`). */
export const NEWSLETTER_LANDING = 'offre-bienvenue';

/**
 * What an e-mailed link asks of the landing, from its fragment: confirm a sign-up
 * (`#confirmation=…`) or leave the newsletter (`#desinscription=…`, in every newsletter e-mail);
 * null for anything else.
 */
export function newsletterLinkOf(hash: string): { action: 'confirm' | 'leave'; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [action, name] of [
    ['confirm', 'confirmation'],
    ['leave', 'desinscription'],
  ] as const) {
    const token = params.get(name);
    if (token && /^[\w-]{10,100}$/.test(token)) return { action, token };
  }
  return null;
}
