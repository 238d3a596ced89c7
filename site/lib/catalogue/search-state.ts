import type { SearchQuery } from '@gamelle/api-client';

const SORT_PARAMS = { relevancy: 'pertinence', best_sellers: 'meilleures-ventes', newest: 'nouveautes' } as const;
const ANIMALS = ['dog', 'cat'] as const;
const FOOD_TYPES = ['dry', 'wet', 'treat'] as const;

export type SearchState = Required<Pick<SearchQuery, 'q' | 'sort'>> &
  Pick<SearchQuery, 'animal' | 'foodType' | 'brand'>;

/** The search a URL carries (`/rechercher/?q=poulet&animal=dog&tri=nouveautes`); unknown values ignored. */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const tri = params.get('tri');
  const sort =
    (Object.keys(SORT_PARAMS) as (keyof typeof SORT_PARAMS)[]).find((k) => SORT_PARAMS[k] === tri) ?? 'relevancy';
  const animal = ANIMALS.find((a) => a === params.get('animal'));
  const foodType = FOOD_TYPES.find((f) => f === params.get('type'));
  const brand = params.get('marque')?.trim() || undefined;
  return { q: (params.get('q') ?? '').trim().slice(0, 200), sort, animal, foodType, brand };
}

/** The query string of a search; defaults are left out. */
export function writeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.animal) params.set('animal', state.animal);
  if (state.foodType) params.set('type', state.foodType);
  if (state.brand) params.set('marque', state.brand);
  if (state.sort !== 'relevancy') params.set('tri', SORT_PARAMS[state.sort]);
  const query = params.toString();
  return query ? `?${query}` : '';
}
