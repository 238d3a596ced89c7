import { AccountFrame } from '../../../../components/account/AccountFrame';
import { t } from '../../../../lib/i18n';
import { subscriptions } from './subscriptions.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/` (signed-in shoppers, feature subscription-redirect): filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.subscriptions.title')}>
      <subscriptions.Deferred />
    </AccountFrame>
  );
}
