import { createSearchClient, type SearchResult } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { spot } from '../../components/illustrations/illustrations.css';
import { SearchingDog } from '../../components/illustrations/SearchingDog';
import { ProductCard } from '../../components/ProductCard';
import * as cards from '../../components/ProductCard.css';
import { type CardProduct, type CardSource, toCardProduct } from '../../lib/catalogue/card-product';
import { readSearchState, type SearchState, writeSearchState } from '../../lib/catalogue/search-state';
import { type MessageId, translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';

/** The search service's facets a shopper narrows by (SPEC §2 search « with facets »). */
const SEARCH_FACETS = ['animal', 'foodType', 'brand'] as const;

import * as styles from './Search.css';

const HITS_PER_PAGE = 24;
const DEBOUNCE_MS = 300;

/** The public, search-only key of the search service (ARCHITECTURE run-time contract). */
const searchClient = createSearchClient({
  baseUrl: import.meta.env.GAMELLE_SEARCH_API_URL,
  applicationId: 'GAMELLE',
  apiKey: 'gamelle-recherche-publique',
});

type Facet = 'animal' | 'foodType' | 'brand';
type Status = 'idle' | 'loading' | 'done' | 'error';

function facetLabel(facet: Facet, value: string, locale: Locale): string {
  if (facet === 'brand') return value;
  return translate(locale, `search.${facet}.${value}` as MessageId);
}

/**
 * Search (SPEC §2 `/rechercher/`): a prerendered form, results from the search service in the
 * browser with facets (animal, food type, brand), the sort modes and "load more". The search is
 * kept in the URL; typing searches after a short pause.
 */
export function SearchPage() {
  const { locale, localHref, t, tRich } = useI18n();

  const [state, setState] = useState<SearchState>({ q: '', sort: 'relevancy' });
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<SearchResult<CardSource> | null>(null);
  const [hits, setHits] = useState<CardProduct[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [reason, setReason] = useState('');
  const controller = useRef<AbortController | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), results: useId() };

  async function run(next: SearchState, page = 1) {
    controller.current?.abort();
    window.history.replaceState(window.history.state, '', `${href.search()}${writeSearchState(next)}`);
    if (!next.q) {
      setResult(null);
      setHits([]);
      setStatus('idle');
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    try {
      const found = await searchClient.searchProducts<CardSource>(
        { ...next, page, hitsPerPage: HITS_PER_PAGE, locale: locale },
        current.signal,
      );
      setResult(found);
      setHits((shown) => (page === 1 ? found.hits.map(toCardProduct) : [...shown, ...found.hits.map(toCardProduct)]));
      setStatus('done');
    } catch (error) {
      if (current.signal.aborted) return;
      setReason(error instanceof Error ? error.message : String(error));
      setStatus('error');
    }
  }

  function change(next: SearchState) {
    setState(next);
    void run(next);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the URL
  useEffect(() => {
    const fromUrl = readSearchState(window.location.search);
    // Words typed before the page was interactive are kept and searched.
    const typed = box.current?.value.trim() ?? '';
    setState(fromUrl);
    setDraft(typed || fromUrl.q);
    if (fromUrl.q && (!typed || typed === fromUrl.q)) void run(fromUrl);
  }, []);

  // Typing searches after a pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the draft only
  useEffect(() => {
    const q = draft.trim().slice(0, 200);
    if (q === state.q) return;
    const timer = setTimeout(() => change({ ...state, q }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  function submit(event: FormEvent) {
    event.preventDefault();
    change({ ...state, q: draft.trim().slice(0, 200) });
  }

  /** « Vouliez-vous dire … ? »: the suggested words searched in the box, the filters kept. */
  function follow(event: MouseEvent, suggestion: string) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setDraft(suggestion);
    change({ ...state, q: suggestion });
    // The link goes with the answer: the focus stays where the shopper can go on.
    box.current?.focus();
  }

  const facets = result?.facets ?? {};
  // A facet with one value narrows nothing, unless it is the one chosen (to undo it).
  const shownFacets = SEARCH_FACETS.filter(
    (facet) => Object.keys(facets[facet] ?? {}).length > 1 || Boolean(state[facet]),
  );
  const activeFilters = SEARCH_FACETS.filter((facet) => state[facet]).length;
  const page = result?.page ?? 1;

  return (
    <>
      <h1>{t('search.title')}</h1>
      <search>
        <form action={href.search()} method="get" onSubmit={submit} className={styles.form}>
          <label htmlFor={ids.input}>{t('search.label')}</label>
          <div className={styles.row}>
            <input
              ref={box}
              id={ids.input}
              type="search"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('search.placeholder')}
              maxLength={200}
              autoComplete="off"
              aria-controls={ids.results}
              className={styles.input}
            />
            <button type="submit" className={styles.button}>
              {t('search.submit')}
            </button>
          </div>
        </form>
      </search>
      <div className={styles.layout}>
        {result && result.nbHits > 0 ? (
          <div className={styles.facets}>
            <h2 className={styles.facetsTitle}>{t('search.refine')}</h2>
            <label className={styles.sort}>
              {t('listing.sortBy')}
              <select
                value={state.sort}
                onChange={(event) => change({ ...state, sort: event.target.value as SearchState['sort'] })}
              >
                <option value="relevancy">{t('listing.sort.relevancy')}</option>
                <option value="best_sellers">{t('listing.sort.best_sellers')}</option>
                <option value="newest">{t('listing.sort.newest')}</option>
              </select>
            </label>
            {shownFacets.length > 0 ? (
              <details className={styles.filters}>
                <summary className={styles.filtersSummary}>{t('listing.filters', { count: activeFilters })}</summary>
                <div className={styles.filterGroups}>
                  {shownFacets.map((facet) => {
                    const values = Object.entries(facets[facet] ?? {});
                    return (
                      <fieldset key={facet} className={styles.facet}>
                        <legend>{t(`search.facet.${facet}`)}</legend>
                        <label className={styles.choice}>
                          <input
                            type="radio"
                            name={facet}
                            checked={!state[facet]}
                            onChange={() => change({ ...state, [facet]: undefined })}
                          />
                          {t('search.all')}
                        </label>
                        {values.map(([value, count]) => (
                          <label key={value} className={styles.choice}>
                            <input
                              type="radio"
                              name={facet}
                              checked={state[facet] === value}
                              onChange={() => change({ ...state, [facet]: value })}
                            />
                            {facetLabel(facet, value, locale)} <span className={styles.count}>({count})</span>
                          </label>
                        ))}
                      </fieldset>
                    );
                  })}
                </div>
              </details>
            ) : null}
          </div>
        ) : null}
        <section id={ids.results} aria-label={t('search.title')} className={styles.results}>
          <p role="status" className={styles.status}>
            {status === 'idle' ? t('search.hint') : null}
            {status === 'loading' ? t('search.loading') : null}
            {status === 'done' && result
              ? result.correctedQuery
                ? t('search.corrected', { count: result.nbHits, q: result.correctedQuery, typed: result.query })
                : t('search.count', { count: result.nbHits, q: result.query })
              : null}
          </p>
          {/* RGAA 7.5.2: a suggestion is said at once (`role="alert"`), in a region there before it. */}
          <p role="alert" className={styles.status}>
            {status === 'done' && result?.suggestion
              ? tRich('search.didYouMean', {
                  suggestion: result.suggestion,
                  link: (chunks) => (
                    <a
                      href={localHref(`${href.search()}${writeSearchState({ ...state, q: result.suggestion ?? '' })}`)}
                      onClick={(event) => follow(event, result.suggestion ?? '')}
                    >
                      {chunks}
                    </a>
                  ),
                })
              : null}
          </p>
          {status === 'done' && result?.nbHits === 0 ? (
            <>
              <SearchingDog className={spot} />
              <p>{t('search.noResultHelp')}</p>
            </>
          ) : null}
          {status === 'error' ? (
            <div role="alert">
              <p>{t('search.error', { reason })}</p>
              <button type="button" className={styles.button} onClick={() => void run(state)}>
                {t('search.retry')}
              </button>
            </div>
          ) : null}
          <ul className={cards.grid}>
            {hits.map((hit) => (
              <li key={hit.sku}>
                <ProductCard product={hit} headingLevel={3} />
              </li>
            ))}
          </ul>
          {result && hits.length < result.nbHits ? (
            <p className={styles.more}>
              <button
                type="button"
                className={styles.button}
                aria-disabled={status === 'loading'}
                onClick={() => {
                  if (status !== 'loading') void run(state, page + 1);
                }}
              >
                {t('search.more', { shown: hits.length, total: result.nbHits })}
              </button>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
