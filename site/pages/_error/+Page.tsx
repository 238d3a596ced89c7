import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CrossSell } from '../../components/CrossSell';
import { useI18n } from '../../lib/i18n/i18n-context';

import { linkList } from '../../styles/content.css';
import type { Data } from './+data';
import { errorMessages, errorStatus } from './messages';

/**
 * Error page of SPEC §2: title and message by status code (generic fallback), links to dog and
 * cat food, the cross-sell block. Never indexed (see +Head).
 */
export default function Page() {
  const { localHref, t } = useI18n();

  const pageContext = usePageContext();
  const data = useData<Data | undefined>();
  const { title, message } = errorMessages(errorStatus(pageContext));
  return (
    <>
      <h1>{t(title)}</h1>
      <p>{t(message)}</p>
      <ul className={linkList}>
        <li>
          <a href={localHref('/chien/')}>{t('error.links.dog')}</a>
        </li>
        <li>
          <a href={localHref('/chat/')}>{t('error.links.cat')}</a>
        </li>
        <li>
          <a href={localHref('/')}>{t('error.links.home')}</a>
        </li>
      </ul>
      <CrossSell title={t('error.crossSell')} products={data?.crossSell ?? []} />
    </>
  );
}
