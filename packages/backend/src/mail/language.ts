import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@gamelle/domain';

/**
 * The language of what the shop writes about an order (issue 27 item 1): the order's Sylius
 * locale code (`nl_BE` → `nl`, SPEC §7 `localeCode`), French for anything else.
 */
export function languageOf(localeCode: string | null | undefined): Locale {
  const found = (Object.entries(LOCALE_CODES) as [Locale, string][]).find(([, code]) => code === localeCode);
  return found?.[0] ?? DEFAULT_LOCALE;
}

const PRICE_FORMATS: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  nl: new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }),
};

/** A price in cents as its language writes it: « 12,50 € » in French, « € 12,50 » in Belgian Dutch. */
export function priceIn(language: Locale, cents: number): string {
  return PRICE_FORMATS[language].format(cents / 100).replace(/\u202f/g, '\u00a0');
}
