import { createHttpClient, createImageClient, createPetClient } from '@gamelle/api-client';
import { documentLocale } from '../i18n/locale';
import { shopHttp, shopperAuth } from './shop-api';

/** The signed-in customer's pets (SPEC §3 Pet), with the shopper's token. */
export const petClient = createPetClient(shopHttp);

/** A photo of a few megabytes on a phone's uplink takes time: a minute, not the API's 15 s. */
const PHOTO_TIMEOUT_MS = 60_000;

/**
 * The image host, for a pet's photo: the backend signs each upload for the signed-in customer
 * (`/images/auth`, with the shopper's token), the file goes to the host with that signature only.
 */
export const imageClient = createImageClient({
  signer: createHttpClient({
    baseUrl: import.meta.env.GAMELLE_IMAGE_HOST_URL,
    locale: documentLocale,
    ...shopperAuth,
  }),
  host: createHttpClient({
    baseUrl: import.meta.env.GAMELLE_IMAGE_HOST_URL,
    locale: documentLocale,
    timeoutMs: PHOTO_TIMEOUT_MS,
  }),
});
