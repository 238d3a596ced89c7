import { z } from 'zod';

/**
 * The actions a proof-of-work captcha token is obtained for (SPEC §7 "a captcha token is obtained
 * for the login action", ADR 0027): a token is bound to one of them and good for it alone.
 * `register` guards `POST /shop/customers`, `reset` the reset e-mail (`POST /shop/customers/reset-password`).
 */
export const CAPTCHA_ACTIONS = ['login', 'register', 'reset'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** The body field that carries the token (`captcha`), beside the form's own fields. */
export const CAPTCHA_FIELD = 'captcha';

/**
 * The codes of a refused token, as a 422's violation on `captcha` (messages
 * `forms.generic.errors.{code}` in French and Dutch): none sent where one is required, or one
 * that is forged, expired, for another action or already spent.
 */
export const CAPTCHA_CODES = { required: 'captcha_required', invalid: 'captcha_invalid' } as const;

/**
 * A token as sent: the solved challenge, base64 of ALTCHA's JSON payload (`{ challenge, solution }`).
 * Its content is checked by the backend alone.
 */
export const captchaTokenSchema = z.string({ error: 'invalid' }).min(1, 'required').max(4096, 'too_long');

/** `{ captcha?: string }`, to extend a request body that may carry a token. */
export const captchaBodyShape = { captcha: captchaTokenSchema.optional() };
