import type { AddressOnOrder } from '@gamelle/domain';
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

/** The customer's address book (SPEC §7 `GET /shop/addresses`, list in `hydra:member`). */
export function createAddressClient(http: HttpClient) {
  return {
    list(): Promise<BookAddress[]> {
      return http.get('/shop/addresses', {
        schema: z
          .object({ 'hydra:member': z.array(bookAddressSchema) })
          .transform((answer) => answer['hydra:member'] as BookAddress[]),
      });
    },
  };
}

export type AddressClient = ReturnType<typeof createAddressClient>;
