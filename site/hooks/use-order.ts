import type { CheckoutOrder } from '@gamelle/domain';
import useSWR from 'swr';
import { checkoutClient } from '../lib/api/checkout-api';

/** The SWR key of an order: the checkout and its confirmation share it (one SWR hook per resource). */
export const orderKey = (token: string) => ['checkout', token] as const;

/**
 * An order of the signed-in shopper (checkout or placed), loaded in the browser. Not revalidated on
 * focus: a step in progress must not change under the shopper's hands (another tab says when).
 */
export function useOrder(token: string | null) {
  return useSWR<CheckoutOrder, Error>(token ? orderKey(token) : null, () => checkoutClient.get(token ?? ''), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
