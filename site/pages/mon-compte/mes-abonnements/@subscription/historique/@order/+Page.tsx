import { AccountFrame } from '../../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../../lib/i18n/i18n-context';

import { historyOrder } from './history-order.deferred';

/** SPEC §2 `/mon-compte/mes-abonnements/{subscription}/historique/{order}/` (signed-in shoppers). */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.orders.detailTitle')}>
      <historyOrder.Deferred />
    </AccountFrame>
  );
}
