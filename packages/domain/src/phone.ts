import {
  type CountryCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString as parseWithMetadata,
} from 'libphonenumber-js/core';
import { PHONE_METADATA_MIN, PHONE_METADATA_MOBILE } from './phone-metadata.js';

/** libphonenumber-js with the numbering plans of the five countries only (a few kB, not 200). */
const parsePhoneNumberFromString = (text: string, country: CountryCode) =>
  parseWithMetadata(text, country, PHONE_METADATA_MIN);
const isValidMobileNumber = (text: string, country: CountryCode) =>
  isValidPhoneNumber(text, country, PHONE_METADATA_MOBILE);

/** Countries of the phone field's selector, FR by default (SPEC §2 form fields, §9). */
export const PHONE_COUNTRIES = ['FR', 'BE', 'DE', 'IT', 'LU'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'FR';

export type PhoneParseResult =
  | { ok: true; e164: string; country: PhoneCountry | undefined; national: string }
  | { ok: false; code: 'required' | 'invalid'; key: 'forms.phone.error' };

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/**
 * Parses what a person typed, as a number of the selected country unless it carries its own
 * prefix, and returns it in international E.164 form (SPEC §5 "Phone: parsed per country, invalid
 * flagged with forms.phone.error, stored internationally").
 * @example parsePhone('06 12 34 56 78', 'FR') // { ok: true, e164: '+33612345678', … }
 */
export function parsePhone(input: unknown, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): PhoneParseResult {
  if (typeof input !== 'string' || input.trim() === '')
    return { ok: false, code: 'required', key: 'forms.phone.error' };
  const parsed = parsePhoneNumberFromString(input.trim(), country as CountryCode);
  if (!parsed?.isValid()) return { ok: false, code: 'invalid', key: 'forms.phone.error' };
  const detected = parsed.country;
  return {
    ok: true,
    e164: parsed.number,
    country: isPhoneCountry(detected) ? detected : undefined,
    national: parsed.nationalNumber,
  };
}

/** Whether a number is a valid mobile number (SPEC §5 "mobile required by the carrier"). */
export function isMobileNumber(input: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  try {
    return isValidMobileNumber(input.trim(), country as CountryCode);
  } catch {
    return false;
  }
}

const CALLING_CODES: Record<PhoneCountry, string> = { FR: '33', BE: '32', DE: '49', IT: '39', LU: '352' };

/**
 * The value after the person picks another country: the national digits stay, the prefix
 * changes (SPEC §5 "changing country rewrites the prefix"). An empty value stays empty.
 * @example changePhoneCountry('+33612345678', 'BE') // '+32612345678'
 */
export function changePhoneCountry(value: string, from: PhoneCountry, to: PhoneCountry): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const parsed = parsePhoneNumberFromString(trimmed, from as CountryCode);
  const national = parsed ? parsed.nationalNumber : trimmed.replace(/\D/g, '').replace(/^0+/, '');
  return `+${CALLING_CODES[to]}${national}`;
}

/**
 * A stored number as a person reads it, grouped by its country's plan (« +33 6 12 34 56 78 »,
 * « +32 470 12 34 56 »); as it was given when it cannot be read.
 * @example formatPhone('+33612345678') // '+33 6 12 34 56 78'
 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim(), DEFAULT_PHONE_COUNTRY as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}
