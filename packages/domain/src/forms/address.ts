import { z } from 'zod';
import { isMobileNumber, isPhoneCountry, parsePhone } from '../phone.js';

/** Countries a parcel can be shipped to (SPEC §1, §9). */
export const SHIPPING_COUNTRIES = ['FR', 'BE', 'LU'] as const;

/**
 * Characters refused in names and address lines (SPEC §5): quote, comma, @, &, *, !, ?, /,
 * parentheses, underscore, #, $, € and %.
 */
export const FORBIDDEN_ADDRESS_CHARACTERS = /['",@&*!?/()_#$€%]/;

const EMOJI = /\p{Extended_Pictographic}/u;

/** Postcode formats per country (SPEC §5: FR 5 digits, BE 4, LU 4). */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  LU: /^(?:L-?)?\d{4}$/i,
};

/** Whether a postcode fits the country; countries without a known format take 2–10 letters and digits. */
export function isPostcodeValidForCountry(postcode: string, countryCode: string): boolean {
  const pattern = POSTCODE_PATTERNS[countryCode.toUpperCase()];
  const value = postcode.trim();
  return pattern ? pattern.test(value) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value);
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const nameLike = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters');

const optionalLine = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(max, 'too_long')
      .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  );

const optionalText = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(max, 'too_long')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  );

export interface AddressSchemaOptions {
  /** The chosen carrier needs a mobile number (SPEC §5 "mobile required by the carrier"). */
  mobileRequired?: boolean;
}

/**
 * The address form (SPEC §3 fields, §5 rules). Empty optional fields become null, as the API
 * expects them.
 */
export function addressSchema({ mobileRequired = false }: AddressSchemaOptions = {}) {
  return z
    .object({
      id: z.number().int().optional(),
      firstName: nameLike(255),
      lastName: nameLike(255),
      company: optionalLine(255),
      countryCode: z
        .string({ error: 'required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'required')
        .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters'),
      provinceCode: optionalText(64),
      provinceName: optionalText(255),
      street: nameLike(38),
      street2: optionalLine(38),
      postcode: z
        .string({ error: 'required' })
        .trim()
        .min(1, 'required')
        .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters'),
      city: z
        .string({ error: 'required' })
        .trim()
        .min(1, 'required')
        .min(2, 'too_short')
        .max(33, 'too_long')
        .refine((v) => !FORBIDDEN_ADDRESS_CHARACTERS.test(v), 'forbidden_characters'),
      phoneNumber: optionalText(32),
      phoneNumber2: optionalText(32),
      alias: optionalText(255).refine((v) => v === null || !EMOJI.test(v), 'emoji'),
      deliveryInstructions: optionalText(255),
      isDefault: z.boolean().optional().default(false),
    })
    .superRefine((address, ctx) => {
      if (address.postcode && !isPostcodeValidForCountry(address.postcode, address.countryCode)) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'postcode_country' });
      }
      const country = isPhoneCountry(address.countryCode) ? address.countryCode : 'FR';
      if (address.phoneNumber && !parsePhone(address.phoneNumber, country).ok) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'invalid' });
      } else if (mobileRequired && (!address.phoneNumber || !isMobileNumber(address.phoneNumber, country))) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'mobile_invalid' });
      }
      if (address.phoneNumber2 && !parsePhone(address.phoneNumber2, country).ok) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber2'], message: 'invalid' });
      }
    });
}

export type AddressInput = z.input<ReturnType<typeof addressSchema>>;
export type Address = z.output<ReturnType<typeof addressSchema>>;
