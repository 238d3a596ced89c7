import { tagManagerIdSchema } from '@gamelle/domain';
import { StartupError } from '../startup-error.js';

/**
 * The optional tag manager (ADR 0018): a Google Tag Manager container (`GTM-…`) or a Google
 * tag (`G-…`), named by TAG_MANAGER_ID and checked against SPEC §5's rule. The pages load it only
 * once the visitor consents to audience measurement (the tracking service's `init` answer names
 * it); without an id, nothing of it exists — not even its hosts in the Content-Security-Policy.
 */
export function tagManagerIdFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const id = env.TAG_MANAGER_ID?.trim();
  if (!id) return null;
  if (!tagManagerIdSchema.safeParse(id).success) {
    throw new StartupError(
      `TAG_MANAGER_ID « ${id.slice(0, 40)} » n’est pas un identifiant de gestionnaire de balises : GTM- ou G- suivi de majuscules ou de chiffres (GTM-ABC123, G-ABC123).`,
    );
  }
  return id;
}

/**
 * What the tag manager needs in the Content-Security-Policy, as Google documents it for Tag
 * Manager and Google Analytics 4: its script, and the hosts it measures to.
 */
export const TAG_MANAGER_CSP = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;
