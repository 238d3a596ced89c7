import { AccountFrame } from '../../../../components/account/AccountFrame';
import { t } from '../../../../lib/i18n';
import { orders } from './orders.deferred';

/** SPEC §2 `/mon-compte/mes-commandes/` (signed-in shoppers, feature order-redirect): the orders, filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.orders.title')}>
      <orders.Deferred />
    </AccountFrame>
  );
}
