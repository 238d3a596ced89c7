import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('Accueil', () => {
  test('SPEC §2 "/ home": the shopper sees the header from the content API, in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Croquettes et pâtées premium');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Chien', exact: true })).toHaveAttribute('href', '/chien/');
    await expect(nav.getByRole('link', { name: 'Nos magasins' })).toHaveAttribute('href', '/magasins/');
    await expect(page.getByText('Livraison offerte dès 49 €')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expectNoAxeViolations(page);
  });

  test('the page is complete without JavaScript (prerendered)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Guide croquettes' }),
    ).toBeVisible();
    await context.close();
  });

  test('keyboard alone: the skip link takes the shopper to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenu')).toBeFocused();
  });
});

test.describe('Panier', () => {
  test('SPEC §4 "A cart is created only when requested": visiting the cart with none stored creates none', async ({
    page,
  }) => {
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/shop/orders')) created.push(request.url());
    });
    await page.goto('/panier/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))).toBeNull();
    expect(created).toEqual([]);
    // The cross-sell (SPEC §7): products to complete the order, prerendered with the page.
    const crossSell = page.getByRole('region', { name: 'Pour compléter votre commande' });
    await expect(crossSell.getByRole('link').first()).toHaveAttribute('href', /^\/produits\//);
    await expectNoAxeViolations(page);
  });

  test('SPEC §4 "otherwise the stored cart token is dropped": an unknown stored token is forgotten', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('gamelle.cartToken', 'jeton-perime'));
    // The browser logs the stale token's 404; the shopper must not see an error.
    consoleErrors.allow(/status of 404.*\/api\/v2\/shop\/orders\/jeton-perime/);
    await page.goto('/panier/');
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))).toBeNull();
  });

  test('SPEC §2 "Search engines are kept from ... cart": the cart page is noindex', async ({ page }) => {
    await page.goto('/panier/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('client navigation from the header reaches the cart without a full reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'même page';
    });
    await page.getByRole('link', { name: 'Mon panier' }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('même page');
  });
});

test.describe('Routage serveur', () => {
  test('SPEC §2 "A path without a trailing slash is redirected to the slashed form"', async ({ request }) => {
    const response = await request.get('/chien', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/chien/');
    const robots = await request.get('/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /panier/');
  });

  test('SPEC §2 404: "Page non trouvée" with links to dog and cat food, status 404, noindex', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404.*\/cette-page-n-existe-pas\//);
    const response = await page.goto('/cette-page-n-existe-pas/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alimentation pour chien' })).toHaveAttribute('href', '/chien/');
    await expect(page.getByRole('link', { name: 'Alimentation pour chat' })).toHaveAttribute('href', '/chat/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });
});
