import { type CheckoutOrder, LOCALE_CODES, type Locale } from '@gamelle/domain';
import useSWR from 'swr';
import { checkoutClient } from '../lib/api/checkout-api';
import { cartClient } from '../lib/api/shop-api';
import { useLocale } from '../lib/i18n/i18n-context';

/**
 * The SWR key of an order: the checkout and its confirmation share it (one SWR hook per resource),
 * by the page's language, as the cart's (a switch to Dutch reads the order again, in Dutch).
 */
export const orderKey = (token: string, locale: Locale) => ['checkout', token, locale] as const;

/**
 * An order in the checkout follows the page's language (SPEC §9): read on a Dutch page, a cart
 * started in French is switched — its lines, carriers and payment instructions in Dutch — and read
 * again. A placed order keeps the language it was placed in.
 */
async function readOrder(token: string, locale: Locale): Promise<CheckoutOrder> {
  const order = await checkoutClient.get(token);
  if (order.state !== 'cart' || order.localeCode === LOCALE_CODES[locale]) return order;
  await cartClient.changeLocale(token, locale);
  return checkoutClient.get(token);
}

/**
 * An order of the signed-in shopper (checkout or placed), loaded in the browser. Not revalidated on
 * focus: a step in progress must not change under the shopper's hands (another tab says when).
 */
export function useOrder(token: string | null) {
  const locale = useLocale();
  return useSWR<CheckoutOrder, Error>(token ? orderKey(token, locale) : null, () => readOrder(token ?? '', locale), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
