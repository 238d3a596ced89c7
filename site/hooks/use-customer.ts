import { createCustomerClient } from '@gamelle/api-client';
import type { Customer } from '@gamelle/domain';
import useSWR from 'swr';
import { shopHttp } from '../lib/shop-api';

const customers = createCustomerClient(shopHttp);

/**
 * The signed-in customer's personal data (one SWR hook for the resource). SPEC §8 "Reading
 * personal data fails silently, returns empty customer": a failure gives null, never an error.
 */
export function useCustomer(customerUri: string | null) {
  return useSWR<Customer | null>(customerUri ? ['customer', customerUri] : null, () =>
    customers.get(customerUri ?? '').catch(() => null),
  );
}
