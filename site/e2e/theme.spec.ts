import { expect, test, waitForHydration } from './fixtures';

/**
 * Issue 31 item 1: every element inherits the theme's fonts and colours — the theme applies at the
 * document's root, so `body`, the header's navigation, the promo banner, the reassurance cards and
 * the form controls never fall back to the browser's defaults (« Times New Roman », black on white).
 * Reads the computed style of every visible element that holds text, on each page type.
 */
const PAGES = [
  ['home', '/'],
  ['category', '/chien/'],
  ['product', '/produits/croquettes-chien-adulte-au-poulet/'],
  ['content', '/faq/'],
  ['cart', '/panier/'],
  ['login', '/connexion/'],
  ['Dutch home', '/nl/'],
] as const;

test.describe('issue 31 item 1: the theme’s fonts and colours everywhere, no browser default', () => {
  for (const [name, path] of PAGES) {
    test(`${name} (${path}): every text in the theme’s font, none in the browser’s default colour`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const found = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const offenders: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          const own = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          const control = element.matches('input, button, select, textarea');
          if (!own && !control) continue;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const style = getComputedStyle(element);
          const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} « ${(element.textContent ?? '').trim().slice(0, 30)} »`;
          if (/times|serif$/i.test(style.fontFamily) && !/sans-serif/i.test(style.fontFamily))
            offenders.push(`${label}: police ${style.fontFamily}`);
          if (style.fontFamily !== body.fontFamily && !element.closest('code, pre, kbd'))
            offenders.push(`${label}: police ${style.fontFamily} ≠ ${body.fontFamily}`);
          // The browser's default text colour is pure black; the theme's text is #1F1A14.
          if (style.color === 'rgb(0, 0, 0)') offenders.push(`${label}: couleur par défaut`);
        }
        return { bodyFont: body.fontFamily, bodyColor: body.color, offenders };
      });
      expect(found.bodyFont).toMatch(/^"Figtree Variable", "Figtree fallback"/);
      expect(found.bodyColor).toBe('rgb(31, 26, 20)');
      expect(found.offenders).toEqual([]);
    });
  }
});
