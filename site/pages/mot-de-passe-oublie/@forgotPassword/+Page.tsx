import { useI18n } from '../../../lib/i18n/i18n-context';

import * as styles from '../../connexion/Login.css';
import { resetForm } from './reset.deferred';

/** Password reset (SPEC §2 `/mot-de-passe-oublie/{token}/`, anonymous only). */
export default function Page() {
  const { t } = useI18n();

  return (
    <div className={styles.narrow}>
      <h1>{t('login.resetTitle')}</h1>
      <resetForm.Deferred />
    </div>
  );
}
