import { z } from 'zod';
import { requiredOrInvalid } from './codes.js';

/** Field lengths of SPEC §9. */
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 255;

/** E-mail: valid, required, at most 255 (SPEC §5). */
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(EMAIL_MAX, 'too_long')
  .pipe(z.email({ error: 'email' }));

/** Password: 5 to 255 (SPEC §5). */
export const passwordSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .min(PASSWORD_MIN, 'too_short')
  .max(PASSWORD_MAX, 'too_long');

/** Login lookup step: the e-mail decides between login and registration (SPEC §2). */
export const lookupSchema = z.object({ email: emailSchema });

/**
 * Login (SPEC §5): a password of the wrong length can never be right, so it reads as
 * "Votre mot de passe est incorrect." (the login form's keys map too_short and too_long to it).
 */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

/** Registration: creating an account means accepting the terms (SPEC §2 wording on the page). */
export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'too_long'),
  lastName: z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'too_long'),
  subscribedToNewsletter: z.boolean().optional().default(false),
});

/**
 * Change password (SPEC §5): current required; new and confirmation 5 to 255 and identical.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, 'required'),
    newPassword: passwordSchema,
    confirmation: passwordSchema,
  })
  .refine((v) => v.newPassword === v.confirmation, { path: ['confirmation'], message: 'mismatch' });

/** The body of `PUT {customer}/password`: "the new password is also sent as its confirmation". */
export function changePasswordRequest(values: z.output<typeof changePasswordSchema>) {
  return {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmNewPassword: values.newPassword,
  };
}

/** Reset password: new password and its confirmation, identical. */
export const resetPasswordSchema = z
  .object({ newPassword: passwordSchema, confirmation: passwordSchema })
  .refine((v) => v.newPassword === v.confirmation, { path: ['confirmation'], message: 'mismatch' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `YYYY-MM-DD` (or an ISO timestamp) to a UTC date, or null when it is no real date. */
export function parseIsoDate(value: string): Date | null {
  const day = value.slice(0, 10);
  if (!ISO_DATE.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * What a date input stores (SPEC §5 "Date input stores an ISO timestamp"): `YYYY-MM-DD` becomes
 * midnight UTC as an ISO timestamp; anything that is not a real date gives null.
 */
export function dateInputToIsoTimestamp(value: string): string | null {
  return parseIsoDate(value)?.toISOString() ?? null;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Customer birthday (SPEC §5): a valid date, in the past, at most 120 years ago.
 * @param now the clock
 */
export function customerBirthdaySchema(now: Date) {
  const today = startOfUtcDay(now);
  const oldest = new Date(Date.UTC(today.getUTCFullYear() - 120, today.getUTCMonth(), today.getUTCDate()));
  return z
    .string({ error: 'required' })
    .min(1, 'required')
    .refine((v) => parseIsoDate(v) !== null, 'invalid')
    .refine((v) => {
      const date = parseIsoDate(v);
      return date === null || date < today;
    }, 'date_too_late')
    .refine((v) => {
      const date = parseIsoDate(v);
      return date === null || date >= oldest;
    }, 'date_too_early');
}

/** Personal data form (SPEC §3 customer). */
export function personalDataSchema(now: Date) {
  return z.object({
    email: emailSchema,
    firstName: z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'too_long'),
    lastName: z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'too_long'),
    gender: z.enum(['m', 'f'], requiredOrInvalid).nullable().optional(),
    birthday: customerBirthdaySchema(now).nullable().optional(),
    subscribedToNewsletter: z.boolean().optional(),
    /** Preferred communication language (SPEC §3), one of the shop's languages (SPEC §1: fr, nl). */
    preferredLanguage: z.enum(['fr', 'nl'], requiredOrInvalid).optional(),
  });
}

/** Newsletter sign-up (SPEC §8: "L'adresse email n'est pas valide"). */
export const newsletterSchema = z.object({ email: emailSchema });
