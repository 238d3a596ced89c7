import type { Feature } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { useEffect } from 'react';
import useSWR from 'swr';
import { FEATURES_KEY, featureOn, fetchEnabledFeatures } from '../lib/api/features';
import { useI18n } from '../lib/i18n/i18n-context';

/**
 * Whether each SPEC §6 feature runs: in this build (`featureOn`) and, once the content system has
 * answered, there too (switched without a build, ADR 0017). Until it answers, or if it
 * cannot, the build decides: a link never blinks out for nothing.
 */
export function useFeatures(): (feature: Feature) => boolean {
  const { data } = useSWR(FEATURES_KEY, fetchEnabledFeatures, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return (feature) => featureOn(feature) && (data === undefined || data.includes(feature));
}

/** Whether one feature runs (`useFeatures`). */
export function useFeatureOn(feature: Feature): boolean {
  return useFeatures()(feature);
}

/**
 * A feature guard of SPEC §2 (`animals-feature-guard`…) for a page rendered in the browser: with
 * the feature off (SPEC §6), in the build or in the content system, the shopper goes to
 * `fallback` instead. Tells whether it is on.
 */
export function useFeatureGuard(feature: Feature, fallback = href.account()): boolean {
  const { localHref } = useI18n();

  const enabled = useFeatureOn(feature);
  useEffect(() => {
    if (!enabled) window.location.replace(localHref(fallback));
  }, [enabled, fallback, localHref]);
  return enabled;
}
