import { AccountFrame } from '../../../components/account/AccountFrame';
import { t } from '../../../lib/i18n';
import { personalData } from './personal.deferred';

/**
 * Personal data (SPEC §2 `/mon-compte/mes-informations-personnelles/`, signed-in shoppers): name,
 * gender, birthday, e-mail, newsletter, language and password, filled in the browser.
 */
export default function Page() {
  return (
    <AccountFrame title={t('account.personal.title')}>
      <personalData.Deferred />
    </AccountFrame>
  );
}
