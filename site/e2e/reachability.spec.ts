import { matchRoute, ROUTES } from '@gamelle/domain';
import type { Page } from '@playwright/test';
import {
  expect,
  fillBillingAddress,
  fillLoginForm,
  fillVisaCard,
  lastMailTo,
  test,
  waitForHydration,
} from './fixtures';
import { readingProblems } from './zoom';

/**
 * SPEC §2, every screen reachable by a click: shoppers walk from `/` by the links and buttons they
 * see (the first page is the only address typed; forms are filled as a person fills them), and
 * every screen of the route table must be met on the way. The walks share what they reached; the
 * last test fails naming each screen no walk reached.
 *
 * Screens with an entry of their own, never linked from a page by design:
 */
const OWN_ENTRY: Readonly<Record<string, string>> = {
  maintenance: 'where a part of the shop under maintenance redirects (SPEC §2 maintenance guard)',
  'web-view-demo': 'opened by the mobile app’s developers',
  'web-view-payment-change': 'opened by the mobile app, in its web view',
  landing: 'a campaign’s target, reached from its ad or e-mail',
};

/** What the walks reached: a route's name (or a state such as the professional form) → the address. */
const reached = new Map<string, string>();

/** Records every address the tab shows, full loads and client navigations alike. */
function track(page: Page): void {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    const dutch = url.pathname.startsWith('/nl/');
    const path = dutch ? url.pathname.slice(3) : url.pathname;
    const route = matchRoute(path)?.route.name;
    if (!route) return;
    if (!reached.has(route)) reached.set(route, url.pathname);
    if (dutch) reached.set(`nl:${route}`, url.pathname);
  });
}

/** Waits until the tab shows a page of `route` (the way a person waits for the page to change), then checks its reflow. */
async function arrive(page: Page, route: string): Promise<void> {
  await shown(page, route);
  await expectReflow(page, route);
}

/** Waits until the tab shows a page of `route` and what it loads has come. */
async function shown(page: Page, route: string): Promise<void> {
  await expect
    .poll(
      () => {
        const path = new URL(page.url()).pathname;
        return matchRoute(path.startsWith('/nl/') ? path.slice(3) : path)?.route.name;
      },
      { timeout: 15_000 },
    )
    .toBe(route);
  await waitForHydration(page);
  // And what it loads has come: a link is clicked where it stays, not where a placeholder was.
  await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
}

/**
 * WCAG 1.4.10, RGAA 10.11 reflow, on every screen the walk reaches: at 320 px wide, and at 200 %
 * zoom of a 1280 × 800 window (640 × 400 CSS pixels), the page is no wider than the window (it
 * scrolls one way only). Checked where the page is, then the window is given back its size.
 */
async function expectReflow(page: Page, route: string): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [
    [320, 640],
    [640, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(wide, `${route} (${new URL(page.url()).pathname}) at ${width} × ${height}`).toBeLessThanOrEqual(width);
  }
  if (size) await page.setViewportSize(size);
  // The page laid out again at its size before the walk clicks on: two frames drawn.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

const main = (page: Page) => page.getByRole('main');
const footer = (page: Page) => page.getByRole('contentinfo');
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

/** Signs in the way a returning customer does: the header's link, the e-mail, the password. */
async function signInFromHeader(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  await arrive(page, 'account-login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Mot de passe').fill('croquettes');
  await page.keyboard.press('Enter');
  await arrive(page, 'account');
}

const email = `atteint-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;

test.describe('SPEC §2: every screen is reached by clicking from the home page', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('a visitor: catalogue, product, formats, sample, search, help, shops, content, legal, tools, cart, the Dutch side', async ({
    page,
  }) => {
    track(page);
    await page.goto('/');
    await arrive(page, 'home');

    await main(page).getByRole('link', { name: 'Nourriture pour chien' }).first().click();
    await arrive(page, 'category');
    await main(page).getByRole('article').first().getByRole('link').first().click();
    await arrive(page, 'product');
    // A format of its own address: the same screen, one format chosen.
    await main(page)
      .getByRole('radio', { name: /^Sac de/, checked: false })
      .first()
      .check();
    await expect(page).toHaveURL(/\/produits\/[^/]+\/[^/]+\/$/);

    await footer(page).getByRole('link', { name: 'Échantillon offert pour chien' }).first().click();
    await arrive(page, 'sample');

    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).first().click();
    await arrive(page, 'search');
    await page.getByRole('searchbox', { name: 'Que cherchez-vous ?' }).fill('poulet');
    await expect(page).toHaveURL(/\?q=poulet$/);

    await footer(page).getByRole('link', { name: 'Questions fréquentes' }).first().click();
    await arrive(page, 'faq');
    await main(page)
      .getByRole('link', { name: /livraison/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq\/[^/]+\/$/);

    await footer(page).getByRole('link', { name: 'Nous contacter' }).first().click();
    await arrive(page, 'contact');
    await footer(page).getByRole('link', { name: 'Nos magasins' }).first().click();
    await arrive(page, 'shops');
    await main(page)
      .getByRole('link', { name: /^Gamelle / })
      .first()
      .click();
    await arrive(page, 'shop');

    await footer(page).getByRole('link', { name: 'Qui sommes-nous ?' }).first().click();
    await arrive(page, 'content-page');
    await footer(page).getByRole('link', { name: 'Conditions générales de vente' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
    reached.set('legal pages', new URL(page.url()).pathname);

    await footer(page).getByRole('link', { name: 'Calculateur de ration' }).first().click();
    await arrive(page, 'ration-calculator');

    // The guide for a pet described here: three steps, then its results and the cart.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Guide croquettes' })
      .click();
    await arrive(page, 'guide-new');
    const form = page.getByRole('form', { name: 'Votre animal' });
    await form.getByRole('radio', { name: 'Chien' }).check();
    await form.getByRole('textbox', { name: 'Son nom' }).fill('Praline');
    await form.getByRole('radio', { name: 'Femelle' }).check();
    await form.getByRole('textbox', { name: 'Sa race' }).fill('Labrador');
    await form.getByRole('radio', { name: 'Je connais son âge' }).check();
    await form.getByRole('spinbutton', { name: 'Ans' }).fill('3');
    await form.getByRole('button', { name: 'Continuer' }).click();
    await form.getByRole('textbox', { name: 'Son poids' }).fill('20');
    await form.getByRole('radio', { name: 'Idéal' }).check();
    await form.getByRole('radio', { name: /^Actif/ }).check();
    await form.getByRole('group', { name: 'Est-il stérilisé ?' }).getByRole('radio', { name: 'Non' }).check();
    await form.getByRole('button', { name: 'Continuer' }).click();
    await form.getByRole('checkbox', { name: 'Croquettes' }).check();
    await form.getByRole('textbox', { name: 'La marque de ce qu’il mange' }).fill('Autre marque');
    await form.getByRole('button', { name: 'Voir mes recommandations' }).click();
    await arrive(page, 'guide-results');
    const best = page.getByRole('article').filter({ hasText: 'Notre conseil' });
    await best.getByRole('button', { name: /^Ajouter au panier/ }).click();
    await best.getByRole('link', { name: 'Voir mon panier' }).click();
    await arrive(page, 'cart');

    await page.getByRole('link', { name: 'Nederlands' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Gamelle/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('a new customer: the professional form, registration, every account area, a pet described and changed, the password reset', async ({
    page,
  }) => {
    track(page);
    await page.goto('/');
    await arrive(page, 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await arrive(page, 'account-login');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /Créer un compte professionnel/ }).click();
    await expect(page.getByRole('heading', { name: 'Créez votre compte professionnel' })).toBeFocused();
    reached.set('professional registration', new URL(page.url()).pathname);
    await page.getByRole('button', { name: 'Compte particulier' }).click();
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await arrive(page, 'account-welcome');
    await main(page).getByRole('link', { name: 'votre compte' }).click();
    await arrive(page, 'account');

    for (const [link, route] of [
      ['Mes adresses', 'account-addresses'],
      ['Mes informations personnelles', 'account-personal-data'],
      ['Mes parrainages', 'account-sponsorships'],
      ['Mes commandes', 'account-orders'],
      ['Mes abonnements', 'account-subscriptions'],
      ['Mes animaux', 'account-pets'],
    ] as const) {
      await accountNav(page).getByRole('link', { name: link }).click();
      await arrive(page, route);
    }
    await main(page).getByRole('link', { name: 'Présenter mon animal' }).click();
    await arrive(page, 'account-pets-add');
    const pet = page.getByRole('form').filter({ has: page.getByRole('textbox', { name: 'Son nom' }) });
    await pet.getByRole('radio', { name: 'Chat' }).check();
    await pet.getByRole('textbox', { name: 'Son nom' }).fill('Mina');
    await pet.getByRole('radio', { name: 'Femelle' }).check();
    await pet.getByRole('textbox', { name: 'Sa race' }).fill('Européen');
    await pet.getByRole('radio', { name: 'Je connais son âge' }).check();
    await pet.getByRole('spinbutton', { name: 'Ans' }).fill('3');
    await pet.getByRole('textbox', { name: 'Son poids' }).fill('4,5');
    await pet.getByRole('radio', { name: 'Idéal' }).check();
    await pet.getByRole('radio', { name: /^Peu actif/ }).check();
    await pet.getByRole('group', { name: 'Est-il stérilisé ?' }).getByRole('radio', { name: 'Oui' }).check();
    await pet.getByRole('checkbox', { name: 'Croquettes' }).check();
    await pet.getByRole('textbox', { name: 'La marque de ce qu’il mange' }).fill('Gamelle');
    await pet.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    await arrive(page, 'account-pet');
    await main(page).getByRole('link', { name: 'Modifier la fiche' }).click();
    await arrive(page, 'account-pet-edit');

    // Signed out, the password forgotten: the link comes by e-mail and is opened from it.
    await accountNav(page).getByRole('link', { name: 'Tableau de bord' }).click();
    await arrive(page, 'account');
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    // Signing out ends on the home page, as a person sees it before going on (the header says
    // « Se connecter » a moment before that page comes: a click then was taken home after all).
    await shown(page, 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await arrive(page, 'account-login');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeFocused();
    const link = /https?:\/\/[^\s/]+\/mot-de-passe-oublie\/[\w-]+\//.exec(await lastMailTo(email))?.[0] ?? '';
    await page.goto(link);
    await arrive(page, 'forgot-password');
  });

  test('the customer’s tools: the guide for the pet, both cat menus and their entrances', async ({ page }) => {
    track(page);
    await page.goto('/');
    await signInFromHeader(page, email);

    await main(page).getByRole('link', { name: 'Commencer le guide croquettes' }).click();
    await arrive(page, 'guide-entrance');
    await main(page)
      .getByRole('link', { name: /^Pour Mina/ })
      .click();
    await arrive(page, 'guide');
    const guide = page.getByRole('form').first();
    await guide.getByRole('button', { name: 'Continuer' }).click();
    await guide.getByRole('button', { name: 'Continuer' }).click();
    await guide.getByRole('button', { name: 'Voir mes recommandations' }).click();
    await arrive(page, 'guide-results');

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Mon compte/ })
      .click();
    await arrive(page, 'account');
    await main(page).getByRole('link', { name: 'Menu bi-nutrition express' }).click();
    await arrive(page, 'bi-nutrition-entrance-short');
    await main(page).getByRole('link', { name: 'Le menu de Mina' }).click();
    await arrive(page, 'mini-bi-nutrition');
    await page.getByRole('form', { name: 'Le profil de Mina' }).getByRole('button', { name: 'Continuer' }).click();
    const recipes = page.getByRole('form', { name: 'Ses recettes' });
    await recipes.getByRole('radio', { name: /Croquettes chat adulte au saumon/ }).check();
    await recipes.getByRole('checkbox', { name: 'Pâtée chat adulte au thon' }).check();
    await recipes.getByRole('button', { name: 'Continuer' }).click();
    const ration = page.getByRole('form', { name: 'Sa ration' });
    await ration.getByRole('radio', { name: /Pâtée tous les jours/ }).check();
    await ration.getByRole('button', { name: 'Voir son menu' }).click();
    await arrive(page, 'mini-bi-nutrition-results');

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Mon compte/ })
      .click();
    await arrive(page, 'account');
    await main(page).getByRole('link', { name: 'Menu bi-nutrition de votre chat' }).click();
    await arrive(page, 'bi-nutrition-entrance-full');
    await main(page).getByRole('link', { name: 'Le menu de Mina' }).click();
    await arrive(page, 'bi-nutrition');
    await page.getByRole('form', { name: 'Le profil de Mina' }).getByRole('button', { name: 'Continuer' }).click();
    const meals = page.getByRole('form', { name: 'Ses repas' });
    await meals.getByRole('radio', { name: /Croquettes chat adulte au saumon/ }).check();
    await meals.getByRole('radio', { name: '2 repas' }).check();
    await meals.getByRole('button', { name: 'Continuer' }).click();
    const fullRecipes = page.getByRole('form', { name: 'Ses recettes' });
    await fullRecipes.getByRole('checkbox', { name: 'Pâtée chat adulte au thon' }).check();
    await fullRecipes.getByRole('button', { name: 'Continuer' }).click();
    const fullRation = page.getByRole('form', { name: 'Sa ration' });
    await fullRation.getByRole('radio', { name: /Pâtée tous les jours/ }).check();
    await fullRation.getByRole('button', { name: 'Voir son menu' }).click();
    await arrive(page, 'bi-nutrition-results');
  });

  test('the customer buys by subscription: checkout, confirmation, the order, the subscription and its history', async ({
    page,
  }) => {
    track(page);
    await page.goto('/');
    await signInFromHeader(page, email);

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Chien' }).click();
    await arrive(page, 'category');
    await main(page).getByRole('article').first().getByRole('link').first().click();
    await arrive(page, 'product');
    await main(page)
      .getByRole('radio', { name: /^Abonnement/ })
      .check();
    await main(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('link', { name: 'Voir mon panier' }).first().click();
    await arrive(page, 'cart');
    await main(page).getByRole('link', { name: 'Passer commande' }).click();
    await arrive(page, 'checkout');

    await fillBillingAddress(page);
    await page.getByRole('form', { name: 'Adresse de facturation' }).getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
    await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
    await fillVisaCard(page);
    await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await arrive(page, 'checkout-confirmation');

    await main(page).getByRole('link', { name: 'Voir la commande' }).click();
    await arrive(page, 'account-order');
    // The withdrawal function's confirmation step (ADR 0028), and back without confirming.
    await main(page).getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
    await arrive(page, 'account-order-withdrawal');
    await main(page).getByRole('link', { name: 'Revenir à la commande' }).click();
    await arrive(page, 'account-order');
    await accountNav(page).getByRole('link', { name: 'Mes abonnements' }).click();
    await arrive(page, 'account-subscriptions');
    await main(page)
      .getByRole('link', { name: /^Gérer l’abonnement/ })
      .first()
      .click();
    await arrive(page, 'account-subscription');
    await main(page).getByRole('link', { name: 'Historique des commandes de l’abonnement' }).click();
    await arrive(page, 'account-subscription-history');
    await main(page)
      .getByRole('link', { name: /^Voir le détail de la commande/ })
      .first()
      .click();
    await arrive(page, 'account-subscription-history-order');
  });

  test('every screen of the route table was reached, the Dutch side, the professional form and the legal pages too', () => {
    const screens = ROUTES.filter((route) => !(route.name in OWN_ENTRY));
    expect(
      screens.filter((route) => !reached.has(route.name)).map((route) => `${route.screen} (${route.pattern})`),
      'écrans qu’aucun clic depuis l’accueil n’atteint',
    ).toEqual([]);
    for (const state of ['nl:home', 'nl:cart', 'professional registration', 'legal pages']) {
      expect(reached.has(state), state).toBe(true);
    }
    // The exemptions name real routes (a renamed route cannot hide here).
    for (const name of Object.keys(OWN_ENTRY))
      expect(
        ROUTES.some((route) => route.name === name),
        name,
      ).toBe(true);
  });

  /**
   * An auditor's reading checks (e2e/zoom.ts: reflow at 320 px and at 200 % zoom, text-only zoom at
   * 200 %, WCAG text spacing) on one address of every row of the route table — the one the walks
   * reached, or the own entry's — in French and in Dutch, signed in as the walks' customer with a
   * bag in the cart (so that the checkout and every account page show themselves, not a redirect).
   * Typed addresses, as an auditor types them: the clicks that reach them are the walks above.
   */
  for (const language of ['fr', 'nl'] as const) {
    test(`RGAA 10.4, 10.11, 10.12 (WCAG 1.4.4, 1.4.10, 1.4.12): every row of the route table in ${language === 'fr' ? 'French' : 'Dutch'}, at 320 px, at 200 % zoom, with text at 200 % and text spacing`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(300_000);
      // The password-reset link was used by the walk: its page says so (the API answers 404).
      consoleErrors.allow(/status of 404/);
      await page.goto('/connexion/');
      await waitForHydration(page);
      await fillLoginForm(page, email);
      await expect(page).toHaveURL(/\/mon-compte\/$/);
      // (The French run's bag is still there when the Dutch one comes.)
      await page.goto('/?variantId=10000001&quantity=1');
      await expect(page.getByText(/(ajoutés? à|sont déjà dans) votre panier/)).toBeVisible();

      const subscription = matchRoute(reached.get('account-subscription') ?? '')?.params.subscription;
      const ownEntries: Record<string, string> = {
        maintenance: '/maintenance/',
        'web-view-demo': '/webView/demo/',
        'web-view-payment-change': `/web-view/${subscription}-changement-de-paiement/`,
        landing: '/landing/offre-bienvenue/',
      };
      const problems: string[] = [];
      for (const route of ROUTES) {
        const address = reached.get(route.name) ?? ownEntries[route.name];
        expect(address, route.name).toBeDefined();
        const path = language === 'nl' ? `/nl${address}` : (address as string);
        await page.goto(path);
        await shown(page, route.name);
        problems.push(...(await readingProblems(page, `${route.name} (${path})`)));
      }
      expect(problems).toEqual([]);
    });
  }
});
