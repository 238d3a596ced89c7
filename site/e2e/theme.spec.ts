import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Every element inherits the theme's fonts and colours — the theme applies at the
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

test.describe('the theme’s fonts and colours everywhere, no browser default', () => {
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

/**
 * WCAG 1.4.3: hover, focus and active states never lower contrast below 4.5:1. Each of the
 * shop's interactive elements, pointed at, then focused from the keyboard: its text against the
 * first opaque background behind it (its own or an ancestor's), by WCAG 2.x's formula.
 */
async function contrastNow(target: Locator): Promise<{ ratio: number; color: string; background: string }> {
  return target.evaluate((element) => {
    const parse = (value: string): [number, number, number, number] => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(value);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
      const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(value);
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
      throw new Error(`couleur illisible : ${value}`);
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = (c ?? 0) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    let node: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const value = getComputedStyle(node).backgroundColor;
      if (parse(value)[3] >= 0.99) {
        background = value;
        break;
      }
      node = node.parentElement;
    }
    const color = getComputedStyle(element).color;
    const [a, b] = [luminance(parse(color)), luminance(parse(background))];
    return { ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), color, background };
  });
}

test.describe('WCAG 1.4.3: pointed at or focused, every control keeps a 4.5:1 contrast', () => {
  const targets: [string, string, (page: Page) => Locator][] = [
    [
      'header navigation link',
      '/chien/',
      (page) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Chat' }),
    ],
    ['sub-category chip', '/chien/', (page) => page.getByRole('link', { name: 'Croquettes pour chien' }).first()],
    [
      'product card',
      '/chien/',
      (page) => page.getByRole('link', { name: /^Croquettes chien adulte au poulet/ }).first(),
    ],
    ['« more products » button', '/chien/', (page) => page.getByRole('button', { name: /Voir plus de produits/ })],
    [
      'add to cart',
      '/produits/croquettes-chien-adulte-au-poulet/',
      (page) => page.getByRole('button', { name: 'Ajouter au panier' }),
    ],
    [
      'footer link',
      '/chien/',
      (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }),
    ],
    ['the other language, minimal header', '/connexion/', (page) => page.getByRole('link', { name: 'Nederlands' })],
  ];
  for (const [name, path, find] of targets) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const target = find(page);
      await target.scrollIntoViewIfNeeded();
      const still = await contrastNow(target);
      expect(still.ratio, `au repos : ${still.color} sur ${still.background}`).toBeGreaterThanOrEqual(4.5);
      await target.hover();
      const hovered = await contrastNow(target);
      expect(hovered.ratio, `survolé : ${hovered.color} sur ${hovered.background}`).toBeGreaterThanOrEqual(4.5);
      await target.focus();
      const focused = await contrastNow(target);
      expect(focused.ratio, `focus : ${focused.color} sur ${focused.background}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});
