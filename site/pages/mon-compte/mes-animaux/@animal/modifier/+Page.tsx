import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { t } from '../../../../../lib/i18n';
import { editPet } from './edit-pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/{animal}/modifier/` (signed-in shoppers, feature animals): the pet form. */
export default function Page() {
  return (
    <AccountFrame title={t('account.pets.editPageTitle')}>
      <editPet.Deferred />
    </AccountFrame>
  );
}
