import { expect, fillLoginForm, newCustomer, test, waitForHydration } from './fixtures';

/**
 * WCAG 1.4.4 (resize text): with the text at 200 %, every block grows with it —
 * no text is cut off by a box that keeps its size (a card under `content-visibility: auto`, a fixed
 * height, an `overflow: hidden`). The page's text is doubled as a browser's text-only zoom does
 * (the root font size, which every size of the theme is relative to), then every text of the page
 * is brought on screen and compared with each box around it that clips.
 */
async function clippedTexts(page: import('@playwright/test').Page): Promise<string[]> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  // The page seen from top to bottom, a screen at a time, as a person would scroll it: what is on
  // screen is rendered (content-visibility), and each text on screen is checked there.
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 720;
  for (let y = 0; y < height; y += screen / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await page.evaluate(clippedOnScreen);
    if (seen.length === 0) continue;
    // A card that just came on screen may be measured in the frame before it is laid out again
    // (`content-visibility: auto` keeps its former size until then): what is cut off stays cut off.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const still = new Set(await page.evaluate(clippedOnScreen));
    for (const text of seen) if (still.has(text)) found.add(text);
  }
  return [...found];
}

/** The texts on screen cut off by their own box or by a box around them that clips (runs in the page). */
function clippedOnScreen(): string[] {
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' ||
    style.overflowY !== 'visible' ||
    style.contentVisibility === 'auto' ||
    /paint|strict|content/.test(style.contain);
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!own || element.closest('[hidden], [aria-hidden="true"], script, style, template')) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.bottom < 0 || box.top > window.innerHeight) continue;
    const text = (element.textContent ?? '').trim().slice(0, 40);
    const style = getComputedStyle(element);
    // A box of its own too small for its text (an ellipsis, a fixed height).
    if (
      clips(style) &&
      !scrolls(style) &&
      (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    ) {
      found.push(`${element.tagName.toLowerCase()} « ${text} » : coupé dans sa boîte`);
      continue;
    }
    // A box around it that clips and is smaller than the text's place (a scrolling box lets it be reached).
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (scrolls(parentStyle)) break;
      if (!clips(parentStyle)) continue;
      const outer = parent.getBoundingClientRect();
      if (box.bottom > outer.bottom + 1 || box.right > outer.right + 1 || box.top < outer.top - 1) {
        found.push(
          `${element.tagName.toLowerCase()} « ${text} » : coupé par ${parent.tagName.toLowerCase()}.${parent.className}`,
        );
        break;
      }
    }
  }
  return found;
}

test.describe('WCAG 1.4.4: text at 200 %, nothing cut off', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['category', '/chien/'],
    ['product, with « Vous aimerez aussi »', '/produits/croquettes-chien-adulte-au-poulet/'],
  ] as const) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await clippedTexts(page)).toEqual([]);
    });
  }

  test('cart, login and the checkout’s first step', async ({ page, request }) => {
    const { email } = await newCustomer(request, 'zoom');
    await page.goto('/?variantId=10000001&quantity=2');
    await expect(page.getByText(/ajoutés? à votre panier/)).toBeVisible();
    await page.getByRole('link', { name: /Mon panier/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2 articles dans votre panier' })).toBeVisible();
    // The header's cart with its count and free-shipping bar, the page's last part to come.
    await expect(page.getByRole('link', { name: 'Mon panier 2 articles' })).toBeVisible();
    expect(await clippedTexts(page)).toEqual([]);
    const normalText = () =>
      page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      });
    await normalText();
    await page.getByRole('link', { name: 'Passer commande' }).click();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
    expect(await clippedTexts(page)).toEqual([]);
    await normalText();
    await fillLoginForm(page, email);
    await expect(page.getByRole('heading', { level: 2, name: 'Adresse de facturation' })).toBeVisible();
    expect(await clippedTexts(page)).toEqual([]);
  });
});
