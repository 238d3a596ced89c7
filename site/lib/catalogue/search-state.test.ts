import { describe, expect, it } from 'vitest';
import { readSearchState, writeSearchState } from './search-state';

describe('SPEC §2 search page: the query, facets and sort live in the URL', () => {
  it('reads and writes them back, defaults left out', () => {
    const state = readSearchState('?q=+poulet+&animal=dog&type=wet&marque=Gamelle&tri=nouveautes');
    expect(state).toEqual({ q: 'poulet', animal: 'dog', foodType: 'wet', brand: 'Gamelle', sort: 'newest' });
    expect(writeSearchState(state)).toBe('?q=poulet&animal=dog&type=wet&marque=Gamelle&tri=nouveautes');
    expect(writeSearchState({ q: '', sort: 'relevancy' })).toBe('');
  });
  it('ignores unknown values and cuts the query at 200 characters', () => {
    expect(readSearchState('?animal=oiseau&type=x&tri=prix')).toEqual({
      q: '',
      sort: 'relevancy',
      animal: undefined,
      foodType: undefined,
      brand: undefined,
    });
    expect(readSearchState(`?q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});
