import { B2B_CONTACT } from '@gamelle/domain';
import { useI18n } from '../lib/i18n/i18n-context';

import * as styles from '../styles/professional.css';

/**
 * The professional service's contact block (SPEC §1 "its own contact details", SPEC §9 support
 * until 17:30), shown to professional accounts in their cart and their account.
 */
export function ProContact({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useI18n();

  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={styles.proContact} aria-labelledby="service-pro" data-pro-contact="">
      <Heading id="service-pro">{t('pro.contact.title')}</Heading>
      <p>{t('pro.contact.hours')}</p>
      <p>
        {t('pro.contact.email')} <a href={`mailto:${B2B_CONTACT.email}`}>{B2B_CONTACT.email}</a>
      </p>
      <p>
        {t('pro.contact.phone')} <a href={`tel:${B2B_CONTACT.phone.replace(/\s/g, '')}`}>{B2B_CONTACT.phone}</a>
      </p>
    </aside>
  );
}
