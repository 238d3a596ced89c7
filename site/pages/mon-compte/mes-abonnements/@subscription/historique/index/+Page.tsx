import { AccountFrame } from '../../../../../../components/account/AccountFrame';
import { t } from '../../../../../../lib/i18n';
import { history } from './history.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/historique/` (signed-in shoppers): filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.subscriptions.historyTitle')}>
      <history.Deferred />
    </AccountFrame>
  );
}
