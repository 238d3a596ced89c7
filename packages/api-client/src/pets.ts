import type { Pet, PetInput } from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

const savedPetSchema = z
  .object({
    '@id': z.string(),
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    ageInMonths: z.number().int(),
    photo: z.string().nullable(),
  })
  .loose();

/** A pet as the shop keeps it (SPEC §3): the form's fields, its id, its age today and its photo's URL. */
export type SavedPet = Pet & { '@id': string; id: number; ageInMonths: number; photo: string | null };

const petPath = (id: number) => `/shop/animals/${encodeURIComponent(String(id))}`;
const asSaved = savedPetSchema.transform((saved) => saved as unknown as SavedPet);

/**
 * The customer's pets (SPEC §3 Pet, ADR 0016): `GET/POST /shop/animals`, `GET/PUT/DELETE
 * /shop/animals/{id}`; a 422 rejects with its violations (`ApiError.violations`), another
 * customer's pet with a 404.
 */
export function createPetClient(http: HttpClient) {
  return {
    /** `GET /shop/animals` — the customer's pets, oldest first. */
    list(): Promise<SavedPet[]> {
      return http.get('/shop/animals', {
        schema: z
          .object({ 'hydra:member': z.array(savedPetSchema) })
          .transform((answer) => answer['hydra:member'] as unknown as SavedPet[]),
      });
    },
    /** `GET /shop/animals/{id}`. */
    get(id: number): Promise<SavedPet> {
      return http.get(petPath(id), { schema: asSaved });
    },
    /** `POST /shop/animals` — adds a pet, answered as saved. */
    create(pet: PetInput): Promise<SavedPet> {
      return http.post('/shop/animals', pet, { schema: asSaved });
    },
    /** `PUT /shop/animals/{id}` — replaces a pet's fields. */
    update(id: number, pet: PetInput): Promise<SavedPet> {
      return http.put(petPath(id), pet, { schema: asSaved });
    },
    /** `DELETE /shop/animals/{id}`. */
    async remove(id: number): Promise<void> {
      await http.delete(petPath(id));
    },
  };
}
export type PetClient = ReturnType<typeof createPetClient>;
