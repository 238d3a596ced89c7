import type { FaqTopic } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from '../rechercher/Search.css';

/**
 * The FAQ's search box (SPEC §2 `/faq/{faqQuery?}/`): the shopper's words become the address's
 * query (`/faq/livraison-belgique/` → « livraison belgique »), a topic's page when they name one.
 */
export function FaqSearchBox({ query }: { query: string }) {
  const { localHref, t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = draft.trim();
    void navigate(localHref(words ? href.faq({ faqQuery: words }) : href.faq({})));
  };
  return (
    <search>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={id}>{t('faq.search')}</label>
        <div className={styles.row}>
          <input
            id={id}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={200}
            autoComplete="off"
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            {t('faq.searchButton')}
          </button>
        </div>
      </form>
    </search>
  );
}

/** The shopper's words in the address the shell was served for (`/faq/{words}/`, `/nl/faq/{words}/`). */
export function queryOfAddress(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

type Answer = { query: string; topics: FaqTopic[] | null; failed: boolean };

/**
 * The questions that match the address's words, asked from the browser (the search shell is the
 * same prerendered page for every query; after the first paint, so that it hydrates as it was
 * drawn): what is sought, then the questions or why there are none.
 */
export function useFaqSearch(pathname: string): Answer {
  const [answer, setAnswer] = useState<Answer>({ query: '', topics: null, failed: false });
  useEffect(() => {
    const query = queryOfAddress(pathname);
    let current = true;
    setAnswer({ query, topics: null, failed: false });
    // The content client's code only where the shopper's words are sought (the catalogue's budget).
    import('../../lib/api/faq-api')
      .then(({ searchFaqs }) => searchFaqs(query))
      .then(
        (topics) => current && setAnswer({ query, topics, failed: false }),
        () => current && setAnswer({ query, topics: [], failed: true }),
      );
    return () => {
      current = false;
    };
  }, [pathname]);
  return answer;
}
