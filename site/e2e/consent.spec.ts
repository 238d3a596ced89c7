import type { Page, Request } from '@playwright/test';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  newCustomer,
  orderReadyToPay,
  placeOrder,
  signInWithTokens,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

/** Every request to the tracking service the page makes, as they leave. */
function trackingRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/tracking')) seen.push(request);
  });
  return seen;
}

const trackedEvent = (page: Page, event: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/tracking') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { event?: string } | null)?.event === event,
  );

test.describe('consent before any tracker, the tracking client (SPEC §7, §9, ADR 0018)', () => {
  test.use({ consentChoice: 'none' });

  test('RGAA 10.4, WCAG 2.4.11: at 200 % zoom (a 640 × 400 window) the banner lies over nothing of the checkout', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    const customer = await newCustomer(request, 'zoom-consent');
    const cart = await orderReadyToPay(request, customer.auth.token);
    await page.goto('/');
    await signInWithTokens(page, customer.auth);
    await page.goto(`/commande/${cart}/`);
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
    await expect(banner).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Étapes de la commande' })
        .getByText(/Paiement/)
        .first(),
    ).toBeAttached();
    // Whatever of the page the window shows, at the top and a window further, is what a point of
    // it hits: the banner is not drawn over it.
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const covered = await page.evaluate(() => {
        const over = document.querySelector('[aria-labelledby="consentement-titre"]');
        const found: string[] = [];
        for (const element of document.querySelectorAll('main :is(h1, h2, h3, p, a, button, input, label, li)')) {
          const box = element.getBoundingClientRect();
          if (box.width < 1 || box.height < 1 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 2);
          if (hit && over?.contains(hit)) found.push((element.textContent ?? '').trim().slice(0, 40));
        }
        return found;
      });
      expect(covered, `scrolled ${scroll} px`).toEqual([]);
    }
  });

  test('a visitor who refuses is never tracked, then changes their mind from the footer', async ({ page }) => {
    const requests = trackingRequests(page);
    await page.goto('/chien/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
    await expect(banner).toBeVisible();
    // Refusing is as easy as accepting: two buttons side by side, the same size.
    const refuse = banner.getByRole('button', { name: 'Tout refuser' });
    const accept = banner.getByRole('button', { name: 'Tout accepter' });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox?.height).toBe(acceptBox?.height);
    await axeAtBothWidths(page);
    await refuse.click();
    await expect(banner).toBeHidden();

    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\//);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Vos choix de cookies' })).toHaveCount(0);
    expect(requests.map((request) => request.url())).toEqual([]);

    // The choice, changed at any time from the footer: each purpose off until ticked.
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
    await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
    await axeAtBothWidths(page);
    await dialog.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(dialog).toBeHidden();
    const viewed = trackedEvent(page, 'page_view');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: /chat/i })
      .first()
      .click();
    expect((await viewed).status()).toBe(200);
  });

  test('the banner and « Gérer mes cookies » on the layouts with their own chrome (login); the banner never hides the focused control (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.goto('/connexion/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
    await expect(banner).toBeVisible();
    // The page scrolls a focused control above the banner: scroll padding of its height.
    const padding = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    const height = await banner.evaluate((element) => (element as HTMLElement).offsetHeight);
    expect(height).toBeGreaterThan(0);
    expect(await padding()).toBe(`${height}px`);
    // The last control of the page, reached with the keyboard, shows above the banner.
    const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' });
    await tabTo(page, manage);
    const [box, bannerBox] = [await manage.boundingBox(), await banner.boundingBox()];
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
    await axeAtBothWidths(page);
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    expect(await padding()).toBe('auto');

    // Changed at any time from the login page's own footer.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
    await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a visitor who accepts: view_item then add_to_cart reach the tracking service with the SPEC’s fields', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    const viewed = trackedEvent(page, 'view_item');
    const reported = page.waitForRequest((request) =>
      request.url().endsWith('/tracking/report/bienvenue-fiche-produit'),
    );
    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    const item = (await viewed).request().postDataJSON() as Record<string, unknown>;
    expect((await viewed).status()).toBe(200);
    expect(item).toMatchObject({
      event: 'view_item',
      app_name: 'gamelle-site',
      // The segments the init event gave, once consent came, go with every event (SPEC §9).
      abtests: [{ name: 'bandeau-haut', segment: expect.stringMatching(/^[AB]$/) }],
      connection: 'Non-connected',
      items: [{ item_name: 'Croquettes chien adulte au poulet', discount: 0 }],
    });
    const price = (item.items as { price: number }[])[0]?.price ?? 0;
    // SPEC §9 "price divided by 100": euros, not cents.
    expect(price).toBeGreaterThan(1);
    expect(price).toBeLessThan(200);
    expect(new URL((await viewed).url()).searchParams.get('locale')).toBe('fr');
    // SPEC §9 `ad_product_offer`: a guest is offered the welcome 5 €, and the campaign is reported.
    const offer = page.getByRole('complementary', { name: 'Offre du moment' });
    await expect(offer).toContainText('5 € offerts sur votre première commande');
    await expect(offer.getByRole('link', { name: 'Recevoir mon code' })).toHaveAttribute(
      'href',
      '/landing/offre-bienvenue/',
    );

    expect((await reported).postDataJSON()).toEqual({ app_name: 'gamelle-site' });
    await axeAtBothWidths(page);

    const added = trackedEvent(page, 'add_to_cart');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const line = (await added).request().postDataJSON() as Record<string, unknown>;
    expect((await added).status()).toBe(200);
    expect(line).toMatchObject({
      event: 'add_to_cart',
      items: [{ item_name: 'Croquettes chien adulte au poulet', discount: 0, quantity: 1 }],
    });
    expect(((line.items as { item_id: string }[])[0]?.item_id ?? '').length).toBe(8);
  });

  test('the tag manager (SPEC §5 id) loads only once the visitor consents to audience measurement, and gets the events', async ({
    page,
  }) => {
    const id = process.env.GAMELLE_TAG_MANAGER_ID;
    expect(id, 'npm test donne GAMELLE_TAG_MANAGER_ID (scripts/lib/shop.mjs)').toMatch(/^GTM-/);
    const google: string[] = [];
    page.on('request', (request) => {
      if (/google/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: /chat/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/chat\/$/);
    await page.reload();
    await waitForHydration(page);
    expect(google).toEqual([]);

    // Audience measurement only: the tag manager comes, told that personalised ads are refused.
    const loading = page.waitForRequest(`https://www.googletagmanager.com/gtm.js?id=${id}`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
    await dialog.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await loading;
    // The CSP let the script run (a refused one would be a console error, which fails the test).
    await expect
      .poll(() => page.evaluate(() => (window as { gamelleTagManagerLoads?: number }).gamelleTagManagerLoads))
      .toBe(1);
    // gtag's calls are Arguments objects: as JSON, their values keyed by position.
    const layer = async () =>
      page.evaluate(() =>
        ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => JSON.stringify(entry)),
      );
    expect((await layer()).some((entry) => entry.includes('"event":"gtm.js"'))).toBe(true);

    // A product seen: the event goes to the tag manager as well as to the shop's tracking service.
    const viewed = trackedEvent(page, 'view_item');
    await page
      .getByRole('link', { name: /Croquettes chat/ })
      .first()
      .click();
    await viewed;
    await expect.poll(async () => (await layer()).some((entry) => entry.includes('"event":"view_item"'))).toBe(true);
    // Loaded once per page load, not again on client navigation.
    expect(google.filter((url) => url.includes('gtm.js'))).toHaveLength(1);

    // A reset link's page: its address is the key to the account, and Google's tag reads addresses.
    // The shop's tracking answer names the tag manager there too; the page leaves it unloaded.
    await page.addInitScript(() =>
      window.addEventListener('gamelle:marketing', (event) => {
        if ((event as CustomEvent<{ name: string }>).detail.name === 'tag_manager')
          (window as { tagManagerNamed?: boolean }).tagManagerNamed = true;
      }),
    );
    await page.goto('/mot-de-passe-oublie/jeton-de-la-boite-mail/');
    await expect.poll(() => page.evaluate(() => (window as { tagManagerNamed?: boolean }).tagManagerNamed)).toBe(true);
    // The page had the id in hand and left it: no script of Google's was even added.
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(google.filter((url) => url.includes('gtm.js'))).toHaveLength(1);
  });

  test('SPEC §9 an A/B test keeps its segment across reloads: the top banner’s campaign stays the same', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Consent given on this page: the init event leaves at once, and its answer is applied.
    const first = trackedEvent(page, 'init');
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    const answer = (await (await first).json()) as {
      abtest: { name: string; segment: string }[];
      top_header: { text: string };
    };
    const segment = answer.abtest.find((test) => test.name === 'bandeau-haut')?.segment;
    expect(segment).toMatch(/^[AB]$/);
    await expect(page.getByText(answer.top_header.text)).toBeVisible();
    for (let i = 0; i < 2; i += 1) {
      const again = trackedEvent(page, 'init');
      await page.reload();
      const sent = (await again).request().postDataJSON() as { abtests: { name: string; segment: string }[] };
      // The stored segment goes with every event, and comes back the same.
      expect(sent.abtests).toEqual([{ name: 'bandeau-haut', segment }]);
      await expect(page.getByText(answer.top_header.text)).toBeVisible();
    }
  });
});

test.describe('SPEC §7 `login` and `item-list`, SPEC §6 client types and connection', () => {
  test.use({ consentChoice: 'accepted' });

  test('a guest sees a list; an old client signs in (login), then signs out (login, logout)', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'suivi');
    await placeOrder(request, auth.token);

    const listed = trackedEvent(page, 'item-list');
    await page.goto('/chien/');
    const list = (await listed).request().postDataJSON() as Record<string, unknown>;
    expect(list).toMatchObject({ connection: 'Non-connected', client_type: 'Guest', item_list_id: expect.any(String) });
    const items = list.items as { item_id: string; item_name: string; price: number; discount: number }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toMatchObject({ item_id: expect.any(String), item_name: expect.any(String), discount: 0 });
    expect(items[0]?.price).toBeGreaterThan(1);

    // The sign-in ends with a full load: the next page sends the event.
    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeFocused();
    await page.getByLabel('Mot de passe').fill('croquettes');
    const signedIn = trackedEvent(page, 'login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    expect((await signedIn).request().postDataJSON()).toMatchObject({
      status: 'login',
      method: 'password',
      connection: 'Connected',
      // An order placed before: an old client.
      client_type: 'Old client',
    });

    const signedOut = trackedEvent(page, 'login');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await signedOut).request().postDataJSON()).toMatchObject({
      status: 'logout',
      connection: 'Non-connected',
      client_type: 'Guest',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
