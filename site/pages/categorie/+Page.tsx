import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CatHead, DogHead } from '../../components/illustrations/animals';
import { badge } from '../../components/illustrations/illustrations.css';
import { useI18n } from '../../lib/i18n/i18n-context';

import { linkList } from '../../styles/content.css';
import type { Data } from './+data';
import * as styles from './Category.css';
import { listing } from './listing.deferred';

/** Each animal's drawing beside the title of its categories, by the key's first part. */
const ANIMALS: Record<string, typeof DogHead | undefined> = { chien: DogHead, chat: CatHead };

/** Category page (SPEC §2 `/{category}…/`): sub-categories, then the listing. */
export default function Page() {
  const { localHref, t } = useI18n();

  const { category, children, products, total, facets } = useData<Data>();
  const Animal = ANIMALS[category.key.split('/')[0] ?? ''];
  const { urlOriginal } = usePageContext();
  return (
    <>
      <div className={styles.intro}>
        {Animal ? <Animal className={badge} /> : null}
        <div>
          <h1>{category.title}</h1>
          <p>{category.description}</p>
        </div>
      </div>
      {children.length > 0 ? (
        <nav aria-label={t('category.subcategories')}>
          <ul className={linkList}>
            {children.map((child) => (
              <li key={child.key}>
                <a href={localHref(`/${child.key}/`)}>{child.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* Keyed by the URL: a page change to another category (or to a sort or filter link) starts a new list. */}
      <listing.Deferred key={urlOriginal} category={category.key} initial={{ products, total }} facets={facets} />
    </>
  );
}
