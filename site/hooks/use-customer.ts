import type { Customer } from '@gamelle/domain';
import useSWR from 'swr';
import { customerClient } from '../lib/api/customer-api';

/**
 * The signed-in customer's personal data (one SWR hook for the resource). SPEC §8 "Reading
 * personal data fails silently, returns empty customer": a failure gives null, never an error.
 */
export function useCustomer(customerUri: string | null) {
  return useSWR<Customer | null>(customerUri ? ['customer', customerUri] : null, () =>
    customerClient.get(customerUri ?? '').catch(() => null),
  );
}
