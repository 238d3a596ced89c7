import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { t } from '../../../../../lib/i18n';
import { subscription } from './subscription.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/` (signed-in shoppers): one subscription, filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.subscriptions.detailTitle')}>
      <subscription.Deferred />
    </AccountFrame>
  );
}
