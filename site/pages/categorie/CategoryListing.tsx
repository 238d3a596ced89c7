import type { Locale } from '@gamelle/domain';
import { useEffect, useRef, useState } from 'react';
import { ProductCard } from '../../components/ProductCard';
import * as cards from '../../components/ProductCard.css';
import {
  DEFAULT_SORT,
  type Facets,
  FILTER_KEYS,
  type FilterKey,
  fetchListing,
  isDefaultState,
  type ListingPage,
  type ListingState,
  PAGE_SIZE,
  readListingState,
  SORTS,
  toggleFilter,
  writeListingState,
} from '../../lib/catalogue/listing';
import { type MessageId, translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { track, trackedItem } from '../../lib/tracking/track';
import * as styles from './Category.css';

const VALUE_LABELS: Record<string, MessageId> = {
  croquettes: 'listing.value.croquettes',
  patees: 'listing.value.patees',
  friandises: 'listing.value.friandises',
};
/** A facet value's name: the site's own words, else the content system's label in the page's language, else the value. */
const valueLabel = (value: string, label: string | undefined, locale: Locale) =>
  VALUE_LABELS[value]
    ? translate(locale, VALUE_LABELS[value])
    : (label ?? value.charAt(0).toLocaleUpperCase('fr') + value.slice(1));

/*
 * Plain buttons rather than the kit's Button: its variant runtime costs 1.6 kB gzip, the margin this
 * page has under the 105 kB budget (docs/performance.md).
 */

/**
 * A category's products with the sort modes (relevancy, best sellers, newest), attribute filters and
 * "load more" (SPEC §9). The first page is prerendered; changes are fetched from the
 * content API and kept in the URL, so a reload or a shared link shows the same list.
 */
export function CategoryListing({
  category,
  initial,
  facets,
}: {
  category: string;
  initial: ListingPage;
  facets: Facets;
}) {
  const { locale, t } = useI18n();

  const [state, setState] = useState<ListingState>({ sort: DEFAULT_SORT, filters: {} });
  const [products, setProducts] = useState(initial.products);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const request = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [products]);

  // SPEC §7 `item-list`: the products the visitor is shown, at first and after each change.
  useEffect(() => {
    track('item-list', {
      item_list_id: category,
      items: products.map((product) => trackedItem({ sku: product.sku, name: product.name, cents: product.price })),
    });
  }, [category, products]);

  async function load(next: ListingState, nextPage: number) {
    const id = ++request.current;
    setStatus('loading');
    try {
      const result = await fetchListing(import.meta.env.GAMELLE_CONTENT_API_URL, category, next, nextPage, locale);
      if (id !== request.current) return;
      setProducts((current) => (nextPage === 1 ? result.products : [...current, ...result.products]));
      setTotal(result.total);
      setPage(nextPage);
      setStatus('idle');
      // Keyboard and screen-reader users land on the first new product once it is shown.
      if (nextPage > 1) focusFrom.current = (nextPage - 1) * PAGE_SIZE;
    } catch {
      if (id === request.current) setStatus('error');
    }
  }

  function change(next: ListingState) {
    setState(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${writeListingState(next)}`);
    void load(next, 1);
  }

  // A URL with a sort or filters (reload, shared link) loads that list once hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const fromUrl = readListingState(window.location.search);
    if (!isDefaultState(fromUrl)) {
      setState(fromUrl);
      void load(fromUrl, 1);
    }
  }, []);

  const shownFacets = FILTER_KEYS.filter((key) => (facets[key]?.length ?? 0) > 1);
  const activeFilters = Object.values(state.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);

  return (
    <div className={styles.listing}>
      <div className={styles.controls}>
        <label className={styles.sort}>
          {t('listing.sortBy')}
          <select
            value={state.sort}
            onChange={(event) => change({ ...state, sort: event.target.value as ListingState['sort'] })}
          >
            {SORTS.map((sort) => (
              <option key={sort.mode} value={sort.mode}>
                {t(`listing.sort.${sort.mode}`)}
              </option>
            ))}
          </select>
        </label>
        {shownFacets.length > 0 ? (
          <details className={styles.filters}>
            <summary className={styles.filtersSummary}>{t('listing.filters', { count: activeFilters })}</summary>
            <div className={styles.filterGroups}>
              {shownFacets.map((key: FilterKey) => (
                <fieldset key={key} className={styles.facet}>
                  <legend>{t(`listing.filter.${key}`)}</legend>
                  {facets[key]?.map((facet) => (
                    <label key={facet.value} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={state.filters[key]?.includes(facet.value) ?? false}
                        onChange={() => change(toggleFilter(state, key, facet.value))}
                      />
                      {valueLabel(facet.value, facet.label, locale)}{' '}
                      <span className={styles.count}>({facet.count})</span>
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          </details>
        ) : null}
      </div>
      <div>
        <p role="status" className={styles.total}>
          {status === 'loading' ? t('listing.loading') : t('listing.total', { total })}
        </p>
        {status === 'error' ? (
          <div role="alert" className={styles.error}>
            <p>{t('listing.error')}</p>
            <button type="button" className={styles.button} onClick={() => void load(state, page)}>
              {t('listing.retry')}
            </button>
          </div>
        ) : null}
        <ul ref={list} className={cards.grid} aria-busy={status === 'loading'}>
          {products.map((product, index) => (
            <li key={product.sku}>
              <ProductCard product={product} priority={index < 4} />
            </li>
          ))}
        </ul>
        {products.length < total ? (
          <p className={styles.more}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                if (status !== 'loading') void load(state, page + 1);
              }}
              aria-disabled={status === 'loading'}
            >
              {t('listing.loadMore', { shown: products.length, total })}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
