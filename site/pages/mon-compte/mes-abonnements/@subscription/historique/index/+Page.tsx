import { AccountFrame } from '../../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../../lib/i18n/i18n-context';

import { history } from './history.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/historique/` (signed-in shoppers): filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.subscriptions.historyTitle')}>
      <history.Deferred />
    </AccountFrame>
  );
}
