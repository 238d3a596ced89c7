import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const total = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('definition').filter({ hasText: /€/ }).last();

test.describe('cart page (SPEC §2 /panier/, §4, §8)', () => {
  test.beforeEach(async ({ page }) => {
    // SPEC §5 cart link: two 2 kg bags (22,20 € each, 19,98 € by subscription).
    await page.goto('/?variantId=10000001&quantity=2');
    await expect(page.getByText('2 articles ajoutés à votre panier.')).toBeVisible();
    await page.goto('/panier/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: '2 articles dans votre panier' })).toBeVisible();
  });

  test('quantity, frequency, coupon and removal with the keyboard alone; totals from the server; the price per kilogram of each line; empty cart deleted', async ({
    page,
    consoleErrors,
  }) => {
    // The refused coupon is a 422 the browser logs; the shopper sees the server's message.
    consoleErrors.allow(/status of 422.*apply-coupon/);
    await expect(total(page)).toHaveText(/44,40\s€/);
    await expect(page.getByRole('main').getByText(/Plus que 4,60\s€ pour la livraison offerte/)).toBeVisible();
    // Directive 98/6/EC: the 2 kg bag at 22,20 € is 11,10 € a kilogram.
    await expect(
      page.getByRole('list', { name: 'Articles de votre panier' }).getByText(/^11,10\s€\s\/\skg$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A change is shown at once (optimistic): the server's answer comes before the next change.
    const raised = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/items\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: 'Augmenter la quantité' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: '3 articles dans votre panier' })).toBeVisible();
    await expect(total(page)).toHaveText(/66,60\s€/);
    await raised;
    // RGAA 7.5: the change confirmed, said by a status message (the lines and totals show it on screen).
    await expect(page.getByRole('status').filter({ hasText: 'Panier mis à jour' })).toHaveText(
      /^Panier mis à jour : 3 articles, total 66,60\s€\sTTC\.$/,
    );

    await page.getByLabel('Livraison', { exact: true }).focus();
    await page.getByLabel('Livraison', { exact: true }).selectOption({ label: 'Livraison tous les mois' });
    await expect(page.getByText('Abonnement : 10 % de remise sur chaque livraison')).toBeVisible();
    await expect(total(page)).toHaveText(/59,94\s€/);

    const coupon = page.getByLabel('Code promo');
    await coupon.fill('FAUX');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ce code promo n’est pas valide.')).toBeVisible();
    await expect(coupon).toHaveValue('FAUX');
    await coupon.fill('bienvenue5');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Code BIENVENUE5 appliqué')).toBeVisible();
    await expect(total(page)).toHaveText(/54,94\s€/);
    await expectNoAxeViolations(page);
    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/coupon/'),
    );
    await page.getByRole('button', { name: 'Retirer le code' }).click();
    await expect(total(page)).toHaveText(/59,94\s€/);
    // That total is shown at once (optimistic): the server has removed the code before the reload.
    await removed;

    // The server's cart, not the page's: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '3 articles dans votre panier' })).toBeVisible();
    // The header's cart has read it too (else its reading could come after the cart is deleted: a 404).
    await expect(page.getByRole('link', { name: 'Mon panier 3 articles' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('gamelle.cartToken'));
    await page.getByRole('button', { name: 'Retirer Croquettes chien adulte au poulet Sac de 2 kg du panier' }).click();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    // RGAA 7.5: said too, the status region staying in place while the cart becomes empty.
    await expect(page.getByRole('status').filter({ hasText: 'Article retiré' })).toHaveText(
      'Article retiré : votre panier est maintenant vide.',
    );
    expect(await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))).toBeNull();
    expect((await page.request.get(`/api/v2/shop/orders/${token}`)).status()).toBe(404);
  });

  test('coupons keep their rules: a code whose minimum is no longer reached grants nothing, and the cart says so', async ({
    page,
  }) => {
    await page.getByLabel('Code promo').fill('BIENVENUE5');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Code BIENVENUE5 appliqué')).toBeVisible();
    await expect(total(page)).toHaveText(/39,40\s€/);
    // One bag left: 22,20 €, under the coupon's 30 €.
    await page.getByRole('button', { name: 'Diminuer la quantité' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1 article dans votre panier' })).toBeVisible();
    await expect(page.getByText(/^Le code BIENVENUE5 ne s’applique pas à cette commande/)).toBeVisible();
    await expect(total(page)).toHaveText(/22,20\s€/);
    await expectNoAxeViolations(page);
  });

  test('while the cart loads: a placeholder of its size from the first paint, said once « Chargement de votre panier… », then the cart in its place', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The page as prerendered, before any script runs: the placeholder already holds the cart's place.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const first = await noScript.newPage();
    await first.goto('/panier/');
    await expect(first.getByRole('status', { name: 'Chargement de votre panier…' })).toBeVisible();
    const placeholder = await first.locator('[data-cart-state="loading"]').boundingBox();
    await noScript.close();
    // In the browser, the cart's answer held back, as on a slow connection.
    const token = await page.evaluate(() => localStorage.getItem('gamelle.cartToken'));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith(`/orders/${token}`),
      async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.fallback();
      },
    );
    await page.reload();
    await waitForHydration(page);
    const loading = page.getByRole('status', { name: 'Chargement de votre panier…' });
    await expect(loading).toBeVisible();
    // Said once: the other placeholders are hidden from screen readers.
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { level: 2, name: '2 articles dans votre panier' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    // What follows the cart does not move when it comes (CLS): the placeholder had the cart's height.
    const cart = await page.locator('[data-cart-token]').boundingBox();
    expect(Math.abs((cart?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(24);
  });

  test('SPEC §8: a refused change shows the server’s message and the cart as the server has it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    await page.route('**/api/v2/shop/orders/*/items/*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/ld+json',
        body: JSON.stringify({
          '@type': 'ConstraintViolationList',
          violations: [
            { propertyPath: 'quantity', code: 'out_of_stock', message: 'Il ne reste que 2 article(s) en stock.' },
          ],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Il ne reste que 2 article(s) en stock.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2 articles dans votre panier' })).toBeVisible();
    await expect(total(page)).toHaveText(/44,40\s€/);
  });
});
