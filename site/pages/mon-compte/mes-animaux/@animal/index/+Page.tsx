import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { t } from '../../../../../lib/i18n';
import { petView } from './pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/{animal}/` (signed-in shoppers, feature animals): one pet, in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.pets.viewTitle')}>
      <petView.Deferred />
    </AccountFrame>
  );
}
