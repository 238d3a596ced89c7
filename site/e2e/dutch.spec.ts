import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  expectNoAxeViolations,
  lastMailPartsTo,
  lastMailTo,
  newCustomer,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

test.describe('Dutch (SPEC §9 "prefix except default": /nl/…)', () => {
  // The whole funnel with axe at its steps: as checkout.spec.ts, a minute on a loaded 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('a Dutch-speaking Belgian switches to Dutch on a product page, lands on the same product, buys with a Belgian address and is confirmed in Dutch', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'brussel', { firstName: 'Lotte', lastName: 'Peeters' });
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    await waitForHydration(page);
    // The link says its language in that language (WCAG 3.1.2).
    const switcher = page.getByRole('link', { name: 'Nederlands' });
    await expect(switcher).toHaveAttribute('lang', 'nl');
    // Every call a Dutch page makes asks in Dutch (ADR 0025: the page's context owns the language).
    const localesAsked: string[] = [];
    page.on('request', (request) => {
      const asked = new URL(request.url()).searchParams.get('locale');
      if (asked) localesAsked.push(asked);
    });
    await switcher.click();
    await expect(page).toHaveURL(/\/nl\/produits\/croquettes-chien-adulte-au-poulet\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // SPEC §9 "Locale cookie 365 days": the choice is kept.
    const choice = (await page.context().cookies()).find((cookie) => cookie.name === 'gamelle_locale');
    expect(choice?.value).toBe('nl');
    expect((choice?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
    // The content API answers in the page's language: the product's own texts are Dutch too.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Droogvoer voor volwassen honden met kip' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Verpakking' })
        .getByText(/^Zak van \d+ k?g$/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/produits/croquettes-chien-adulte-au-poulet/',
    );
    await axeAtBothWidths(page);

    await page.getByRole('button', { name: 'Toevoegen aan winkelmandje' }).click();
    await page
      .getByRole('link', { name: /^Mijn winkelmandje/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nl\/panier\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn winkelmandje' })).toBeVisible();
    await expect(page).toHaveTitle('Mijn winkelmandje — Gamelle');
    expect(localesAsked).toContain('nl');
    expect(localesAsked.filter((asked) => asked !== 'nl')).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Bestellen' }).click();
    await expect(page).toHaveURL(/\/nl\/commande\/[\w-]+\/$/);

    const billing = page.getByRole('form', { name: 'Factuuradres' });
    await billing.getByRole('textbox', { name: 'Voornaam' }).fill('Lotte');
    await billing.getByRole('textbox', { name: 'Naam', exact: true }).fill('Peeters');
    await billing.getByRole('textbox', { name: 'Adres', exact: true }).fill('Hoogstraat 12');
    await billing.getByRole('radio', { name: 'België' }).check();
    // SPEC §5: a Belgian postcode has four digits.
    await billing.getByRole('textbox', { name: 'Postcode' }).fill('1000');
    await billing.getByRole('textbox', { name: 'Gemeente' }).fill('Brussel');
    await expectNoAxeViolations(page);
    await billing.getByRole('button', { name: 'Doorgaan' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Levering' })).toBeFocused();
    const carriers = page.getByRole('form', { name: 'Leveringswijze' });
    await carriers.getByRole('radio').first().check();
    await carriers.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Betaling' })).toBeFocused();
    const payment = page.getByRole('form', { name: 'Betaalmethode' });
    await payment.getByRole('radio', { name: 'Overschrijving' }).check();
    await payment.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Overzicht' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /Ik heb de algemene verkoopvoorwaarden gelezen/ }).check();
    await page.getByRole('button', { name: /^Mijn bestelling plaatsen/ }).click();

    await expect(page).toHaveURL(/\/nl\/commande\/[\w-]+\/confirmation\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible();
    // The payment instructions come from the backend, in the order's language.
    await expect(page.getByText(/^Schrijf het bedrag over naar Gamelle SAS/)).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await lastMailTo(email);
    expect(mail).toMatch(/Subject: Uw bestelling G\d{6} is bevestigd/);
    expect(mail).toContain('Bedankt voor uw bestelling');
    // Coming back to the shop's address, the home page opens in the language chosen.
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('SPEC §9 a cart started in French follows the shopper to Dutch: its lines, the carriers, the payment instructions and the e-mail', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'omschakeling', { firstName: 'Ruben', lastName: 'Claes' });
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    await waitForHydration(page);
    const frenchName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page
      .getByRole('link', { name: /^Mon panier/ })
      .first()
      .click();
    const frenchLines = page.getByRole('list', { name: 'Articles de votre panier' });
    await expect(frenchLines.getByText(frenchName)).toBeVisible();
    // The shopper switches languages on the cart page: the same cart, read again in Dutch.
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/panier\/$/);
    const lines = page.getByRole('list', { name: 'Artikelen in uw winkelmandje' });
    await expect(lines.getByText('Droogvoer voor volwassen honden met kip')).toBeVisible();
    await expect(lines.getByText(frenchName)).toHaveCount(0);
    await page.getByRole('link', { name: 'Bestellen' }).click();
    await expect(page).toHaveURL(/\/nl\/commande\/[\w-]+\/$/);
    const billing = page.getByRole('form', { name: 'Factuuradres' });
    await billing.getByRole('textbox', { name: 'Voornaam' }).fill('Ruben');
    await billing.getByRole('textbox', { name: 'Naam', exact: true }).fill('Claes');
    await billing.getByRole('textbox', { name: 'Adres', exact: true }).fill('Meir 1');
    await billing.getByRole('radio', { name: 'België' }).check();
    await billing.getByRole('textbox', { name: 'Postcode' }).fill('2000');
    await billing.getByRole('textbox', { name: 'Gemeente' }).fill('Antwerpen');
    await billing.getByRole('button', { name: 'Doorgaan' }).click();
    // The carriers speak Dutch too (they were French only).
    const carriers = page.getByRole('form', { name: 'Leveringswijze' });
    await expect(carriers.getByRole('radio', { name: /^Colissimo aan huis/ })).toBeVisible();
    await expect(carriers.getByText('Geleverd in 2 à 3 werkdagen')).toBeVisible();
    await expect(carriers.getByText(/Livré|domicile/)).toHaveCount(0);
    await carriers.getByRole('radio', { name: /^Colissimo aan huis/ }).check();
    await carriers.getByRole('button', { name: 'Doorgaan' }).click();
    const payment = page.getByRole('form', { name: 'Betaalmethode' });
    await payment.getByRole('radio', { name: 'Overschrijving' }).check();
    await payment.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Overzicht' })).toBeFocused();
    await expect(page.getByText('Colissimo aan huis').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /Ik heb de algemene verkoopvoorwaarden gelezen/ }).check();
    await page.getByRole('button', { name: /^Mijn bestelling plaatsen/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible();
    await expect(page.getByText(/^Schrijf het bedrag over naar Gamelle SAS/)).toBeVisible();
    const mail = await lastMailPartsTo(email);
    expect(mail.subject).toMatch(/^Uw bestelling G\d{6} is bevestigd/);
    expect(mail.text).toContain('Droogvoer voor volwassen honden met kip');
    expect(mail.text).toContain('Colissimo aan huis');
  });

  test('the Dutch home, a category and the account pass axe at phone and desktop widths, in Dutch, reached by links', async ({
    page,
    request,
  }) => {
    await page.goto('/nl/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('link', { name: 'Gamelle, terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/nl/',
    );
    await axeAtBothWidths(page);
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Hond' }).click();
    await expect(page).toHaveURL(/\/nl\/chien\/$/);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Home');
    await axeAtBothWidths(page);

    const { auth } = await newCustomer(request, 'account-nl', { firstName: 'Lotte', lastName: 'Peeters' });
    await signInWithTokens(page, auth);
    await page.goto('/nl/mon-compte/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('SPEC §9 `country_wall`: a first visit in Belgian Dutch is asked its country and language once, and lands on the Dutch shop', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'nl-BE', baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/chien/');
    await waitForHydration(page);
    // Asked in the browser's language, on the French page it opened (its words marked Dutch).
    const wall = page.getByRole('dialog', { name: 'Welkom bij Gamelle' });
    await expect(wall).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(wall.getByRole('heading', { name: 'Welkom bij Gamelle' }).locator('[lang="nl"]')).toHaveCount(1);
    // Prefilled from the browser's languages.
    await expect(wall.getByRole('radio', { name: 'België' })).toBeChecked();
    await expect(wall.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    // SPEC §1: the Belgian site's customers are told they are at home here.
    await expect(wall.getByText(/^Bestelde u vroeger op gamelle\.be\?/)).toBeVisible();
    await expectNoAxeViolations(page);
    await wall.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/nl\/chien\/$/);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Uw cookiekeuzes' }).getByRole('button', { name: 'Alles weigeren' }).click();
    // Asked once: not again, on this page or another.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();

    // SPEC §8 "Wrong storefront: wrong-country message": Dutch from the Netherlands is told where the shop delivers.
    const dutchFromTheNetherlands = await browser.newContext({
      locale: 'nl-NL',
      baseURL: test.info().project.use.baseURL,
    });
    const visit = await dutchFromTheNetherlands.newPage();
    await visit.goto('/chien/');
    await waitForHydration(visit);
    await expect(
      visit.getByRole('dialog', { name: 'Welkom bij Gamelle' }).getByText(/in uw land leveren we nog niet/),
    ).toBeVisible();
    await expectNoAxeViolations(visit);
    await dutchFromTheNetherlands.close();
  });
});
