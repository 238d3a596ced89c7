import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BOOK_MAX,
  addressBookKey,
  addressBookPlace,
  type BookAddressFields,
  findInAddressBook,
  internationalPhone,
  withInternationalPhones,
} from './address-book.js';
import { formatPhone } from './phone.js';

const brussels: BookAddressFields = {
  firstName: 'Lotte',
  lastName: 'Peeters',
  company: null,
  street: '16 rue de la Loi',
  street2: null,
  postcode: '1000',
  city: 'Bruxelles',
  countryCode: 'BE',
  phoneNumber: '+32470123456',
};

describe('the phone stored in international form for the address’s country (SPEC §5 "Phone: parsed per country … stored internationally")', () => {
  it('a Belgian number typed the Belgian way is +32, never +33', () => {
    expect(internationalPhone('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(internationalPhone('0470 12 34 56', 'be')).toBe('+32470123456');
    // The same digits on a French address are a French number (04 is a French landline area).
    expect(internationalPhone('04 70 12 34 56', 'FR')).toBe('+33470123456');
    expect(internationalPhone('621 123 456', 'LU')).toBe('+352621123456');
  });

  it('a number with its own prefix keeps it, whatever the address’s country', () => {
    expect(internationalPhone('+33 6 12 34 56 78', 'BE')).toBe('+33612345678');
    expect(internationalPhone('+32470123456', 'FR')).toBe('+32470123456');
  });

  it('empty is null; unreadable is kept as typed, for the form’s rules to refuse', () => {
    expect(internationalPhone('', 'BE')).toBeNull();
    expect(internationalPhone('  ', 'BE')).toBeNull();
    expect(internationalPhone(null, 'BE')).toBeNull();
    expect(internationalPhone(' 12 ', 'BE')).toBe('12');
  });

  it('shown grouped internationally: « +32 470 12 34 56 »', () => {
    expect(formatPhone(internationalPhone('0470 12 34 56', 'BE') ?? '')).toBe('+32 470 12 34 56');
  });

  it('both numbers of an address, for its country; other fields untouched', () => {
    const address = { ...brussels, phoneNumber: '0470 12 34 56', phoneNumber2: '02 123 45 67', alias: 'Bureau' };
    expect(withInternationalPhones(address)).toEqual({
      ...address,
      phoneNumber: '+32470123456',
      phoneNumber2: '+3221234567',
    });
    // An address without a second number gets none.
    expect(withInternationalPhones({ countryCode: 'BE', phoneNumber: '0470123456' })).toEqual({
      countryCode: 'BE',
      phoneNumber: '+32470123456',
    });
  });
});

describe('address book: the checkout’s address is never saved twice (same address = same names, street, postcode, city, country and phone)', () => {
  it('the same address typed again with other case, spaces, accents or phone form is the same entry', () => {
    const typedAgain: BookAddressFields = {
      ...brussels,
      firstName: ' lotte ',
      lastName: 'PEETERS',
      street: '16  Rue de la  Loi',
      city: 'BRUXELLES ',
      countryCode: 'be',
      phoneNumber: '0470 12 34 56',
      company: '',
      street2: undefined,
    };
    expect(addressBookKey(typedAgain)).toBe(addressBookKey(brussels));
    expect(addressBookKey({ ...brussels, city: 'Liège' })).toBe(addressBookKey({ ...brussels, city: 'LIEGE' }));
    expect(addressBookKey({ ...brussels, city: 'Saint-Gilles' })).toBe(
      addressBookKey({ ...brussels, city: 'saint gilles' }),
    );
  });

  it('a Luxembourg postcode with or without « L- » is the same', () => {
    const lu = { ...brussels, countryCode: 'LU', postcode: 'L-1234', city: 'Luxembourg', phoneNumber: null };
    expect(addressBookKey({ ...lu, postcode: '1234' })).toBe(addressBookKey(lu));
  });

  it('another person, street, line 2, company, postcode, city, country or phone is another entry', () => {
    const others: BookAddressFields[] = [
      { ...brussels, firstName: 'Jan' },
      { ...brussels, lastName: 'Janssens' },
      { ...brussels, company: 'Croquettes SPRL' },
      { ...brussels, street: '18 rue de la Loi' },
      { ...brussels, street2: 'Boîte 3' },
      { ...brussels, postcode: '1040' },
      { ...brussels, city: 'Etterbeek' },
      { ...brussels, countryCode: 'LU' },
      { ...brussels, phoneNumber: '+32470123457' },
      { ...brussels, phoneNumber: null },
      // Not the same number: the Belgian digits read as French (the fault this rule must not hide).
      { ...brussels, phoneNumber: '+33470123456' },
    ];
    for (const other of others) expect(addressBookKey(other), JSON.stringify(other)).not.toBe(addressBookKey(brussels));
  });

  it('finds the entry of the book that is the address, or none', () => {
    const book = [
      { id: 1, ...brussels, city: 'Anvers', postcode: '2000' },
      { id: 2, ...brussels, alias: 'Bureau', deliveryInstructions: 'Sonner deux fois' },
    ];
    expect(findInAddressBook(book, { ...brussels, phoneNumber: '0470 12 34 56' })?.id).toBe(2);
    expect(findInAddressBook(book, { ...brussels, postcode: '1050' })).toBeUndefined();
    expect(findInAddressBook([], brussels)).toBeUndefined();
  });

  it('a known address is not offered again; a new one is, unless the book is full', () => {
    const full = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({ ...brussels, street: `${i + 1} rue Haute` }));
    expect(addressBookPlace([brussels], { ...brussels, city: 'BRUXELLES' })).toBe('known');
    expect(addressBookPlace([brussels], { ...brussels, postcode: '1050' })).toBe('new');
    expect(addressBookPlace([], brussels)).toBe('new');
    expect(addressBookPlace(full, brussels)).toBe('full');
    expect(addressBookPlace(full.slice(1), brussels)).toBe('new');
    expect(addressBookPlace(full, { ...brussels, street: '7 rue Haute' })).toBe('known');
  });

  it('property: case and surrounding spaces never make another entry', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ]{0,20}$/);
    fc.assert(
      fc.property(word, word, word, fc.boolean(), (firstName, street, city, upper) => {
        const address = { ...brussels, firstName, street, city };
        const change = (text: string) => ` ${upper ? text.toUpperCase() : text.toLowerCase()}  `;
        return (
          addressBookKey({ ...address, firstName: change(firstName), street: change(street), city: change(city) }) ===
          addressBookKey(address)
        );
      }),
    );
  });
});
