import { t } from '../../../lib/i18n';
import { account } from './account.deferred';

/** Account (SPEC §2 `/mon-compte/`, signed-in shoppers): the dashboard, filled in the browser. */
export default function Page() {
  return (
    <>
      <h1>{t('account.title')}</h1>
      <account.Deferred />
    </>
  );
}
