import { publicCustomerClient as customers } from '../api/public-shop-api';
import { onUnauthorized, renewSession } from './session';

/** `POST /shop/authentication-token/refresh` (SPEC §7). */
export const refreshTokens = (refreshToken: string) => customers.refresh(refreshToken);

/**
 * SPEC §6 "A 401 on a call made with a token": the access token is renewed silently when the
 * refresh token still holds (an expired token mid-checkout loses nothing), else the shopper is
 * logged out, the current path remembered and the login page shown. Loaded only on a 401.
 */
export async function renewAfterUnauthorized(staleToken: string | null): Promise<boolean> {
  if (await renewSession(refreshTokens, staleToken)) return true;
  onUnauthorized(`${window.location.pathname}${window.location.search}`);
  return false;
}
