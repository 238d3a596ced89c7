import { createHttpClient } from '@gamelle/api-client';
import { FEATURES, type Feature } from '@gamelle/domain';
import { z } from 'zod';
import { documentLocale } from '../i18n/locale';

/**
 * Whether a SPEC §6 feature is in this build (`GAMELLE_FEATURES` from vite.config.ts: all but
 * `GAMELLE_FEATURES_OFF`'s; every feature in unit tests, which have no build). A feature left out
 * of the build is off for good: its links are not even prerendered.
 */
export function featureOn(feature: Feature): boolean {
  return (import.meta.env.GAMELLE_FEATURES ?? FEATURES).includes(feature);
}

const featuresSchema = z.object({ data: z.object({ enabled: z.array(z.string()) }) });

/**
 * The features the content system runs now (`GET /b2c-features`, ADR 0017): switched there,
 * without a build. The server already sends a first visit of a switched-off page away; this is for
 * the pages reached in the browser and the links of the personal areas.
 */
export async function fetchEnabledFeatures(): Promise<readonly string[]> {
  const http = createHttpClient({
    baseUrl: import.meta.env.GAMELLE_CONTENT_API_URL ?? '/cms',
    locale: documentLocale,
  });
  const answer = await http.get('/b2c-features', { schema: featuresSchema });
  return answer.data.enabled;
}

/** SWR key of the content system's features. */
export const FEATURES_KEY = 'features';
