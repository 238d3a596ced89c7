import { AccountFrame } from '../../../../components/account/AccountFrame';
import { t } from '../../../../lib/i18n';
import { addPet } from './add-pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/ajouter/` (feature animals): the pet form, in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.pets.addTitle')}>
      <addPet.Deferred />
    </AccountFrame>
  );
}
