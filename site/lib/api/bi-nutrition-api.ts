import { createBiNutritionClient, createHttpClient } from '@gamelle/api-client';
import { documentLocale } from '../i18n/locale';
import { shopHttp } from './shop-api';

/**
 * The cat menu's calls (SPEC §3 bi-nutrition request, §7): the foods and a profile's menu from the
 * content system, the request that e-mails it from the shop API with the shopper's token.
 */
export const biNutritionClient = createBiNutritionClient({
  content: createHttpClient({ baseUrl: import.meta.env.GAMELLE_CONTENT_API_URL, locale: documentLocale }),
  shop: shopHttp,
});
