import { AccountFrame } from '../../../../components/account/AccountFrame';
import { useI18n } from '../../../../lib/i18n/i18n-context';

import { addPet } from './add-pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/ajouter/` (feature animals): the pet form, in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.pets.addTitle')}>
      <addPet.Deferred />
    </AccountFrame>
  );
}
