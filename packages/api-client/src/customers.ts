import {
  type AuthenticationResponse,
  authenticationResponseSchema,
  type CaptchaAction,
  type Customer,
  customerSchema,
} from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

const lookupSchema = z.object({ email: z.string(), exists: z.boolean() });

const captchaChallengeSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string(),
  }),
  expiresIn: z.number(),
});
/**
 * A proof-of-work captcha challenge (ADR 0027): ALTCHA's signed challenge (`parameters`,
 * `signature`) to solve within `expiresIn` seconds; its solution is the token sent as `captcha`.
 */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The path of a customer URI under the shop API base (`/api/v2/shop/customers/7` → `/shop/customers/7`). */
const customerPath = (uri: string) => uri.replace(/^\/api\/v2(?=\/)/, '');

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  subscribedToNewsletter?: boolean;
  /** The sponsor's code a sponsorship link brought (SPEC §1 sponsorships). */
  sponsorCode?: string;
  /** A professional's company, its country and VAT number (SPEC §1 B2B variant, ADR 0020). */
  company?: string;
  companyCountry?: 'FR' | 'BE' | 'LU';
  vatNumber?: string;
  /** The captcha's token for the `register` action (ADR 0027): registration always asks for one. */
  captcha?: string;
}

const sponsorshipSchema = z.object({
  code: z.string(),
  link: z.string(),
  reward: z.object({ amount: z.number().int(), minimumItemsTotal: z.number().int() }),
  friends: z.array(
    z.object({
      name: z.string(),
      joinedAt: z.string(),
      rewardedAt: z.string().nullable(),
      rewardCode: z.string().nullable(),
      /** Why a first order gave no reward: `same_home`, delivered to one of the sponsor's addresses. */
      refusal: z.string().nullable().default(null),
    }),
  ),
});
/** A customer's sponsorships (SPEC §2 /mon-compte/mes-parrainages/): their code and link, the friends and rewards. */
export type Sponsorship = z.infer<typeof sponsorshipSchema>;

export type PersonalData = Partial<
  Pick<
    Customer,
    'email' | 'firstName' | 'lastName' | 'gender' | 'birthday' | 'subscribedToNewsletter' | 'preferredLanguage'
  >
> & {
  /** Required with a new `email`: changing the sign-in e-mail asks for the password (docs/security.md). */
  currentPassword?: string;
};

/**
 * Customer and sign-in calls of the shop API (SPEC §7): lookup, registration, token, refresh,
 * personal data, default address, password change and reset, the data download and the account's
 * deletion (ADR 0028). `http` sends the bearer token when one is held (its `getToken`).
 */
export function createCustomerClient(http: HttpClient) {
  return {
    /** `POST /shop/customer/lookup` — whether an account exists for the e-mail (the login's first step). */
    lookup(email: string): Promise<{ email: string; exists: boolean }> {
      return http.post('/shop/customer/lookup', { email }, { schema: lookupSchema });
    },
    /** `POST /shop/customers` — creates the account. */
    register(registration: Registration): Promise<Customer> {
      return http.post('/shop/customers', registration, { schema: customerSchema });
    },
    /** `GET /shop/customers/{id}/cart` — the customer's open cart's token, or null (SPEC §2 customer-get-return-user). */
    async openCart(customerUri: string): Promise<string | null> {
      const answer = await http.get(`${customerPath(customerUri)}/cart`, {
        schema: z.object({ tokenValue: z.string().nullable() }),
      });
      return answer.tokenValue;
    },
    /** `GET /shop/customers/{id}/sponsorship` — the customer's code, link, friends and rewards. */
    sponsorship(customerUri: string): Promise<Sponsorship> {
      return http.get(`${customerPath(customerUri)}/sponsorship`, { schema: sponsorshipSchema });
    },
    /**
     * `GET /shop/captcha/challenge?action=…` — a proof-of-work challenge for one action (ADR 0027),
     * whose solution is the `captcha` of the sign-in, registration or reset e-mail.
     */
    captchaChallenge(action: CaptchaAction): Promise<CaptchaChallenge> {
      return http.get('/shop/captcha/challenge', { query: { action }, schema: captchaChallengeSchema });
    },
    /**
     * `POST /shop/customers/token` — signs in: tokens, customer URI, user, optional cart. The
     * captcha's token for `login` (SPEC §7), required after 3 failures from an address or on an account.
     */
    signIn(email: string, password: string, captcha?: string): Promise<AuthenticationResponse> {
      return http.post(
        '/shop/customers/token',
        { email, password, ...(captcha ? { captcha } : {}) },
        { schema: authenticationResponseSchema },
      );
    },
    /**
     * `POST /shop/customers/token` with `google-token` (SPEC §7): the federated sign-in, with the
     * credential the login page receives as `gi-token` after a failed silent sign-in.
     */
    signInWithIdentity(googleToken: string, recaptcha?: string): Promise<AuthenticationResponse> {
      return http.post(
        '/shop/customers/token',
        { 'google-token': googleToken, ...(recaptcha ? { recaptcha } : {}) },
        { schema: authenticationResponseSchema },
      );
    },
    /** `POST /shop/authentication-token/refresh` — a new access token and the next refresh token. */
    refresh(refreshToken: string): Promise<AuthenticationResponse> {
      return http.post(
        '/shop/authentication-token/refresh',
        { refresh_token: refreshToken },
        { schema: authenticationResponseSchema },
      );
    },
    /**
     * `POST /shop/authentication-token/revoke` — logout: the session's refresh token (and its
     * family) can no longer renew it. The same answer for any token.
     */
    async logout(refreshToken: string): Promise<void> {
      await http.post('/shop/authentication-token/revoke', { refresh_token: refreshToken });
    },
    /** `GET {customer}` — personal data. */
    get(customerUri: string): Promise<Customer> {
      return http.get(customerPath(customerUri), { schema: customerSchema });
    },
    /** `PUT {customer}` — updates personal data (newsletter consent included). */
    update(customerUri: string, data: PersonalData): Promise<Customer> {
      return http.put(customerPath(customerUri), data, { schema: customerSchema });
    },
    /** `PUT {customer}` with `defaultAddress` alone — sets the default address. */
    setDefaultAddress(customerUri: string, addressUri: string): Promise<Customer> {
      return http.put(customerPath(customerUri), { defaultAddress: addressUri }, { schema: customerSchema });
    },
    /**
     * `PUT {customer}/password` — the new password is also sent as its confirmation (SPEC §5).
     * Every other session ends; the answer carries this session's new tokens.
     */
    changePassword(customerUri: string, currentPassword: string, newPassword: string): Promise<AuthenticationResponse> {
      return http.put(
        `${customerPath(customerUri)}/password`,
        { currentPassword, newPassword, confirmNewPassword: newPassword },
        { schema: authenticationResponseSchema },
      );
    },
    /**
     * `GET {customer}/export` — everything the shop holds on the customer, as the JSON file to keep
     * (GDPR art. 15 and 20): no password hash, no token.
     */
    exportData(customerUri: string): Promise<Blob> {
      return http.get<Blob>(`${customerPath(customerUri)}/export`, { binary: true });
    },
    /**
     * `DELETE {customer}` with the current password — deletes the account (GDPR art. 17): every
     * session ends, the orders are kept anonymised. An `ApiError` 409 names the orders still under way.
     */
    async deleteAccount(customerUri: string, currentPassword: string): Promise<void> {
      await http.delete(customerPath(customerUri), { body: { currentPassword } });
    },
    /**
     * `POST /shop/customers/reset-password` — e-mails a reset link (the same answer for any
     * address), with the captcha's token for `reset` that it always asks for (ADR 0027).
     */
    async requestPasswordReset(email: string, captcha?: string): Promise<void> {
      await http.post('/shop/customers/reset-password', { email, ...(captcha ? { captcha } : {}) });
    },
    /** `PATCH /shop/customers/reset-password/{token}`. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      await http.patch(`/shop/customers/reset-password/${encodeURIComponent(token)}`, {
        newPassword,
        confirmNewPassword: newPassword,
      });
    },
  };
}

export type CustomerClient = ReturnType<typeof createCustomerClient>;
