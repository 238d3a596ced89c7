import { createCustomerClient, createHttpClient } from '@gamelle/api-client';
import { DEFAULT_CHANNEL_CODE } from '@gamelle/domain';
import { documentLocale } from '../i18n/locale';

/**
 * Shop API calls that never carry a token (sign-in, registration, token refresh): a stale token
 * would answer 401, and the refresh's own 401 must not ask for a renewal again.
 */
export const publicShopHttp = createHttpClient({
  baseUrl: import.meta.env.GAMELLE_SHOP_API_URL,
  channelCode: DEFAULT_CHANNEL_CODE,
  locale: documentLocale,
});

/** Sign-in, registration, password reset and token refresh: the customer calls without a token. */
export const publicCustomerClient = createCustomerClient(publicShopHttp);
