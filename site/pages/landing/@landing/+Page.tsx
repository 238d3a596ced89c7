import { RichHtml } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { t } from '../../../lib/i18n';
import type { Data } from './+data';
import * as styles from './Landing.css';

/** Landing page (SPEC §2 `/landing/{landing}/`, no layout): one message, one call to action. */
export default function Page() {
  const { landing } = useData<Data>();
  return (
    <div className={styles.page}>
      <a className={styles.brand} href="/" aria-label={t('layout.brandHome')}>
        {t('layout.brand')}
      </a>
      <h1 className={styles.title}>{landing.title}</h1>
      <RichHtml html={landing.html} />
      {landing.cta ? (
        <p>
          <a className={styles.cta} href={landing.cta.href}>
            {landing.cta.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
