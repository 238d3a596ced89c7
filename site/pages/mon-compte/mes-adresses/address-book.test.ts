import { ApiError, type BookAddress } from '@gamelle/api-client';
import { addressSchema, MESSAGES_FR } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import {
  addressIri,
  addressTitle,
  formValues,
  pendingAddress,
  provinceShown,
  serverMessage,
  withFavourite,
  withoutAddress,
  withSaved,
} from './address-book';

/** An address of the book as the API serves it; `overrides` changes any field. */
function bookAddress(overrides: Partial<BookAddress> = {}): BookAddress {
  const id = overrides.id ?? 1;
  return {
    '@id': `/api/v2/shop/addresses/${id}`,
    id,
    firstName: 'Anne',
    lastName: 'Martin',
    company: null,
    countryCode: 'FR',
    street: '3 rue des Lilas',
    street2: null,
    postcode: '69004',
    city: 'Lyon',
    phoneNumber: null,
    phoneNumber2: null,
    deliveryInstructions: null,
    alias: 'Maison',
    isDefault: false,
    ...overrides,
  } as BookAddress;
}

describe('SPEC §3 Address in the account’s form', () => {
  it('starts an empty address in France, every field empty', () => {
    expect(formValues()).toMatchObject({ countryCode: 'FR', alias: '', firstName: '', phoneNumber2: '' });
    expect(formValues()).not.toHaveProperty('id');
  });

  it('SPEC §3 "Empty optional fields are sent as null": the form’s empty fields come out of the schema as null', () => {
    const values = { ...formValues(bookAddress()), alias: '', company: '', street2: ' ', deliveryInstructions: '' };
    const parsed = addressSchema().parse(values);
    expect(parsed).toMatchObject({
      alias: null,
      company: null,
      street2: null,
      provinceCode: null,
      provinceName: null,
      phoneNumber: null,
      phoneNumber2: null,
      deliveryInstructions: null,
    });
  });

  it('keeps every field of a saved address, null shown as empty', () => {
    const values = formValues(bookAddress({ id: 4, company: 'Croquettes SA', provinceCode: 'BE-WLX' }));
    expect(values).toMatchObject({ id: 4, company: 'Croquettes SA', provinceCode: 'BE-WLX', street2: '' });
  });

  it('SPEC §3 alias: the card’s title is the alias, else the person’s name', () => {
    expect(addressTitle(bookAddress())).toBe('Maison');
    expect(addressTitle(bookAddress({ alias: '  ' } as Partial<BookAddress>))).toBe('Anne Martin');
    expect(addressTitle(bookAddress({ alias: null } as Partial<BookAddress>))).toBe('Anne Martin');
  });

  it('shows the province only where the country has one or the address already holds one', () => {
    expect(provinceShown('FR', null)).toBe(false);
    expect(provinceShown('BE', '')).toBe(false);
    expect(provinceShown('BE', 'Luxembourg')).toBe(true);
  });
});

describe('SPEC §7 the book after a change (optimistic data)', () => {
  it('adds a saved address at the end and replaces a known one in place', () => {
    const book = [bookAddress({ id: 1 }), bookAddress({ id: 2 })];
    expect(withSaved(book, bookAddress({ id: 3 })).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(withSaved(book, bookAddress({ id: 1, city: 'Lille' }))[0]?.city).toBe('Lille');
  });

  it('SPEC §2 "One address can be made favourite": one favourite at most', () => {
    const book = [bookAddress({ id: 1, isDefault: true }), bookAddress({ id: 2 })];
    expect(withFavourite(book, 2).map((a) => a.isDefault)).toEqual([false, true]);
    expect(withSaved(book, bookAddress({ id: 2, isDefault: true })).map((a) => a.isDefault)).toEqual([false, true]);
  });

  it('removes an address', () => {
    expect(withoutAddress([bookAddress({ id: 1 }), bookAddress({ id: 2 })], 1).map((a) => a.id)).toEqual([2]);
  });

  it('shows a new address at once under a temporary id, an edited one under its own', () => {
    const values = addressSchema().parse(formValues(bookAddress({ city: 'Nancy' })));
    expect(pendingAddress(values, undefined, -2)).toMatchObject({ id: -2, city: 'Nancy', isDefault: false });
    const known = bookAddress({ id: 5, isDefault: true });
    expect(pendingAddress(values, known, -3)).toMatchObject({ id: 5, isDefault: true, '@id': known['@id'] });
  });

  it('SPEC §7 "PUT (defaultAddress) sets default address": the address’s IRI', () => {
    expect(addressIri(bookAddress({ id: 7 }))).toBe('/api/v2/shop/addresses/7');
    expect(addressIri({ '@id': '', id: 8 })).toBe('/api/v2/shop/addresses/8');
  });
});

describe('SPEC §8 the server’s message when a change is refused', () => {
  it('gives its violation or description, else « Une erreur est survenue »', () => {
    expect(
      serverMessage(
        new ApiError('x', 422, {}, [{ propertyPath: 'defaultAddress', code: 'invalid', message: 'Pas à vous.' }]),
      ),
    ).toBe('Pas à vous.');
    expect(serverMessage(new ApiError('Adresse introuvable.', 404, {}))).toBe('Adresse introuvable.');
    expect(serverMessage(new ApiError('HTTP 404', 404, {}))).toBe(MESSAGES_FR.genericError);
    expect(serverMessage(new ApiError('Erreur interne', 500, {}))).toBe(MESSAGES_FR.genericError);
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES_FR.genericError);
  });
});
