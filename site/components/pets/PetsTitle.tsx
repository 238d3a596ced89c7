import { usePets } from '../../hooks/use-pets';
import { useSignedInCustomer } from '../../hooks/use-signed-in';
import { petsTitle } from '../../lib/account/pets';
import { useI18n } from '../../lib/i18n/i18n-context';

/** SPEC §2: « Mon animal » or « Mes animaux » by count (the list's request, shared through SWR). */
export function PetsTitle() {
  const { locale } = useI18n();

  const { data } = usePets(useSignedInCustomer());
  return <>{petsTitle(data?.length, locale)}</>;
}
