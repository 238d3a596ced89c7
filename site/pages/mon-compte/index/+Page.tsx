import { AccountFrame } from '../../../components/account/AccountFrame';
import { t } from '../../../lib/i18n';
import { account } from './account.deferred';

/** Account (SPEC §2 `/mon-compte/`, signed-in shoppers): the menu and the dashboard, filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.title')}>
      <account.Deferred />
    </AccountFrame>
  );
}
