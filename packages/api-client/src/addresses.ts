import type { Address, AddressOnOrder } from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

const bookAddressSchema = z
  .object({
    '@id': z.string(),
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    countryCode: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    isDefault: z.boolean(),
  })
  .loose();
export type BookAddress = z.infer<typeof bookAddressSchema> & AddressOnOrder;

/** The path of an address under the shop API base (`/shop/addresses/{id}`). */
const addressPath = (id: number) => `/shop/addresses/${encodeURIComponent(String(id))}`;

/**
 * The body of a saved address: the form's fields, empty optional ones already null (SPEC §3). No
 * id (it is in the path) and no `isDefault`: the favourite is set by the customer call (SPEC §7).
 */
const body = ({ id: _id, isDefault: _isDefault, ...address }: Address) => address;

/**
 * The customer's address book (SPEC §7 `GET/POST /shop/addresses`, `GET/PUT/DELETE
 * /shop/addresses/{id}`); a 422 rejects with its violations (`ApiError.violations`).
 */
export function createAddressClient(http: HttpClient) {
  return {
    /** `GET /shop/addresses` — the book, list in `hydra:member`. */
    list(): Promise<BookAddress[]> {
      return http.get('/shop/addresses', {
        schema: z
          .object({ 'hydra:member': z.array(bookAddressSchema) })
          .transform((answer) => answer['hydra:member'] as BookAddress[]),
      });
    },
    /** `POST /shop/addresses` — adds an address, answered as saved (with its id and IRI). */
    create(address: Address): Promise<BookAddress> {
      return http.post('/shop/addresses', body(address), {
        schema: bookAddressSchema.transform((saved) => saved as BookAddress),
      });
    },
    /** `PUT /shop/addresses/{id}` — replaces an address of the book. */
    update(id: number, address: Address): Promise<BookAddress> {
      return http.put(addressPath(id), body(address), {
        schema: bookAddressSchema.transform((saved) => saved as BookAddress),
      });
    },
    /** `DELETE /shop/addresses/{id}`. */
    async remove(id: number): Promise<void> {
      await http.delete(addressPath(id));
    },
  };
}

export type AddressClient = ReturnType<typeof createAddressClient>;
