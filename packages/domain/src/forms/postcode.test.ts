import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostcodeValidForCountry } from './address.js';

describe('SPEC §5 "postcode required and matching country (FR 5 digits, BE 4, LU 4)" — properties', () => {
  it('any 5 digits is a French postcode and never a Belgian one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (postcode) => {
        return isPostcodeValidForCountry(postcode, 'FR') && !isPostcodeValidForCountry(postcode, 'BE');
      }),
    );
  });

  it('any 4 digits is Belgian and Luxembourgish, never French', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (postcode) => {
        return (
          isPostcodeValidForCountry(postcode, 'BE') &&
          isPostcodeValidForCountry(postcode, 'LU') &&
          !isPostcodeValidForCountry(postcode, 'FR')
        );
      }),
    );
  });

  it('anything that is not digits of the right length is refused for FR, BE and LU, without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('FR', 'BE', 'LU'), (postcode, country) => {
        const digits = postcode.trim().replace(/^L-?/i, '');
        const expectedLength = country === 'FR' ? 5 : 4;
        const shouldPass =
          /^\d+$/.test(digits) && digits.length === expectedLength && (country === 'LU' || digits === postcode.trim());
        return isPostcodeValidForCountry(postcode, country) === shouldPass;
      }),
    );
  });

  it('accepts lower-case country codes and surrounding spaces', () => {
    expect(isPostcodeValidForCountry(' 69003 ', 'fr')).toBe(true);
    expect(isPostcodeValidForCountry('SW1A 1AA', 'GB')).toBe(true);
    expect(isPostcodeValidForCountry('!', 'GB')).toBe(false);
  });
});
