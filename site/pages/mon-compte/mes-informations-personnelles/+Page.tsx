import { AccountFrame } from '../../../components/account/AccountFrame';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { personalData } from './personal.deferred';

/**
 * Personal data (SPEC §2 `/mon-compte/mes-informations-personnelles/`, signed-in shoppers): name,
 * gender, birthday, e-mail, newsletter, language and password, filled in the browser.
 */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.personal.title')}>
      <personalData.Deferred />
    </AccountFrame>
  );
}
