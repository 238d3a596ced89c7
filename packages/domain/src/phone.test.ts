import fc from 'fast-check';
import installedMin from 'libphonenumber-js/min/metadata';
import installedMobile from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import { changePhoneCountry, formatPhone, isMobileNumber, PHONE_COUNTRIES, parsePhone } from './phone.js';
import { PHONE_METADATA_MIN, PHONE_METADATA_MOBILE } from './phone-metadata.js';

describe('SPEC §5 "Phone: parsed per country, invalid flagged with forms.phone.error, stored internationally"', () => {
  it('offers FR, BE, DE, IT, LU, FR first', () => {
    expect(PHONE_COUNTRIES).toEqual(['FR', 'BE', 'DE', 'IT', 'LU']);
  });

  it('stores each country’s numbers in E.164', () => {
    expect(parsePhone('06 12 34 56 78')).toMatchObject({ ok: true, e164: '+33612345678', country: 'FR' });
    expect(parsePhone('0470 12 34 56', 'BE')).toMatchObject({ ok: true, e164: '+32470123456', country: 'BE' });
    expect(parsePhone('0151 23456789', 'DE')).toMatchObject({ ok: true, e164: '+4915123456789' });
    expect(parsePhone('312 345 6789', 'IT')).toMatchObject({ ok: true, e164: '+393123456789' });
    expect(parsePhone('621 123 456', 'LU')).toMatchObject({ ok: true, e164: '+352621123456' });
    expect(parsePhone('+32 470 12 34 56', 'FR')).toMatchObject({ ok: true, e164: '+32470123456', country: 'BE' });
  });

  it('flags an invalid or empty number with forms.phone.error', () => {
    expect(parsePhone('12345')).toEqual({ ok: false, code: 'invalid', key: 'forms.phone.error' });
    expect(parsePhone('')).toEqual({ ok: false, code: 'required', key: 'forms.phone.error' });
    expect(parsePhone(42)).toEqual({ ok: false, code: 'required', key: 'forms.phone.error' });
  });

  it('tells mobiles from landlines', () => {
    expect(isMobileNumber('06 12 34 56 78')).toBe(true);
    expect(isMobileNumber('01 42 68 53 00')).toBe(false);
    expect(isMobileNumber('0470 12 34 56', 'BE')).toBe(true);
  });

  it('a short Luxembourg number is valid and stored in E.164', () => {
    expect(parsePhone('2000', 'LU')).toMatchObject({ ok: true, e164: '+3522000' });
  });

  it('property: parsing never throws and a success is always E.164', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PHONE_COUNTRIES), (input, country) => {
        const result = parsePhone(input, country);
        // E.164: a plus, a country code not starting with 0, at most 15 digits in all (Luxembourg
        // has 4-digit subscriber numbers: +352 2000 is valid).
        return result.ok ? /^\+[1-9]\d{5,14}$/.test(result.e164) : result.key === 'forms.phone.error';
      }),
    );
  });

  it('property: a valid French mobile in any spacing parses to the same number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[67]\d{8}$/), fc.constantFrom('', ' ', '.', '-'), (digits, sep) => {
        const typed = `0${digits}`.replace(/(\d{2})(?=\d)/g, `$1${sep}`);
        const result = parsePhone(typed, 'FR');
        return !result.ok || result.e164 === `+33${digits}`;
      }),
    );
  });
});

describe('SPEC §5 "changing country rewrites the prefix"', () => {
  it('keeps the national digits and changes the prefix', () => {
    expect(changePhoneCountry('+33612345678', 'FR', 'BE')).toBe('+32612345678');
    expect(changePhoneCountry('06 12 34 56 78', 'FR', 'LU')).toBe('+352612345678');
    expect(changePhoneCountry('', 'FR', 'DE')).toBe('');
  });
});

describe('SPEC §2 phone countries FR, BE, DE, IT, LU: only their numbering plans ship', () => {
  it('holds exactly the installed libphonenumber-js plans of the five countries (run scripts/phone-metadata.mjs after an upgrade)', () => {
    for (const [ours, theirs] of [
      [PHONE_METADATA_MIN, installedMin],
      [PHONE_METADATA_MOBILE, installedMobile],
    ] as const) {
      const installed = theirs as unknown as { version: number; countries: Record<string, unknown> };
      const shipped = ours as unknown as { version: number; countries: Record<string, unknown> };
      expect(shipped.version).toBe(installed.version);
      expect(Object.keys(shipped.countries).sort()).toEqual([...PHONE_COUNTRIES].sort());
      for (const country of PHONE_COUNTRIES) expect(shipped.countries[country]).toEqual(installed.countries[country]);
    }
  });

  it('still tells mobiles from landlines, and refuses a number of a country the selector does not offer', () => {
    expect(isMobileNumber('06 12 34 56 78', 'FR')).toBe(true);
    expect(isMobileNumber('01 42 68 53 00', 'FR')).toBe(false);
    expect(parsePhone('01 42 68 53 00', 'FR').ok).toBe(true);
    expect(parsePhone('+44 20 7946 0958', 'FR').ok).toBe(false);
  });

  it('shows a stored number grouped as its country writes it, and an unreadable one as it is (SPEC §5 phone stored internationally)', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhone('+352621123456')).toBe('+352 621 123 456');
    expect(formatPhone('12')).toBe('12');
  });
});
