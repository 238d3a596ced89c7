import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { subscription } from './subscription.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/` (signed-in shoppers): one subscription, filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.subscriptions.detailTitle')}>
      <subscription.Deferred />
    </AccountFrame>
  );
}
