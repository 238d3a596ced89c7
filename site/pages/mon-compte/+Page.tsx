import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/account';
import { account } from './account.deferred';

/** Account (SPEC §2 `/mon-compte/`, signed-in shoppers): the dashboard. */
export default function Page() {
  return (
    <>
      <h1>{t('account.title')}</h1>
      <account.Deferred />
    </>
  );
}
