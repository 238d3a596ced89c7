import type { BookAddress } from '@gamelle/api-client';
import useSWR from 'swr';
import { addressClient } from '../lib/api/checkout-api';

/** The customer's address book (one SWR hook for the resource); unreadable, it is empty. */
export function useAddressBook(signedIn: boolean) {
  return useSWR<BookAddress[]>(signedIn ? ['addresses'] : null, () => addressClient.list().catch(() => []));
}

/** The address a form starts from: the default one, else the first. */
export function preferredAddress(book: readonly BookAddress[] | undefined): BookAddress | undefined {
  return book?.find((address) => address.isDefault) ?? book?.[0];
}
