import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from '@gamelle/domain';

/**
 * The language of what the shop writes about an order (ADR 0019): the order's Sylius
 * locale code (`nl_BE` → `nl`, SPEC §7 `localeCode`), French for anything else.
 */
export function languageOf(localeCode: string | null | undefined): Locale {
  const found = (Object.entries(LOCALE_CODES) as [Locale, string][]).find(([, code]) => code === localeCode);
  return found?.[0] ?? DEFAULT_LOCALE;
}

/**
 * The language of an e-mail to a customer outside an order (ADR 0019): their preferred
 * communication language (SPEC §3) when they chose another than French, else the language of the
 * context — the page the request came from (`locale`), the order a subscription started with —,
 * else French. `preferredLanguage` is `fr` by default, so only another value says the customer chose.
 * @example readerLanguage('nl', 'fr') // 'nl'
 * @example readerLanguage('fr', 'nl') // 'nl' (French is the default, not necessarily a choice)
 */
export function readerLanguage(preferredLanguage: string | null | undefined, context?: Locale): Locale {
  if (isLocale(preferredLanguage) && preferredLanguage !== DEFAULT_LOCALE) return preferredLanguage;
  return context ?? DEFAULT_LOCALE;
}
