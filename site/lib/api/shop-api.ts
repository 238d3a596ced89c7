import { createCartClient, createHttpClient } from '@gamelle/api-client';
import { DEFAULT_CHANNEL_CODE } from '@gamelle/domain';
import { documentLocale } from '../i18n/locale';
import { readStored } from '../session/session-storage';

/** How a browser client calls as the shopper: every service that takes the shop's session. */
export const shopperAuth = {
  // The bearer token when the shopper is signed in (SPEC §7 "sends the bearer token if held").
  getToken: () => readStored('accessToken'),
  // SPEC §6: renew the session, or log out and go to login; the code loads on the first 401 only.
  onUnauthorized: () => {
    const stale = readStored('accessToken');
    return import('../session/session-renew.client').then((session) => session.renewAfterUnauthorized(stale));
  },
};

/** Shop API calls from the browser (same origin by default, SHOP_API_URL at build otherwise). */
export const shopHttp = createHttpClient({
  baseUrl: import.meta.env.GAMELLE_SHOP_API_URL,
  channelCode: DEFAULT_CHANNEL_CODE,
  locale: documentLocale,
  ...shopperAuth,
});

export const cartClient = createCartClient(shopHttp);
