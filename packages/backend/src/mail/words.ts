import { carrierWords, findCarrier, formatPrice, frequencyOption, type Locale, localizedPath } from '@gamelle/domain';

/**
 * The shop's words that its e-mails and the PDF invoice share, in each language (ADR 0019):
 * days, carriers, frequencies, countries, round amounts and links to the site in the reader's
 * language. French is the shop's own; Dutch is Belgian Dutch, as the site writes it.
 */

const DAY_IN_WORDS: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/**
 * A calendar day (`YYYY-MM-DD`, a shop's day in Paris) as a person writes it.
 * @example dayInWords('2026-12-22', 'fr') // '22 décembre 2026'
 * @example dayInWords('2026-12-22', 'nl') // 'dinsdag 22 december 2026'
 */
export function dayInWords(day: string, language: Locale): string {
  return DAY_IN_WORDS[language].format(new Date(`${day}T00:00:00Z`));
}

const DATE_IN_WORDS: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  nl: new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
};

/**
 * The day of an instant in Paris, as a document dates it.
 * @example dateInWords(new Date('2026-11-10T09:30:00Z'), 'nl') // '10 november 2026'
 */
export function dateInWords(instant: Date, language: Locale): string {
  return DATE_IN_WORDS[language].format(instant);
}

const INSTANT_IN_WORDS: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
  nl: new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
};

/**
 * The day and time of an instant in Paris, as an acknowledgment of receipt dates what it received.
 * @example instantInWords(new Date('2026-11-10T09:30:00Z'), 'fr') // '10 novembre 2026 à 10:30'
 */
export function instantInWords(instant: Date, language: Locale): string {
  return INSTANT_IN_WORDS[language].format(instant);
}

/**
 * A carrier's name for the reader, or undefined for an unknown carrier.
 * @example carrierName('mondial_relay', 'nl') // 'Mondial Relay-afhaalpunt'
 */
export function carrierName(code: string | null | undefined, language: Locale): string | undefined {
  const carrier = code ? findCarrier(code) : undefined;
  return carrier ? carrierWords(carrier, language).name : undefined;
}

/**
 * How often a subscription delivers, after « every »: the domain's option label in French
 * (« 6 semaines »), its Dutch words (« om de 6 weken », « elke maand »); days for another gap.
 * @example frequencyInWords(42, 'nl') // 'om de 6 weken'
 */
export function frequencyInWords(days: number, language: Locale): string {
  const label = frequencyOption(days)?.label;
  if (language === 'fr') return label ?? `${days} jours`;
  const [, count, unit] = /^(\d+) (semaines|mois)$/.exec(label ?? '') ?? [];
  if (count === undefined) return `om de ${days} dagen`;
  if (unit === 'semaines') return `om de ${count} weken`;
  return count === '1' ? 'elke maand' : `om de ${count} maanden`;
}

const COUNTRY_NAMES: Record<Locale, string> = { fr: 'fr-FR', nl: 'nl-BE' };

/**
 * A country's name from its ISO code (« Belgique », « België »); the code when unknown.
 * @example countryName('FR', 'nl') // 'Frankrijk'
 */
export function countryName(code: string | null | undefined, language: Locale): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([COUNTRY_NAMES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A round amount in a sentence, without its zero cents, as the site writes offers (« € 5 korting
 * vanaf € 30 », « 5 € offerts »); any other amount keeps its cents. Every space a no-break one.
 * @example wholePrice(3000, 'nl') // '€ 30'
 */
export function wholePrice(cents: number, language: Locale): string {
  return formatPrice(cents, { locale: language }).replace(/,00(?=\D|$)/, '');
}

/**
 * An absolute address of the site in the reader's language (SPEC §9 "prefix except default"):
 * the French path as is, the Dutch one under `/nl/`. Mails are read away from the site.
 * @example siteUrl('https://gamelle.example', '/panier/', 'nl') // 'https://gamelle.example/nl/panier/'
 */
export function siteUrl(siteOrigin: string, path: string, language: Locale): string {
  return `${siteOrigin}${localizedPath(path, language)}`;
}

/** The end of an e-mail: the team, or customer service for the e-mails about an account or a service. */
export const SIGNATURES = {
  team: { fr: 'L’équipe Gamelle', nl: 'Met vriendelijke groeten,\nHet Gamelle-team' },
  service: { fr: 'Le service client Gamelle', nl: 'Met vriendelijke groeten,\nDe klantendienst van Gamelle' },
} as const satisfies Record<string, Record<Locale, string>>;
