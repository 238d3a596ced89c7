import { useI18n } from '../../lib/i18n/i18n-context';

import * as styles from './Login.css';
import { loginForm } from './login.deferred';

/** Login (SPEC §2 `/connexion/`, anonymous only): e-mail first, then password or registration. */
export default function Page() {
  const { t } = useI18n();

  return (
    <div className={styles.narrow}>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <loginForm.Deferred />
    </div>
  );
}
