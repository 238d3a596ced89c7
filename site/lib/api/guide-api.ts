import { createGuideClient, createHttpClient } from '@gamelle/api-client';
import { documentLocale } from '../i18n/locale';

/** The dry-food guide's calls to the content system (recommendation and ration, SPEC §7). */
export const guideClient = createGuideClient(
  createHttpClient({ baseUrl: import.meta.env.GAMELLE_CONTENT_API_URL, locale: documentLocale }),
);
