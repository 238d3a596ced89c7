import { ADDRESS_BOOK_MAX, addressSchema } from '@gamelle/domain';
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { addressesOf, lockAddressBook, storedAddress } from '../addresses/book.js';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { addresses, customers } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';

type AddressRow = typeof addresses.$inferSelect;

function serialize(row: AddressRow, defaultId: number | null) {
  return {
    '@id': `/api/v2/shop/addresses/${row.id}`,
    '@type': 'Address',
    id: row.id,
    ...(row.data as Record<string, unknown>),
    isDefault: row.id === defaultId,
  };
}

/**
 * The address book (SPEC §7 `GET/POST /shop/addresses`, `GET/PUT/DELETE /shop/addresses/{id}`):
 * the address rules of SPEC §5 through the domain schema (forbidden characters, lengths, postcode
 * by country, French messages), every address owned — another customer's is a 404 — and
 * `isDefault` saved on the customer, as the customer call `PUT {customer} { defaultAddress }` does.
 */
export function addressRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireCustomer(keys, now));
  const schema = addressSchema();

  async function defaultOf(customerId: number) {
    const [row] = await db
      .select({ id: customers.defaultAddressId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return row?.id ?? null;
  }

  async function owned(customerId: number, id: string) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, Number(id)), eq(addresses.customerId, customerId)))
      .limit(1);
    if (!row) throw hydraError(404, 'Adresse introuvable.');
    return row;
  }

  async function setDefault(customerId: number, id: number | null) {
    await db.update(customers).set({ defaultAddressId: id, updatedAt: now() }).where(eq(customers.id, customerId));
  }

  app.get('/', async (c) => {
    const customerId = c.get('customerId');
    const rows = await addressesOf(db, customerId);
    const defaultId = await defaultOf(customerId);
    return jsonLd(c, {
      '@context': '/api/v2/contexts/Address',
      '@id': '/api/v2/shop/addresses',
      '@type': 'hydra:Collection',
      'hydra:member': rows.map((row) => serialize(row, defaultId)),
      'hydra:totalItems': rows.length,
    });
  });

  app.post('/', async (c) => {
    const customerId = c.get('customerId');
    const address = await readBody(c, schema, 'address');
    const row = await db.transaction(async (tx) => {
      // Counted under the customer's lock, as the checkout's saves are: two adds never pass the limit.
      await lockAddressBook(tx, customerId);
      const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
      if ((held?.n ?? 0) >= ADDRESS_BOOK_MAX) {
        throw violationError([
          {
            propertyPath: '',
            code: 'too_many',
            message: `Votre carnet compte déjà ${ADDRESS_BOOK_MAX} adresses : supprimez-en une pour en ajouter une autre.`,
          },
        ]);
      }
      const [inserted] = await tx
        .insert(addresses)
        .values({ customerId, data: storedAddress(address), createdAt: now(), updatedAt: now() })
        .returning();
      return inserted;
    });
    if (!row) throw hydraError(500, 'Une erreur est survenue');
    if (address.isDefault) await setDefault(customerId, row.id);
    return jsonLd(c, serialize(row, await defaultOf(customerId)), 201);
  });

  app.get('/:id{[0-9]+}', async (c) => {
    const customerId = c.get('customerId');
    return jsonLd(c, serialize(await owned(customerId, c.req.param('id')), await defaultOf(customerId)));
  });

  app.put('/:id{[0-9]+}', async (c) => {
    const customerId = c.get('customerId');
    const row = await owned(customerId, c.req.param('id'));
    const address = await readBody(c, schema, 'address');
    const [updated] = await db
      .update(addresses)
      .set({ data: storedAddress(address), updatedAt: now() })
      .where(eq(addresses.id, row.id))
      .returning();
    if (address.isDefault) await setDefault(customerId, row.id);
    return jsonLd(c, serialize(updated ?? row, await defaultOf(customerId)));
  });

  app.delete('/:id{[0-9]+}', async (c) => {
    const customerId = c.get('customerId');
    const row = await owned(customerId, c.req.param('id'));
    if ((await defaultOf(customerId)) === row.id) await setDefault(customerId, null);
    await db.delete(addresses).where(eq(addresses.id, row.id));
    return c.body(null, 204);
  });

  return app;
}
