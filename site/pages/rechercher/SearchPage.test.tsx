import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/i18n-context';
import { registerMessages } from '../../lib/i18n/i18n-registry';
import nl from '../../messages/nl.json';
import { compileCatalogue } from '../../render/messages-plugin';
import { SearchPage } from './SearchPage';

const hit = {
  sku: 'CHIEN-CROQUETTES-00001',
  slug: 'croquettes-chien-adulte-au-poulet',
  name: 'Croquettes chien adulte au poulet',
  brand: 'Gamelle',
  price: 2490,
  images: [],
  reviews: null,
};

/** The search service's answer to one query (`GET /search/products`). */
function answer(body: Record<string, unknown>) {
  return new Response(
    JSON.stringify({
      hits: [],
      nbHits: 0,
      page: 1,
      nbPages: 0,
      hitsPerPage: 24,
      facets: {},
      processingTimeMs: 1,
      ...body,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

/** Answers by the query's words; records the words asked. */
function searchService(answers: Record<string, Record<string, unknown>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://test').searchParams.get('q') ?? '';
      asked.push(q);
      return answer({ query: q, ...(answers[q] ?? {}) });
    }),
  );
  return asked;
}

/** The shopper types words in the box and sends them. */
async function search(words: string) {
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: words } });
  await act(async () => {
    fireEvent.submit(box.closest('form') as HTMLFormElement);
  });
}

/** The status message (RGAA 7.5.1): the count, with any correction. */
const announced = () => document.querySelector('[role="status"]');
/** The suggestion, said at once (RGAA 7.5.2: a suggestion is an alert). */
const suggested = () => document.querySelector('[role="alert"]');

describe('SPEC §2 search: the search page says which words it searched and offers « did you mean »', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/rechercher/');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('corrected words: « Résultats pour « … » (vous aviez écrit « … ») » with the count, in the status message', async () => {
    searchService({ 'croquetes chein': { hits: [hit], nbHits: 1, nbPages: 1, correctedQuery: 'croquetes chien' } });
    render(<SearchPage />);
    await search('croquetes chein');
    expect(await screen.findByText(/^Résultats pour/)).toBe(announced());
    expect(announced()?.textContent).toBe(
      'Résultats pour « croquetes chien » (vous aviez écrit « croquetes chein ») : 1 produit',
    );
    expect(screen.getByRole('link', { name: /Croquettes chien adulte au poulet/ })).toBeTruthy();
  });

  it('no correction: the count as before, no « vous aviez écrit »', async () => {
    searchService({ 'croquettes chien': { hits: [hit], nbHits: 1, nbPages: 1 } });
    render(<SearchPage />);
    await search('croquettes chien');
    expect((await screen.findByText('1 produit pour « croquettes chien »')) === announced()).toBe(true);
  });

  it('nothing found: « Vouliez-vous dire « … » ? » is a link that runs that search, filters kept, focus in the box', async () => {
    window.history.replaceState(null, '', '/rechercher/?animal=dog');
    const asked = searchService({
      crokettess: { suggestion: 'croquettes' },
      croquettes: { hits: [hit], nbHits: 1, nbPages: 1 },
    });
    render(<SearchPage />);
    await search('crokettess');
    const link = await screen.findByRole('link', { name: 'croquettes' });
    expect(announced()?.textContent).toBe('Aucun produit ne correspond à « crokettess ».');
    expect(suggested()?.textContent).toBe('Vouliez-vous dire « croquettes » ?');
    expect(suggested()?.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/rechercher/?q=croquettes&animal=dog');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByText('1 produit pour « croquettes »')).toBe(announced());
    expect(asked).toEqual(['crokettess', 'croquettes']);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'croquettes');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(window.location.search).toBe('?q=croquettes&animal=dog');
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
  });

  it('in Dutch: « Resultaten voor ‘…’ (u typte ‘…’) » and « Bedoelde u ‘…’? »', async () => {
    registerMessages(
      'nl',
      compileCatalogue(
        Object.fromEntries(Object.entries(nl).filter(([id]) => id.startsWith('search.'))) as Record<string, string>,
        'nl',
      ),
    );
    searchService({
      'droogveor hodnen': { hits: [hit], nbHits: 1, nbPages: 1, correctedQuery: 'droogvoer honden' },
      brokkken: { suggestion: 'brokken' },
    });
    render(
      <LocaleProvider locale="nl">
        <SearchPage />
      </LocaleProvider>,
    );
    await search('droogveor hodnen');
    expect(await screen.findByText(/^Resultaten voor/)).toBe(announced());
    expect(announced()?.textContent).toBe('Resultaten voor ‘droogvoer honden’ (u typte ‘droogveor hodnen’): 1 product');
    await search('brokkken');
    expect(await screen.findByRole('link', { name: 'brokken' })).toBeTruthy();
    expect(announced()?.textContent).toBe('Geen enkel product komt overeen met ‘brokkken’.');
    expect(suggested()?.textContent).toBe('Bedoelde u ‘brokken’?');
  });
});
