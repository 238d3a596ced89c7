import type { SavedPet } from '@gamelle/api-client';
import useSWR from 'swr';
import { petClient } from '../lib/pet-api';

/** SWR keys of the pet resources: a change updates each one it answers. */
export const petKeys = {
  list: (customer: string) => ['pets', customer] as const,
  one: (id: number) => ['pet', id] as const,
};

/** The signed-in customer's pets (SPEC §2 `/mon-compte/mes-animaux/`). */
export function usePets(customerUri: string | null) {
  return useSWR<SavedPet[], Error>(customerUri ? petKeys.list(customerUri) : null, () => petClient.list(), {
    revalidateOnFocus: false,
  });
}

/** One pet of the customer (404: not theirs, or none). */
export function usePet(id: number | null) {
  return useSWR<SavedPet, Error>(id === null ? null : petKeys.one(id), () => petClient.get(id ?? 0), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
