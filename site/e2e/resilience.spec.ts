import { expect, registerCustomer, test, waitForHydration } from './fixtures';

test.describe('SPEC §9 "login redirect in session storage" never leaves the shop', () => {
  test('a shopper whose remembered target is a parser trick signs in and lands on their account', async ({
    page,
    request,
  }) => {
    const email = `cible-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Léa', lastName: 'Petit' });
    // The account remembers where the shopper was going, as the is-authenticated guard does…
    await page.goto('/mon-compte/');
    await expect(page).toHaveURL(/\/connexion\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('gamelle.loginRedirect'))).toBe('/mon-compte/');
    // …and someone made it a path the browser reads as another host (`/\evil` is `//evil`).
    await page.evaluate(() => sessionStorage.setItem('gamelle.loginRedirect', '/\\evil.example/mon-compte/'));
    const shop = new URL(page.url()).origin;
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bonjour Léa !')).toBeVisible();
    await expect(page).toHaveURL(`${shop}/mon-compte/`);
  });
});

test.describe('SPEC §4, §7, §9 a new build does not break open tabs', () => {
  test('the site is rebuilt while a tab is open: a click on a product ends on it after a full load, with no reload loop', async ({
    page,
    consoleErrors,
  }) => {
    // The code of the old build is gone: the browser reports each file it cannot load.
    consoleErrors.allow(/status of 404/);
    consoleErrors.allow(/Failed to fetch dynamically imported module/);
    await page.goto('/chien/');
    await waitForHydration(page);
    const own = await page.evaluate(() => document.documentElement.dataset.build);
    expect(own).toMatch(/^[\w-]{16}$/);
    // SPEC §7: the file the tab polls names this very build and is never taken from a cache.
    const served = await page.request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(served.headers()['cache-control']).toBe('no-cache');
    expect((await served.json()).id).toBe(own);
    // The tab has loaded all it loads on its own (its build check included)…
    await page.waitForLoadState('networkidle');
    const loaded = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.includes('/assets/')),
      ),
    );
    // …then the site is rebuilt: a new build id, and the code the tab has not loaded yet is gone.
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'build-suivant' }, headers: { 'Cache-Control': 'no-cache' } }),
    );
    await page.route('**/assets/**', (route) =>
      loaded.has(route.request().url())
        ? route.continue()
        : route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: '<h1>Page non trouvée</h1>' }),
    );
    const documents: string[] = [];
    const askedByProduct: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      if (request.url().includes('/builds/latest.json') && request.headers().referer?.includes('/produits/')) {
        askedByProduct.push(request.url());
      }
    });
    await page.evaluate(() => {
      (window as unknown as { sansRechargement: boolean }).sansRechargement = true;
    });

    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Croquettes chien adulte au poulet' })).toBeVisible();
    // A full load: the tab's old code is gone with its page.
    expect(await page.evaluate(() => (window as { sansRechargement?: boolean }).sansRechargement)).toBeUndefined();
    // The product's own code is gone too (the server has not really been rebuilt): the tab sees the
    // newer build, but the reload guard (10 s) keeps it from reloading again and again.
    await expect.poll(() => askedByProduct.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual(['/produits/croquettes-chien-adulte-au-poulet/']);
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/$/);
  });
});
