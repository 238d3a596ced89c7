import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { editPet } from './edit-pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/{animal}/modifier/` (signed-in shoppers, feature animals): the pet form. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.pets.editPageTitle')}>
      <editPet.Deferred />
    </AccountFrame>
  );
}
