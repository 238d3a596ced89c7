import type { Feature } from '@gamelle/domain';
import { useEffect } from 'react';
import { featureOn } from '../lib/features';

/**
 * A feature guard of SPEC §2 (`animals-feature-guard`…) for a page rendered in the browser: with
 * the feature off (SPEC §6), the shopper goes to `fallback` instead. Tells whether it is on.
 */
export function useFeatureGuard(feature: Feature, fallback = '/mon-compte/'): boolean {
  const enabled = featureOn(feature);
  useEffect(() => {
    if (!enabled) window.location.replace(fallback);
  }, [enabled, fallback]);
  return enabled;
}
