import { expect, fillLoginForm, newCustomer, test, waitForHydration } from './fixtures';
import { clippedTexts } from './zoom';

/**
 * WCAG 1.4.4 (resize text): with the text at 200 %, every block grows with it —
 * no text is cut off by a box that keeps its size (a card under `content-visibility: auto`, a fixed
 * height, an `overflow: hidden`). The page's text is doubled as a browser's text-only zoom does
 * (the root font size, which every size of the theme is relative to), then every text of the page
 * is brought on screen and compared with each box around it that clips (e2e/zoom.ts).
 */
async function clippedAtDoubleText(page: import('@playwright/test').Page): Promise<string[]> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  return clippedTexts(page);
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
      expect(await clippedAtDoubleText(page)).toEqual([]);
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
    expect(await clippedAtDoubleText(page)).toEqual([]);
    const normalText = () =>
      page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      });
    await normalText();
    await page.getByRole('link', { name: 'Passer commande' }).click();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
    expect(await clippedAtDoubleText(page)).toEqual([]);
    await normalText();
    await fillLoginForm(page, email);
    await expect(page.getByRole('heading', { level: 2, name: 'Adresse de facturation' })).toBeVisible();
    expect(await clippedAtDoubleText(page)).toEqual([]);
  });
});
