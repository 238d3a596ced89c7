import { AccountFrame } from '../../../components/account/AccountFrame';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { account } from './account.deferred';

/** Account (SPEC §2 `/mon-compte/`, signed-in shoppers): the menu and the dashboard, filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.title')}>
      <account.Deferred />
    </AccountFrame>
  );
}
