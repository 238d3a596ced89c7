import { afterEach, describe, expect, it } from 'vitest';
import { focusNewPage } from './navigation';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('WCAG 2.4.3: after a page change in the browser, the focus on the new page’s title', () => {
  it('focuses main’s h1, made focusable by script only (tabindex -1)', () => {
    document.body.innerHTML =
      '<header><h1>En-tête</h1></header><main><h1>Nourriture pour chat</h1><a href="/">x</a></main>';
    focusNewPage();
    const title = document.querySelector('main h1');
    expect(document.activeElement).toBe(title);
    expect(title?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves a link to a place in the page (#…) to the browser', () => {
    document.body.innerHTML = '<main><h1>FAQ</h1><h2 id="livraison">Livraison</h2></main>';
    window.history.replaceState(null, '', '/faq/#livraison');
    focusNewPage();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing on a page without a title', () => {
    document.body.innerHTML = '<main><p>Chargement…</p></main>';
    focusNewPage();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the shopper already put it in the new page (typing in its search box)', () => {
    document.body.innerHTML = '<main><h1>Rechercher</h1><input aria-label="Que cherchez-vous ?"></main>';
    const box = document.querySelector('input');
    box?.focus();
    focusNewPage();
    expect(document.activeElement).toBe(box);
  });
});
