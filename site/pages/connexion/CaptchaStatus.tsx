import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from './Login.css';

/**
 * The status of a form's captcha (ADR 0027), under its submit button: empty while the token is
 * ready (nearly always), « Vérification de sécurité… » while a submit waits for its solve, read
 * out by screen readers (WCAG 4.1.3) as the button announces itself busy.
 */
export function CaptchaStatus({ waiting }: { waiting: boolean }) {
  const { t } = useI18n();
  return (
    <p role="status" className={styles.captchaStatus}>
      {waiting ? t('login.captchaWorking') : ''}
    </p>
  );
}
