import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { order } from './order.deferred';

/** SPEC §2 `/mon-compte/mes-commandes/{order}/` (signed-in shoppers): one placed order, filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.orders.detailTitle')}>
      <order.Deferred />
    </AccountFrame>
  );
}
