import { AccountFrame } from '../../../../../components/account/AccountFrame';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { withdrawal } from './withdrawal.deferred';

/**
 * `/mon-compte/mes-commandes/{order}/retractation/` (signed-in shoppers): the withdrawal function's
 * confirmation step (directive 2011/83/EU art. 11a, ADR 0028), filled in the browser.
 */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.withdrawal.pageTitle')}>
      <withdrawal.Deferred />
    </AccountFrame>
  );
}
