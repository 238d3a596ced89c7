import { type Locale, SHIPPING_COUNTRIES } from '@gamelle/domain';
import { translate } from '../../lib/i18n/i18n';

/**
 * A shipping country's name in the page's language (SPEC §1: France, Belgique, Luxembourg), as an
 * address is printed on a parcel; the code itself for a country the shop does not ship to.
 */
export function countryName(code: string, locale: Locale): string {
  const known = SHIPPING_COUNTRIES.find((country) => country === code.toUpperCase());
  return known ? translate(locale, `checkout.country.${known}`) : code;
}
