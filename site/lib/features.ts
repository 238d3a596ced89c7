import { FEATURES, type Feature } from '@gamelle/domain';

/**
 * Whether a SPEC §6 feature runs in this build (`GAMELLE_FEATURES` from vite.config.ts; every
 * feature in unit tests, which have no build).
 */
export function featureOn(feature: Feature): boolean {
  return (import.meta.env.GAMELLE_FEATURES ?? FEATURES).includes(feature);
}
