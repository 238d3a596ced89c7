import { AccountFrame } from '../../../../../../components/account/AccountFrame';
import { t } from '../../../../../../lib/i18n';
import { historyOrder } from './history-order.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/historique/{order}/` (signed-in shoppers). */
export default function Page() {
  return (
    <AccountFrame title={t('account.orders.detailTitle')}>
      <historyOrder.Deferred />
    </AccountFrame>
  );
}
