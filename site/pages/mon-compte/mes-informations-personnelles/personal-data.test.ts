import { type Customer, formErrorsFromZod } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import {
  birthdayBounds,
  COMMUNICATION_LANGUAGES,
  emailChanged,
  optimisticCustomer,
  personalDataRequest,
  personalFormSchema,
  personalFormValues,
  serverMessage,
} from './personal-data';

const NOW = new Date('2026-11-25T10:00:00Z');
const URI = '/api/v2/shop/customers/7';

function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    '@id': URI,
    email: 'anne@example.fr',
    firstName: 'Anne',
    lastName: 'Martin',
    fullName: 'Anne Martin',
    gender: 'f',
    birthday: '1990-05-12',
    subscribedToNewsletter: false,
    subscriber: false,
    newCustomer: true,
    preferredLanguage: 'fr',
    ...overrides,
  };
}

function errorsOf(values: unknown, savedEmail = 'anne@example.fr') {
  const parsed = personalFormSchema(NOW, savedEmail).safeParse(values);
  return parsed.success ? {} : formErrorsFromZod('customer', parsed.error).fields;
}

describe('personal data form (SPEC §3 customer, §5, §8)', () => {
  it('SPEC §8 "Reading personal data fails silently, returns empty customer": the form starts empty', () => {
    expect(personalFormValues(null)).toEqual({
      email: '',
      firstName: '',
      lastName: '',
      gender: null,
      birthday: null,
      subscribedToNewsletter: false,
      preferredLanguage: 'fr',
      currentPassword: '',
    });
  });

  it('starts from the customer as read, never with a password', () => {
    expect(personalFormValues(aCustomer({ subscribedToNewsletter: true, preferredLanguage: 'nl' }))).toMatchObject({
      email: 'anne@example.fr',
      gender: 'f',
      birthday: '1990-05-12',
      subscribedToNewsletter: true,
      preferredLanguage: 'nl',
      currentPassword: '',
    });
  });

  it('SPEC §1 languages fr and nl: the preferred communication language offers what the API accepts', () => {
    expect([...COMMUNICATION_LANGUAGES]).toEqual(['fr', 'nl']);
    expect(errorsOf({ ...personalFormValues(aCustomer()), preferredLanguage: 'de' })).toHaveProperty(
      'preferredLanguage',
    );
  });

  it('SPEC §5 "Customer birthday: valid date, in the past, at most 120 years ago"', () => {
    const values = personalFormValues(aCustomer());
    expect(errorsOf({ ...values, birthday: '2026-11-25T00:00:00.000Z' }).birthday?.message).toBe(
      'La date de naissance doit être dans le passé.',
    );
    expect(errorsOf({ ...values, birthday: '1906-11-24T00:00:00.000Z' }).birthday?.message).toBe(
      'La date de naissance ne peut pas remonter à plus de 120 ans.',
    );
    expect(errorsOf({ ...values, birthday: '1906-11-25T00:00:00.000Z' })).toEqual({});
    expect(errorsOf({ ...values, birthday: null })).toEqual({});
  });

  it('SPEC §5 birthday: the picker offers 120 years ago to yesterday', () => {
    expect(birthdayBounds(NOW)).toEqual({ min: '1906-11-25', max: '2026-11-24' });
    expect(birthdayBounds(new Date('2028-03-01T00:30:00Z'))).toEqual({ min: '1908-03-01', max: '2028-02-29' });
  });

  it('SPEC §5 names: first and last name required, at most 255', () => {
    const values = personalFormValues(aCustomer());
    const errors = errorsOf({ ...values, firstName: '  ', lastName: 'x'.repeat(256) });
    expect(errors.firstName?.code).toBe('required');
    expect(errors.lastName?.code).toBe('too_long');
  });

  it('SPEC §5 "E-mail: valid, required, at most 255"', () => {
    const values = personalFormValues(aCustomer());
    expect(errorsOf({ ...values, email: 'anne@', currentPassword: 'x' }).email?.code).toBe('email');
    expect(errorsOf({ ...values, email: '' }).email?.code).toBe('required');
  });

  it('a new e-mail asks for the current password (the API refuses the change without it)', () => {
    const values = personalFormValues(aCustomer());
    expect(errorsOf({ ...values, email: 'anne.martin@example.fr' }).currentPassword?.code).toBe('required');
    expect(errorsOf({ ...values, email: 'anne.martin@example.fr', currentPassword: 'croquettes' })).toEqual({});
    // The same address in other capitals is no change: the API keeps e-mails in lower case.
    expect(emailChanged(' Anne@Example.fr', 'anne@example.fr')).toBe(false);
    expect(errorsOf({ ...values, email: 'ANNE@example.fr' })).toEqual({});
  });

  it('SPEC §7 PUT {customer}: every field; the current password only with a new e-mail', () => {
    const values = { ...personalFormValues(aCustomer()), currentPassword: 'croquettes' };
    expect(personalDataRequest(values, 'anne@example.fr')).toEqual({
      email: 'anne@example.fr',
      firstName: 'Anne',
      lastName: 'Martin',
      gender: 'f',
      birthday: '1990-05-12',
      subscribedToNewsletter: false,
      preferredLanguage: 'fr',
    });
    expect(personalDataRequest({ ...values, email: 'new@example.fr' }, 'anne@example.fr')).toMatchObject({
      email: 'new@example.fr',
      currentPassword: 'croquettes',
    });
  });

  it('the optimistic customer shows the change at once, with its full name and no password', () => {
    const request = personalDataRequest(
      { ...personalFormValues(aCustomer()), firstName: 'Annie', email: 'New@Example.fr', currentPassword: 'secret' },
      'anne@example.fr',
    );
    const next = optimisticCustomer(aCustomer({ subscriber: true }), URI, request);
    expect(next).toMatchObject({
      firstName: 'Annie',
      fullName: 'Annie Martin',
      email: 'new@example.fr',
      subscriber: true,
    });
    expect(next).not.toHaveProperty('currentPassword');
  });

  it('SPEC §8 empty customer: the optimistic customer is built on an empty one', () => {
    const request = personalDataRequest(
      { ...personalFormValues(null), email: 'anne@example.fr', firstName: 'Anne', lastName: 'Martin' },
      'anne@example.fr',
    );
    expect(optimisticCustomer(null, URI, request)).toMatchObject({ '@id': URI, fullName: 'Anne Martin' });
  });

  it('SPEC §8 "Form submit: a global-flagged custom error shows at form level": the server\'s message, else the generic one', () => {
    expect(
      serverMessage(
        { status: 429, message: 'Trop de tentatives : réessayez dans 5 minutes.' },
        'Une erreur est survenue',
      ),
    ).toBe('Trop de tentatives : réessayez dans 5 minutes.');
    expect(serverMessage({ status: 500, message: 'HTTP 500' }, 'Une erreur est survenue')).toBe(
      'Une erreur est survenue',
    );
    expect(serverMessage({ status: 0, message: 'Network request failed' }, 'Une erreur est survenue')).toBe(
      'Une erreur est survenue',
    );
  });
});
