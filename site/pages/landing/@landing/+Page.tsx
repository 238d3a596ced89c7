import { RichHtml } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { BrandLogo } from '../../../components/BrandLogo';
import { newsletterConfirmation, newsletterSignup } from '../../../components/newsletter/newsletter.deferred';
import { NEWSLETTER_LANDING } from '../../../lib/account/newsletter-link';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { Data } from './+data';
import * as styles from './Landing.css';

/** Landing page (SPEC §2 `/landing/{landing}/`, no layout): one message, one call to action. */
export default function Page() {
  const { localHref, t } = useI18n();

  const { landing } = useData<Data>();
  return (
    <div className={styles.page}>
      <a className={styles.brand} href={localHref('/')} aria-label={t('layout.brandHome')}>
        <BrandLogo>{t('layout.brand')}</BrandLogo>
      </a>
      <h1 className={styles.title}>{landing.title}</h1>
      {landing.key === NEWSLETTER_LANDING ? <newsletterConfirmation.Deferred /> : null}
      <RichHtml html={landing.html} />
      {landing.key === NEWSLETTER_LANDING ? (
        <newsletterSignup.Deferred source="landing" title={t('newsletter.landingTitle')} />
      ) : null}
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
