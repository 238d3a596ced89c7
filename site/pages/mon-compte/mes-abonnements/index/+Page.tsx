import { AccountFrame } from '../../../../components/account/AccountFrame';
import { useI18n } from '../../../../lib/i18n/i18n-context';

import { subscriptions } from './subscriptions.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/` (signed-in shoppers, feature subscription-redirect): filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.subscriptions.title')}>
      <subscriptions.Deferred />
    </AccountFrame>
  );
}
