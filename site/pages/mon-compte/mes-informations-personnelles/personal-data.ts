import type { PersonalData } from '@gamelle/api-client';
import { type Customer, LOCALES, PASSWORD_MAX, personalDataSchema } from '@gamelle/domain';
import { z } from 'zod';

/** The preferred communication languages the shop's API accepts (SPEC §1, §3: fr, nl). */
export const COMMUNICATION_LANGUAGES = LOCALES;

/** Each language named in itself, so a Dutch speaker finds « Nederlands » (and screen readers say it in Dutch). */
export const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = { fr: 'Français', nl: 'Nederlands' };

/** Whether the e-mail typed is another than the one saved (the API lower-cases it). */
export function emailChanged(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.trim().toLowerCase();
}

/**
 * The personal data form (SPEC §3 customer, §5 rules): the domain's schema, the preferred language
 * always set, and the current password required when the e-mail changes (the API refuses the
 * change without it).
 * @param now the clock (SPEC §5 "Customer birthday: … in the past, at most 120 years ago")
 * @param savedEmail the e-mail the customer signs in with now ('' when it could not be read)
 */
export function personalFormSchema(now: Date, savedEmail: string) {
  return personalDataSchema(now)
    .extend({
      subscribedToNewsletter: z.boolean(),
      preferredLanguage: z.enum(COMMUNICATION_LANGUAGES, { error: 'required' }),
      currentPassword: z.string().max(PASSWORD_MAX, 'too_long'),
    })
    .superRefine((values, context) => {
      if (emailChanged(values.email, savedEmail) && values.currentPassword === '') {
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'required' });
      }
    });
}

export type PersonalFormValues = z.output<ReturnType<typeof personalFormSchema>>;

/**
 * What the form starts from: the customer as read, or an empty one when reading failed (SPEC §8
 * "Reading personal data fails silently, returns empty customer").
 */
export function personalFormValues(customer: Customer | null): PersonalFormValues {
  return {
    email: customer?.email ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    gender: customer?.gender ?? null,
    birthday: customer?.birthday ?? null,
    subscribedToNewsletter: customer?.subscribedToNewsletter ?? false,
    preferredLanguage: customer?.preferredLanguage ?? 'fr',
    currentPassword: '',
  };
}

/**
 * The body of `PUT {customer}` (SPEC §7): every field of the form; the current password only with
 * a new e-mail, the one change that needs it.
 */
export function personalDataRequest(values: PersonalFormValues, savedEmail: string): PersonalData {
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender ?? null,
    birthday: values.birthday ?? null,
    subscribedToNewsletter: values.subscribedToNewsletter,
    preferredLanguage: values.preferredLanguage,
    ...(emailChanged(values.email, savedEmail) ? { currentPassword: values.currentPassword } : {}),
  };
}

/**
 * The customer as it will be once the API has saved `request`: shown at once (optimistic update),
 * rolled back if the API refuses. The password is never part of it.
 */
export function optimisticCustomer(current: Customer | null | undefined, uri: string, request: PersonalData): Customer {
  const { currentPassword: _password, ...fields } = request;
  const base: Customer = current ?? {
    '@id': uri,
    email: '',
    firstName: null,
    lastName: null,
    subscribedToNewsletter: false,
    subscriber: false,
    newCustomer: true,
  };
  const next = { ...base, ...fields, email: fields.email?.trim().toLowerCase() ?? base.email };
  return { ...next, fullName: [next.firstName, next.lastName].filter(Boolean).join(' ') || null };
}

/**
 * The words to show for a refused call without violations: the server's own description, else
 * `fallback` (no answer, an unreadable one, or a bare status).
 */
export function serverMessage(error: { status: number; message: string }, fallback: string): string {
  return error.status > 0 && error.message !== '' && !/^HTTP \d+$/.test(error.message) ? error.message : fallback;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The dates the birthday picker offers (SPEC §5 "Customer birthday: valid date, in the past, at
 * most 120 years ago"): from 120 years ago to yesterday, in UTC like the rule itself.
 */
export function birthdayBounds(now: Date): { min: string; max: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const oldest = new Date(today);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - 120);
  return { min: isoDay(oldest), max: isoDay(new Date(today - 24 * 60 * 60 * 1000)) };
}
