import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, parsePhone } from './phone.js';

/**
 * How many addresses one book holds at most: a person's homes, work and relatives, not a list to
 * abuse. A full book refuses a new address; the checkout then places the order without saving it.
 */
export const ADDRESS_BOOK_MAX = 50;

/** The fields that say where a parcel goes and to whom (SPEC §3 address), as the book and an order hold them. */
export interface BookAddressFields {
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  street2?: string | null;
  postcode: string;
  city: string;
  countryCode: string;
  phoneNumber?: string | null;
}

/**
 * A phone number in international E.164 form, read as a number of the address's country unless it
 * carries its own prefix (SPEC §5 "Phone: parsed per country … stored internationally"); as given
 * (trimmed) when it cannot be read, null when empty. Countries outside the phone field's list read
 * as French numbers, the field's default.
 * @example internationalPhone('0470 12 34 56', 'BE') // '+32470123456'
 */
export function internationalPhone(phone: string | null | undefined, countryCode: string): string | null {
  const trimmed = phone?.trim() ?? '';
  if (trimmed === '') return null;
  const country = countryCode.trim().toUpperCase();
  const parsed = parsePhone(trimmed, isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY);
  return parsed.ok ? parsed.e164 : trimmed;
}

/**
 * The address with its phone numbers in international form for its country: what the book and an
 * order store, whatever form the shopper typed them in.
 * @example withInternationalPhones({ …, countryCode: 'BE', phoneNumber: '0470 12 34 56' }).phoneNumber // '+32470123456'
 */
export function withInternationalPhones<
  T extends { countryCode: string; phoneNumber?: string | null; phoneNumber2?: string | null },
>(address: T): T {
  const result = { ...address };
  if ('phoneNumber' in address) result.phoneNumber = internationalPhone(address.phoneNumber, address.countryCode);
  if ('phoneNumber2' in address) result.phoneNumber2 = internationalPhone(address.phoneNumber2, address.countryCode);
  return result;
}

/** Letters as a person reads them: no accents, no case, one space between words (a hyphen is one). */
const folded = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Through capitals first, so that « ß » and « SS » fold alike.
    .toLocaleUpperCase('fr')
    .toLocaleLowerCase('fr')
    .replace(/[\s\-‐‑–]+/g, ' ')
    .trim();

/** A postcode without spaces, in capitals, and a Luxembourg one without its optional « L- ». */
function foldedPostcode(postcode: string, country: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return country === 'LU' ? compact.replace(/^L-?/, '') : compact;
}

/**
 * What makes two addresses the same entry of the book, so that the checkout never saves one twice:
 * names, company, street and its line 2, postcode, city and country compared trimmed, case- and
 * accent-folded, the phone number in E.164. The alias, the delivery instructions and the favourite
 * flag are not part of it: an address saved with a note is still the same address.
 * @example addressBookKey(a) === addressBookKey({ ...a, city: ' LYON ' }) // true
 */
export function addressBookKey(address: BookAddressFields): string {
  const country = address.countryCode.trim().toUpperCase();
  return JSON.stringify([
    folded(address.firstName),
    folded(address.lastName),
    folded(address.company),
    folded(address.street),
    folded(address.street2),
    foldedPostcode(address.postcode, country),
    folded(address.city),
    country,
    internationalPhone(address.phoneNumber, country)?.replace(/\s+/g, '') ?? '',
  ]);
}

/** The entry of the book that is this address (by `addressBookKey`), if any. */
export function findInAddressBook<T extends BookAddressFields>(
  book: readonly T[],
  address: BookAddressFields,
): T | undefined {
  const key = addressBookKey(address);
  return book.find((entry) => addressBookKey(entry) === key);
}

/** Where an address stands with a book: one of its entries, new to a full book, or new. */
export type AddressBookPlace = 'known' | 'full' | 'new';

/**
 * What saving an address would do to a book: nothing when an entry is the same address (`known`),
 * nothing either when the book already holds `ADDRESS_BOOK_MAX` (`full`: the order goes on without
 * it), else add it (`new`). The checkout's box is offered for a `new` address only.
 */
export function addressBookPlace(book: readonly BookAddressFields[], address: BookAddressFields): AddressBookPlace {
  if (findInAddressBook(book, address)) return 'known';
  return book.length >= ADDRESS_BOOK_MAX ? 'full' : 'new';
}
