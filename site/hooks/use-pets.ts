import { ApiError, type SavedPet } from '@gamelle/api-client';
import useSWR from 'swr';
import { petClient } from '../lib/api/pet-api';
import { useShellParam } from './use-shell-param';
import { useSignedInCustomer } from './use-signed-in';

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

/**
 * The pet a shell page's address names (`/mon-compte/mes-animaux/{animal}/`, the guide's), for the
 * signed-in customer (is-authenticated): `missing` when it names none of theirs (another's is a
 * 404), `failed` when it could not be read.
 */
export function useShellPet(parse: (pathname: string) => number | null) {
  const customerUri = useSignedInCustomer();
  const id = useShellParam(parse);
  const { data: pet, error } = usePet(customerUri && typeof id === 'number' ? id : null);
  const missing = Boolean((customerUri && id === null) || (error instanceof ApiError && error.status === 404));
  return { customerUri, pet, missing, failed: Boolean(error && !pet) };
}
