import { AccountFrame } from '../../../../components/account/AccountFrame';
import { t } from '../../../../lib/i18n';
import { order } from './order.deferred';

/** SPEC §2 `/mon-compte/mes-commandes/{order}/` (signed-in shoppers): one placed order, filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.orders.detailTitle')}>
      <order.Deferred />
    </AccountFrame>
  );
}
