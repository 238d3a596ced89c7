import { AccountFrame } from '../../../../components/account/AccountFrame';
import { useI18n } from '../../../../lib/i18n/i18n-context';

import { orders } from './orders.deferred';

/** SPEC §2 `/mon-compte/mes-commandes/` (signed-in shoppers, feature order-redirect): the orders, filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.orders.title')}>
      <orders.Deferred />
    </AccountFrame>
  );
}
