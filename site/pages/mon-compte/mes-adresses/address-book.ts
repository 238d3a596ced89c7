import { ApiError, type BookAddress } from '@gamelle/api-client';
import { type Address, MESSAGES_FR } from '@gamelle/domain';

/** The IRI of an address of the book, as the customer call takes it (SPEC §7 `PUT {customer} { defaultAddress }`). */
export const addressIri = (address: Pick<BookAddress, '@id' | 'id'>) =>
  address['@id'] || `/api/v2/shop/addresses/${address.id}`;

/**
 * Countries whose addresses carry a province (SPEC §3 `provinceCode`, `provinceName`). None of the
 * shipping countries of SPEC §1 (France, Luxembourg, Belgium) writes one on a parcel, so the field
 * is offered only when an address already holds one, and kept as it is.
 */
export const PROVINCE_COUNTRIES: readonly string[] = [];

/** Whether the form shows the province: its country needs one, or the address already has one. */
export function provinceShown(countryCode: string, provinceName: string | null | undefined): boolean {
  return PROVINCE_COUNTRIES.includes(countryCode.toUpperCase()) || Boolean(provinceName?.trim());
}

/** The form's starting values: the address's fields, or an empty address in France; null shown as ''. */
export function formValues(address?: BookAddress | null) {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    ...(address ? { id: address.id } : {}),
    alias: text(address?.alias as string | null | undefined),
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    company: text(address?.company),
    street: text(address?.street),
    street2: text(address?.street2),
    postcode: text(address?.postcode),
    city: text(address?.city),
    countryCode: address?.countryCode ?? 'FR',
    provinceCode: text(address?.provinceCode),
    provinceName: text(address?.provinceName),
    phoneNumber: text(address?.phoneNumber),
    phoneNumber2: text(address?.phoneNumber2),
    deliveryInstructions: text(address?.deliveryInstructions),
    isDefault: address?.isDefault ?? false,
  };
}

/** How a card names an address: its alias (SPEC §3), else the person's name. */
export function addressTitle(address: Pick<BookAddress, 'firstName' | 'lastName'> & { alias?: unknown }): string {
  const alias = typeof address.alias === 'string' ? address.alias.trim() : '';
  return alias || `${address.firstName} ${address.lastName}`;
}

/** The book shown: the favourite first (SPEC §2 "One address can be made favourite"), then in the order saved. */
export function orderedBook(book: readonly BookAddress[]): BookAddress[] {
  return [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

/** The book once an address is saved: replaced where it was, else added at the end. */
export function withSaved(book: readonly BookAddress[], saved: BookAddress): BookAddress[] {
  const saveAsDefault = saved.isDefault;
  const found = book.some((address) => address.id === saved.id);
  const next = found ? book.map((address) => (address.id === saved.id ? saved : address)) : [...book, saved];
  return saveAsDefault ? next.map((address) => ({ ...address, isDefault: address.id === saved.id })) : next;
}

/** The book without one address. */
export function withoutAddress(book: readonly BookAddress[], id: number): BookAddress[] {
  return book.filter((address) => address.id !== id);
}

/** The book with one favourite address: the one given, and no other. */
export function withFavourite(book: readonly BookAddress[], id: number): BookAddress[] {
  return book.map((address) => ({ ...address, isDefault: address.id === id }));
}

/**
 * The address as the book shows it while the server saves it (the optimistic entry): the form's
 * values on the known address, or on a temporary id below zero for a new one.
 */
export function pendingAddress(values: Address, previous: BookAddress | undefined, temporaryId: number): BookAddress {
  const { id: _id, isDefault: _isDefault, ...fields } = values;
  const id = previous?.id ?? temporaryId;
  return {
    ...(previous ?? {}),
    ...fields,
    '@id': previous?.['@id'] ?? '',
    id,
    isDefault: previous?.isDefault ?? false,
  } as BookAddress;
}

/**
 * What a failed call tells the shopper (SPEC §8): the server's first violation or its description
 * for a refused change (a 4xx other than 401, whose answer is the login page), else « Une erreur
 * est survenue ».
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const violation = error.violations[0];
    if (violation) return violation.message;
    if (error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return MESSAGES_FR.genericError;
}
