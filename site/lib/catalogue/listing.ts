import { type LightRequest, requestJson } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { type CardProduct, type CardSource, toCardProduct } from './card-product';

/** Sort modes of SPEC §9 with their French URL values. */
export const SORTS = [
  { mode: 'best_sellers', param: 'meilleures-ventes' },
  { mode: 'newest', param: 'nouveautes' },
  { mode: 'relevancy', param: 'pertinence' },
] as const;
export type SortMode = (typeof SORTS)[number]['mode'];
export const DEFAULT_SORT: SortMode = 'best_sellers';

/** Product attributes a listing filters on (the content API's `filters[…]`). */
export const FILTER_KEYS = ['type', 'age', 'marque', 'proteine'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Facet values with their count; `label` is the value's name in the page's language when it is not French (ADR 0019). */
export type Facets = Partial<Record<FilterKey, { value: string; count: number; label?: string }[]>>;

export interface ListingState {
  sort: SortMode;
  filters: Partial<Record<FilterKey, string[]>>;
}

export interface ListingPage {
  products: CardProduct[];
  total: number;
  facets?: Facets;
}

export const PAGE_SIZE = 12;

/** The listing state a URL carries (`?tri=nouveautes&age=adulte,chiot`); unknown values are ignored. */
export function readListingState(search: string): ListingState {
  const params = new URLSearchParams(search);
  const sort = SORTS.find((s) => s.param === params.get('tri'))?.mode ?? DEFAULT_SORT;
  const filters: ListingState['filters'] = {};
  for (const key of FILTER_KEYS) {
    const values = (params.get(key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > 0) filters[key] = [...new Set(values)];
  }
  return { sort, filters };
}

/** The query string of a listing state; the default state gives an empty one. */
export function writeListingState(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set('tri', SORTS.find((s) => s.mode === state.sort)?.param ?? '');
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isDefaultState(state: ListingState): boolean {
  return writeListingState(state) === '';
}

/** Adds or removes one filter value. */
export function toggleFilter(state: ListingState, key: FilterKey, value: string): ListingState {
  const current = state.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [key]: next } };
}

/** One page of a category from the content API (SPEC §7), as product cards. */
export async function fetchListing(
  contentApiUrl: string,
  category: string,
  state: ListingState,
  page: number,
  locale: Locale,
  options: Pick<LightRequest, 'fetch'> = {},
): Promise<ListingPage> {
  const query: Record<string, string> = {
    'filters[category]': category,
    sort: state.sort,
    page: String(page),
    pageSize: String(PAGE_SIZE),
    render: '1',
  };
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values && values.length > 0) query[`filters[${key}]`] = values.join(',');
  }
  const body = await requestJson<{ data: CardSource[]; meta: { pagination: { total: number } } }>(
    `${contentApiUrl}/b2c-products`,
    { locale, query, ...options },
  );
  return {
    total: body.meta.pagination.total,
    products: body.data.map(toCardProduct),
  };
}
