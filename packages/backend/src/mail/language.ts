import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@gamelle/domain';

/**
 * The language of what the shop writes about an order (issue 27 item 1): the order's Sylius
 * locale code (`nl_BE` → `nl`, SPEC §7 `localeCode`), French for anything else.
 */
export function languageOf(localeCode: string | null | undefined): Locale {
  const found = (Object.entries(LOCALE_CODES) as [Locale, string][]).find(([, code]) => code === localeCode);
  return found?.[0] ?? DEFAULT_LOCALE;
}
