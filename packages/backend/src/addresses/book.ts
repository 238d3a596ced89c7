import { type Address, type AddressBookPlace, addressBookPlace, withInternationalPhones } from '@gamelle/domain';
import { asc, eq } from 'drizzle-orm';
import { addresses, customers } from '../db/schema.js';
import type { Db, Tx } from '../orders/store.js';

/**
 * The address as the book stores it: the domain schema's output (empty optional fields already
 * null), phone numbers in international form for its country (SPEC §5 "stored internationally"),
 * without the form-only fields (`id`, `isDefault`: the favourite is the customer's).
 */
export function storedAddress(address: Address) {
  const { id: _id, isDefault: _isDefault, ...fields } = address;
  return withInternationalPhones(fields);
}

/**
 * Locks the customer's row: two requests that add to one book (two tabs, two instances) count and
 * compare its addresses one after the other, so the limit and the no-duplicate rule hold.
 */
export async function lockAddressBook(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** The customer's addresses, oldest first. */
export const addressesOf = (db: Db, customerId: number) =>
  db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));

/** What became of an address the checkout offered to the book. */
export type AddressBookOutcome = 'saved' | Exclude<AddressBookPlace, 'new'>;

/**
 * Saves a checkout's address in the customer's book (« Mes adresses »), in the checkout's own
 * transaction, as `addressBookPlace` says: never twice — an entry that is the same address
 * (`addressBookKey`: trimmed, case- and accent-folded names and lines, the phone in E.164) is kept
 * as it is — and not past `ADDRESS_BOOK_MAX`, where the order goes on without it.
 */
export async function saveToAddressBook(
  tx: Tx,
  customerId: number,
  address: Address,
  at: Date,
): Promise<AddressBookOutcome> {
  await lockAddressBook(tx, customerId);
  const data = storedAddress(address);
  const book = await addressesOf(tx, customerId);
  const place = addressBookPlace(
    book.map((row) => row.data as Address),
    data,
  );
  if (place !== 'new') return place;
  await tx.insert(addresses).values({ customerId, data, createdAt: at, updatedAt: at });
  return 'saved';
}
