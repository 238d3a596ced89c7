import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { petView } from './pet.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/{animal}/` (signed-in shoppers, feature animals): one pet, in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.pets.viewTitle')}>
      <petView.Deferred />
    </AccountFrame>
  );
}
