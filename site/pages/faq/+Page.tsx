import type { FaqTopic } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';

import { linkList } from '../../styles/content.css';
import type { Data } from './+data';
import { FaqSearchBox, useFaqSearch } from './FaqSearch';
import { FAQ_TOPICS } from './topics';

const TOPICS: readonly string[] = FAQ_TOPICS;

/**
 * A topic's name in the page's language, from its slug (`livraison`) or the content system's
 * French name (`Livraison`); the slug stays French: it is in the address.
 */
const topicLabel = (topic: string, locale: Locale) =>
  TOPICS.includes(topic.toLowerCase())
    ? translate(locale, `faq.topic.${topic.toLowerCase()}` as 'faq.topic.livraison')
    : topic.charAt(0).toUpperCase() + topic.slice(1);

/** FAQ (SPEC §2 `/faq/{faqQuery?}/`): questions by topic, each answer behind its question. */
export default function Page() {
  const data = useData<Data>();
  return data.shellOf ? <SearchedFaq /> : <Faq query={data.query} topics={data.topics} />;
}

/** The FAQ, whole or of one topic, as prerendered. */
function Faq({ query, topics }: { query: string; topics: readonly FaqTopic[] }) {
  const { t } = useI18n();
  return (
    <>
      <h1>{query ? t('faq.titleQuery', { query }) : t('faq.title')}</h1>
      <FaqSearchBox query={query && !TOPICS.includes(query) ? query : ''} />
      <TopicsMenu query={query} />
      <Questions query={query} topics={topics} />
    </>
  );
}

/** The shopper's own words (the search shell): the questions asked from the browser. */
function SearchedFaq() {
  const { t } = useI18n();
  const { urlPathname } = usePageContext();
  const { query, topics, failed } = useFaqSearch(urlPathname);
  return (
    <>
      <h1>{query ? t('faq.titleQuery', { query }) : t('faq.title')}</h1>
      <FaqSearchBox query={query} />
      <TopicsMenu query={query} />
      <div aria-live="polite">
        {topics === null ? (
          <p role="status">{t('faq.searching')}</p>
        ) : failed ? (
          <p role="alert">{t('faq.searchError')}</p>
        ) : (
          <Questions query={query} topics={topics} />
        )}
      </div>
    </>
  );
}

function TopicsMenu({ query }: { query: string }) {
  const { locale, localHref, t } = useI18n();
  return (
    <nav aria-label={t('faq.topics')}>
      <ul className={linkList}>
        <li>
          <a href={localHref(href.faq({}))} aria-current={query ? undefined : 'page'}>
            {t('faq.all')}
          </a>
        </li>
        {TOPICS.map((topic) => (
          <li key={topic}>
            <a href={localHref(href.faq({ faqQuery: topic }))} aria-current={query === topic ? 'page' : undefined}>
              {topicLabel(topic, locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Questions({ query, topics }: { query: string; topics: readonly FaqTopic[] }) {
  const { locale, localHref, tRich } = useI18n();
  const count = topics.reduce((sum, topic) => sum + topic.entries.length, 0);
  const contact = (chunks: unknown[]) => <a href={localHref(href.contact())}>{chunks as string[]}</a>;
  return (
    <>
      {count === 0 ? (
        <p>{tRich('faq.none', { query, link: contact })}</p>
      ) : (
        topics.map((topic) => (
          <section key={topic.topic} aria-labelledby={`theme-${topic.topic}`}>
            <h2 id={`theme-${topic.topic}`}>{topicLabel(topic.topic, locale)}</h2>
            {topic.entries.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))
      )}
      <p>{tRich('faq.contact', { link: contact })}</p>
    </>
  );
}
