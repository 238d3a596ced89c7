import type { Locale } from '@gamelle/domain';

/** The language tag each locale writes its dates in (Belgian Dutch for nl, ADR 0019). */
const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-FR', nl: 'nl-BE' };
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as the page's language writes it in full (« 3 décembre 2026 », « 3 december 2026 »). Dates
 * of the catalogue are written at build in UTC (ADR 0004's consequence, kept by ADR 0021); those of
 * the account area in the shop's time zone.
 */
export function longDate(value: string | Date, timeZone = 'Europe/Paris', locale: Locale): string {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone });
    formats.set(key, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

const times = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The time of an instant in the shop's time zone, as the page's language writes it (« 14:32 »):
 * what the account says of a thing received to the minute (a withdrawal, ADR 0028).
 */
export function shortTime(value: string | Date, locale: Locale): string {
  let format = times.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { timeStyle: 'short', timeZone: 'Europe/Paris' });
    times.set(locale, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}
