import type { Feature } from './routes.js';

/** Every feature flag of SPEC §6, on unless the deployment turns it off. */
export const FEATURES: readonly Feature[] = [
  'animals',
  'mention-me',
  'order-redirect',
  'subscription-redirect',
  'guide-entrance',
  'guide-bi-nutrition-entrance',
  'web-view',
];

/**
 * The features a deployment runs (SPEC §6 "Feature flags gate pets, sponsorships, guides, order and
 * subscription redirects and the embedded view"): all of them but those `GAMELLE_FEATURES_OFF`
 * lists, comma-separated (`animals,mention-me`). An unknown name stops the build rather than
 * silently keeping a feature on.
 */
export function enabledFeatures(off: string | undefined): Feature[] {
  const names = (off ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(FEATURES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `GAMELLE_FEATURES_OFF : fonctionnalité inconnue ${unknown.join(', ')} (connues : ${FEATURES.join(', ')})`,
    );
  }
  return FEATURES.filter((feature) => !names.includes(feature));
}
