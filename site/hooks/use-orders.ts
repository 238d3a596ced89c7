import type { CheckoutOrder } from '@gamelle/domain';
import useSWRInfinite from 'swr/infinite';
import { ORDERS_PAGE_SIZE } from '../lib/account/account-orders';
import { checkoutClient } from '../lib/api/checkout-api';

type OrdersPage = { orders: CheckoutOrder[]; total: number };

/**
 * The signed-in customer's placed orders, newest first, a page at a time (`GET /shop/orders`,
 * SPEC §2 "last order, history, a load more button"): `loadMore` asks the API for the next page.
 */
export function useOrders(customerUri: string | null) {
  const { data, error, isLoading, size, setSize } = useSWRInfinite<OrdersPage, Error>(
    (index, previous: OrdersPage | null) => {
      if (!customerUri) return null;
      if (previous && previous.orders.length < ORDERS_PAGE_SIZE) return null;
      return ['orders', customerUri, index + 1] as const;
    },
    ([, , page]: readonly [string, string, number]) => checkoutClient.orders({ page, itemsPerPage: ORDERS_PAGE_SIZE }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const orders = data?.flatMap((page) => page.orders) ?? [];
  const total = data?.[data.length - 1]?.total ?? 0;
  return {
    data: data ? { orders, total } : undefined,
    error,
    isLoading,
    /** A further page asked for and not yet here. */
    isLoadingMore: Boolean(data) && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
  };
}
