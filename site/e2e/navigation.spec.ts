import {
  expect,
  expectNoAxeViolations,
  fillLoginForm,
  newCustomer,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

/** Adds a link to the page and follows it the way a shopper does (Vike routes it in the browser). */
async function follow(page: import('@playwright/test').Page, href: string) {
  await page.evaluate((target) => {
    document.getElementById('lien-de-test')?.remove();
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'lien de test';
    link.id = 'lien-de-test';
    document.querySelector('main')?.append(link);
  }, href);
  await page.locator('#lien-de-test').click();
}

test.describe('SPEC §2 navigation behaviour', () => {
  test('"Every navigation asks the server for a redirect by path": a relative redirect is followed in the app', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sansRechargement: boolean }).sansRechargement = true;
    });
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cms/b2c-redirects'))
        lookups.push(new URL(request.url()).searchParams.get('path') ?? '');
    });
    // Product-sku-redirect: the sku path is redirected to the product's slug.
    await follow(page, '/produits/CHIEN-CROQUETTES-00001/');
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Croquettes chien adulte au poulet' })).toBeVisible();
    expect(lookups).toContain('/produits/CHIEN-CROQUETTES-00001/');
    expect(await page.evaluate(() => (window as unknown as { sansRechargement?: boolean }).sansRechargement)).toBe(
      true,
    );
    // A path no page matches is loaded from the server, which answers its redirect.
    await follow(page, '/croquettes-chien/');
    await expect(page).toHaveURL(/\/chien\/croquettes\/$/);
  });

  test('an absolute redirect leaves the app (302 to the other site)', async ({ request }) => {
    const response = await request.get('/blog/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('https://blog.gamelle.example/');
  });

  test('a first load of a redirected path is answered by the server', async ({ request }) => {
    const response = await request.get('/promo/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/landing/offre-bienvenue/');
  });

  test('SPEC §9 top loading bar: shown during a slow page change, gone after', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/index.pageContext.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Chien' }).click();
    const bar = page.getByRole('progressbar', { name: 'Chargement de la page' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nourriture pour chien' })).toBeVisible();
    await expect(bar).toHaveCount(0, { timeout: 3000 });
  });

  test('SPEC §9 mini cart: item count and free-shipping progress of the stored cart', async ({ page }) => {
    await page.route('**/api/v2/shop/orders/jeton-e2e*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/ld+json',
        body: JSON.stringify({
          tokenValue: 'jeton-e2e',
          state: 'cart',
          itemsTotal: 2450,
          items: [{ quantity: 2 }, { quantity: 1 }],
        }),
      }),
    );
    await page.addInitScript(() => window.localStorage.setItem('gamelle.cartToken', 'jeton-e2e'));
    await page.goto('/chien/');
    const cart = page.getByRole('link', { name: 'Mon panier 3 articles' });
    await expect(cart).toBeVisible();
    await expect(page.getByText('Plus que 24,50 € pour la livraison offerte.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a first visit loads no cart code and creates no cart', async ({ page }) => {
    const shopCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/shop/')) shopCalls.push(request.url());
    });
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    await expect(page.getByRole('link', { name: 'Mon panier', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(shopCalls).toEqual([]);
  });

  test('SPEC §2 page changes in the browser: another category lists its products, another product shows its own sections and format', async ({
    page,
    request,
  }) => {
    const paragraphAfter = (html: string, id: string) =>
      html.match(new RegExp(`id="${id}">[^<]*</h2><p>([^<]*)</p>`))?.[1] ?? 'absent';
    const dogHtml = await (await request.get('/produits/croquettes-chien-adulte-au-poulet/')).text();
    await page.goto('/chien/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sansRechargement: boolean }).sansRechargement = true;
    });
    const cards = page.locator('main article h2 a');
    await expect(cards.first()).toHaveText('Croquettes chien adulte au poulet');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nourriture pour chat' })).toBeVisible();
    // WCAG 2.4.3: the page change is said — the focus is on the new page's title, and the next
    // Tab goes on in that page's content, not back at the top of the document.
    await expect(page.getByRole('heading', { level: 1, name: 'Nourriture pour chat' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expect(cards.first()).toHaveText(/chat/i);
    expect(await cards.allTextContents()).not.toContain('Croquettes chien adulte au poulet');
    await cards.first().click();
    await expect(page).toHaveURL(/\/produits\/[^/]*chat[^/]*\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const catComposition = await page.locator('#composition + p').textContent();
    await follow(page, '/produits/croquettes-chien-adulte-au-poulet/12-kg/');
    await expect(page.getByRole('heading', { level: 1, name: 'Croquettes chien adulte au poulet' })).toBeVisible();
    await expect(page.locator('#composition + p')).toHaveText(paragraphAfter(dogHtml, 'composition'));
    expect(catComposition).not.toBe(paragraphAfter(dogHtml, 'composition'));
    await expect(page.locator('#composition')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /Sac de 12 kg/ })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { sansRechargement?: boolean }).sansRechargement)).toBe(
      true,
    );
  });
});

test.describe('SPEC §9 layout: the header on a phone, a tablet and a desktop', () => {
  test('SPEC §9 layout on a phone: at 320 px the header is one row (brand, account, cart, « Menu »), the menu opens and closes with the keyboard, its links lead on and close it, the product title in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
    // The button's expanded state is the browser's own (popovertarget): read from the panel.
    const menuOpen = () => page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'));
    const parts = [
      banner.getByRole('link', { name: 'Gamelle, retour à l’accueil' }),
      banner.getByRole('link', { name: 'Se connecter' }),
      banner.getByRole('link', { name: /Mon panier/ }),
      menuButton,
    ];
    const middles = [];
    for (const part of parts) {
      const box = await part.boundingBox();
      expect(box, 'partie de l’en-tête visible').toBeTruthy();
      if (box) middles.push(Math.round(box.y + box.height / 2));
    }
    expect(Math.max(...middles) - Math.min(...middles), 'une seule rangée').toBeLessThan(6);
    // The navigation is in the menu, closed: nothing scrolls sideways, the title is in the first screen.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const title = page.getByRole('heading', { level: 1, name: 'Croquettes chien adulte au poulet' });
    expect(
      await title.evaluate((e) => e.getBoundingClientRect().bottom),
      'titre du produit dans le premier écran',
    ).toBeLessThan(640);
    // Keyboard alone: the button opens the menu, Tab goes in, every link takes the focus in turn.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    expect(await menuOpen()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < (await links.count()); i += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Nederlands' })).toBeFocused();
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    // A link of the menu leads to its page in the browser, and the menu closes behind it.
    await menuButton.click();
    await nav.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(nav).toBeHidden();
    expect(await menuOpen()).toBe(false);
  });

  test('WCAG 1.4.10 reflow (RGAA 10.11) at 320 px: the accessibility statement in both languages and the cart with one line, in both languages, never scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    // SPEC §5 cart link: one 2 kg bag, one line (on the French home page: a Dutch page visited
    // first would send `/` to `/nl/`, SPEC §9).
    await page.goto('/?variantId=10000001');
    await expect(page.getByText('1 article ajouté à votre panier.')).toBeVisible();
    for (const [path, count] of [
      ['/panier/', '1 article dans votre panier'],
      ['/nl/panier/', '1 artikel in uw winkelmandje'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 2, name: count })).toBeVisible();
      expect(await scrollWidth(), path).toBeLessThanOrEqual(320);
    }
    for (const [path, title] of [
      ['/page/accessibilite/', 'Déclaration d’accessibilité'],
      ['/nl/page/accessibilite/', /.+/],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await scrollWidth(), path).toBeLessThanOrEqual(320);
    }
  });

  test('from 1024 px brand, navigation and cart share one row', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/chien/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const navBox = await nav.boundingBox();
    const cartBox = await page.getByRole('link', { name: /Mon panier/ }).boundingBox();
    const brandBox = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(navBox && cartBox && brandBox).toBeTruthy();
    if (!navBox || !cartBox || !brandBox) return;
    expect(Math.abs(navBox.y + navBox.height / 2 - (cartBox.y + cartBox.height / 2))).toBeLessThan(10);
    expect(Math.abs(navBox.y + navBox.height / 2 - (brandBox.y + brandBox.height / 2))).toBeLessThan(10);
  });

  test('SPEC §2 a way into the account from the header: « Se connecter » to a visitor, « Mon compte » once signed in', async ({
    page,
    request,
  }) => {
    const { email } = await newCustomer(request, 'entete', { firstName: 'Agathe' });
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Se connecter' }).click();
    await fillLoginForm(page, email);
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    // Greeted by the first name, and by the new one as soon as it is saved.
    await expect(banner.getByRole('link', { name: 'Bonjour Agathe Mon compte' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Mon compte' })
      .getByRole('link', { name: 'Mes informations personnelles' })
      .click();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Agathe-Louise');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Vos informations ont bien été enregistrées.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Bonjour Agathe-Louise Mon compte' })).toBeVisible();
    // Every page's header now leads to the account, the guides' too.
    await page.getByRole('link', { name: 'Chien', exact: true }).first().click();
    await expect(page).toHaveURL(/\/chien\/$/);
    await banner.getByRole('link', { name: 'Mon compte' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Guide croquettes' })
      .click();
    await expect(page).toHaveURL(/\/guide-croquettes\/$/);
    await expect(banner.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    // The login page leads nowhere back into itself.
    await page.goto('/connexion/');
    await expect(banner.getByRole('link', { name: /Se connecter|Mon compte/ })).toHaveCount(0);
  });

  test('SPEC §9 layout: no part of a header covers another, at every width, in both languages, signed out and in', async ({
    page,
    request,
  }) => {
    // A long first name: the greeting goes on to a next line, never over the cart.
    const { auth } = await newCustomer(request, 'boites', { firstName: 'Marie-Alexandrine-Bérénice' });
    const overlaps = [];
    for (const signedIn of [false, true]) {
      // The guide's first step (its entrance sends a visitor without a described pet there); the
      // login page for a visitor only (a signed-in customer is sent on to the account).
      const paths = ['/', '/nl/', '/guide-croquettes/nouveau/', '/nl/guide-croquettes/nouveau/'];
      for (const path of signedIn ? paths : [...paths, '/connexion/']) {
        await page.goto(path);
        if (signedIn) {
          await signInWithTokens(page, auth);
          await page.reload();
        }
        await waitForHydration(page);
        if (signedIn) {
          await expect(page.getByRole('banner').getByRole('link', { name: /Marie-Alexandrine-Bérénice/ })).toHaveCount(
            1,
          );
        }
        for (const width of [320, 390, 768, 1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          // The header's parts: its links (brand, tools, account, cart), its navigation and the
          // phone's « Menu », each a box.
          const boxes = await page.getByRole('banner').evaluate((header) =>
            [
              ...header.querySelectorAll(
                ':scope > a, :scope > div > a, :scope > nav, :scope > p, :scope > button, :scope > div > div > a',
              ),
            ]
              .filter((part) => part.getClientRects().length > 0)
              .map((part) => {
                const { x, y, width: w, height: h } = part.getBoundingClientRect();
                return {
                  name: (part.textContent ?? '').trim().slice(0, 24) || part.getAttribute('aria-label'),
                  x,
                  y,
                  w,
                  h,
                };
              }),
          );
          for (const [index, a] of boxes.entries()) {
            for (const b of boxes.slice(index + 1)) {
              const apart =
                a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;
              if (!apart)
                overlaps.push(`${path} ${width} px${signedIn ? ' connecté' : ''}: « ${a.name} » / « ${b.name} »`);
            }
          }
          // Nothing wider than the page: no sideways scroll.
          const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          if (wider) overlaps.push(`${path} ${width} px: la page défile de côté`);
        }
      }
    }
    expect(overlaps).toEqual([]);
  });

  test('the minimal header (login, checkout): the other language and the support hours never cover each other, on a phone or a desktop', async ({
    page,
  }) => {
    await page.goto('/connexion/');
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const banner = page.getByRole('banner');
      const language = await banner.getByRole('link', { name: 'Nederlands' }).boundingBox();
      const hours = await banner.getByText(/^Service client/).boundingBox();
      expect(language && hours, `${width} px`).toBeTruthy();
      if (!language || !hours) return;
      const apart =
        language.x + language.width <= hours.x ||
        hours.x + hours.width <= language.x ||
        language.y + language.height <= hours.y ||
        hours.y + hours.height <= language.y;
      expect(apart, `${width} px: ${JSON.stringify({ language, hours })}`).toBe(true);
    }
  });
});

test.describe('SPEC §5 cart link on any page: variantId, quantity, targetQuantity', () => {
  test('adds the variants, raises a line only with targetQuantity, and leaves the URL clean', async ({ page }) => {
    await page.goto('/chien/?variantId=10000001&quantity=2&utm_source=lettre');
    await expect(page).toHaveURL(/\/chien\/\?utm_source=lettre$/);
    await expect(page.getByRole('status').getByText('2 articles ajoutés à votre panier.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon panier 2 articles' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Without targetQuantity an existing line is untouched; with it, raised only if lower.
    // Untouched: the page says so, and the count stays.
    await page.goto('/?variantId=10000001&quantity=5');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').getByText('Ces articles sont déjà dans votre panier.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon panier 2 articles' })).toBeVisible();
    await page.goto('/faq/?variantId=10000001&quantity=4&targetQuantity=1');
    await expect(page.getByRole('status').getByText('2 articles ajoutés à votre panier.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon panier 4 articles' })).toBeVisible();
  });

  test('a cart link followed within the site (a content link, client navigation) is applied as on a full load', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    // A link as the content system writes one in a page's text, then followed by the client router.
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
      const link = document.createElement('a');
      link.href = '/faq/?variantId=10000001&quantity=3';
      link.textContent = 'Essayer les croquettes au poulet';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Essayer les croquettes au poulet' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.getByRole('status').getByText('3 articles ajoutés à votre panier.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon panier 3 articles' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('an invalid variantId ignores the whole link and creates no cart', async ({ page }) => {
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/shop/orders')) created.push(request.url());
    });
    await page.goto('/magasins/?variantId=123&quantity=2');
    await expect(page).toHaveURL(/\/magasins\/$/);
    await page.waitForLoadState('networkidle');
    expect(created).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('gamelle.cartToken'))).toBeNull();
  });
});
