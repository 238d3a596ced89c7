import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { browserDefaults } from './browser-defaults';
import {
  type ApiAuth,
  expect,
  fillBillingAddress,
  lastMailTo,
  newCustomer,
  orderReadyToPay,
  placeOrder,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';
import { SCREENS, type Screen, WIDTHS } from './screens';
import { readingProblems } from './zoom';

/**
 * What the shop looks like, pinned by screenshots of the first screen of every screen type of SPEC §2
 * and its main states (e2e/screens.ts), on a phone (390 px) and a desktop (1280 px). The pictures are
 * the committed files of docs/screenshots/ (the README shows some of them and a contact sheet of all,
 * `npm run screenshots:sheet`): a change of the look fails here until it is accepted on purpose with
 * `npm run e2e -- e2e/screenshots.spec.ts --update-snapshots`, and the new pictures are committed with
 * the change. Stable on a fresh machine: the typeface is the shop's own (self-hosted, waited for),
 * Chromium is Debian's, the seed catalogue is the same on every start, the product whose page is shown
 * is one no other test buys (its stock never moves), and what differs from run to run (e-mail
 * addresses, order numbers, dates, codes) is masked by a fixed stand-in.
 */

const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

/** A product no other test orders: its stock, shown on the page, is the seed's. */
const PRODUCT = '/produits/croquettes-chat-sterilise-a-la-truite/';

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/**
 * What differs from run to run, masked by a stand-in that is the same on every run (rather than a
 * coloured box, so that the pictures still show the design): the shop's own address (a free port),
 * e-mail addresses, subscription codes, order numbers, sponsorship codes and dates (today's, a
 * delivery's to come, written or in a date field). In this order: a subscription's code holds an
 * order number.
 */
const STAND_INS: readonly (readonly [RegExp, string])[] = [
  [/https?:\/\/(127\.0\.0\.1|localhost):\d+/g, 'https://gamelle.example'],
  [/[\w.+-]+@example\.fr/g, 'anne.martin@example.fr'],
  [/\bABO-G\d{6}-(\d+)\b/g, 'ABO-G000042-$1'],
  [/\bG\d{6}\b/g, 'G000042'],
  [/\b(PARRAIN|MERCI)-[A-Z2-9]{10}\b/g, '$1-GAMELLE234'],
  [new RegExp(`\\b\\d{1,2}(er)?\\s(${MONTHS})\\s\\d{4}\\b`, 'g'), '14 juillet 2030'],
  [/\b\d{2}\/\d{2}\/\d{4}\b/g, '14/07/2030'],
  // A date field's value (a delivery's day to choose).
  [/^\d{4}-\d{2}-\d{2}$/g, '2030-07-14'],
  // The minute a thing was received (a withdrawal, ADR 0028); shops' hours are written « 09h30 ».
  [/ à \d{2}:\d{2}\b/g, ' à 10:30'],
];

/** Writes every dynamic text of the page (its texts and its fields' values) as its stand-in. */
async function maskDynamicText(page: Page): Promise<void> {
  await page.evaluate(
    (standIns) => {
      const replaced = (text: string) =>
        standIns.reduce((result, [source, flags, by]) => result.replace(new RegExp(source, flags), by), text);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        const stood = replaced(text);
        if (stood !== text) node.nodeValue = stood;
      }
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        const stood = replaced(field.value);
        if (stood !== field.value) field.value = stood;
      }
    },
    STAND_INS.map(([pattern, by]) => [pattern.source, pattern.flags, by] as const),
  );
}

/**
 * The page as a shopper sees it once everything has arrived: code, typeface and the pictures on
 * screen; at its top, or with `at` at the top of the screen when the first screen would show it in
 * its lower part or not at all (a step below the fold on a phone).
 */
async function settled(page: Page, at?: Locator): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await at?.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.4) window.scrollTo(0, top - 24);
  });
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await maskDynamicText(page);
}

/**
 * The screen's picture at the page's width, matched against (or taken as) its baseline, once its
 * controls and tables are known to carry the shop's look, not the browser's.
 */
async function expectLook(page: Page, screen: Screen, { at }: { at?: Locator } = {}): Promise<void> {
  await settled(page, at);
  const width = page.viewportSize()?.width;
  // No fieldset, table, select or button left as the browser draws it (e2e/browser-defaults.ts).
  expect.soft(await browserDefaults(page), `${screen} at ${width} px`).toEqual([]);
  await expect(page).toHaveScreenshot(`${screen}-${width}.png`, {
    animations: 'disabled',
    caret: 'hide',
    // Anti-aliasing may differ by a few pixels between runs; a change of the design moves far more.
    maxDiffPixelRatio: 0.01,
  });
  // An auditor's reading checks on the state as it is (e2e/zoom.ts), once (the desktop run): it
  // reflows at 320 px and at 200 % zoom, no text is cut off at 200 % text or with WCAG's spacing.
  if (width === 1280) expect.soft(await readingProblems(page, screen)).toEqual([]);
}

/** A new customer, signed in in the page (which is left on the home page). */
async function signedIn(page: Page, request: APIRequestContext, prefix: string) {
  const customer = await newCustomer(request, prefix);
  await page.goto('/');
  await signInWithTokens(page, customer.auth);
  return customer;
}

const bearer = (auth: ApiAuth) => ({ Authorization: `Bearer ${auth.token}` });

/** A pet as the pet form saves it (SPEC §3): a dog by default. */
const aPet = (name: string, overrides: Record<string, unknown> = {}) => ({
  type: '/api/v2/shop/animal-types/1',
  gender: '/api/v2/shop/animal-genders/1',
  name,
  breed: 'Berger',
  crossbreed: false,
  birthday: { in_date: false, birthday_years: 5, birthday_months: 0 },
  sterilized: false,
  condition: 3,
  activity: 2,
  weight: 30,
  feature: { hasFeature: false },
  feeds: ['croquettes'],
  kibbleBrand: 'Gamelle',
  oldKibbleBrand: null,
  photo: null,
  ...overrides,
});

async function addPet(request: APIRequestContext, auth: ApiAuth, pet: Record<string, unknown>) {
  const created = await request.post('/api/v2/shop/animals', { data: pet, headers: bearer(auth) });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number };
}

/** A cart ready to pay by `method` (cheque or bank transfer), placed: its confirmation's token. */
async function placedAwaitingPayment(
  request: APIRequestContext,
  auth: ApiAuth,
  method: 'cheque' | 'bank_transfer',
): Promise<string> {
  const cart = await orderReadyToPay(request, auth.token, 'cheque');
  const patch = { ...bearer(auth), 'Content-Type': 'application/merge-patch+json' };
  if (method === 'bank_transfer') {
    const order = await (await request.get(`/api/v2/shop/orders/${cart}`, { headers: bearer(auth) })).json();
    const chosen = await request.patch(`/api/v2/shop/orders/${cart}/payments/${order.payments[0].id}`, {
      headers: patch,
      data: { paymentMethod: 'bank_transfer' },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }
  const placed = await request.patch(`/api/v2/shop/orders/${cart}/complete`, {
    headers: { ...patch, 'Idempotency-Key': `capture-${cart}` },
    data: { termsAccepted: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return cart;
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('the look of the shop, pinned by screenshots (docs/screenshots/)', () => {
  // Each test sets up its customer and visits up to ten screens, waiting for each one's pictures:
  // well under ten seconds alone, more than the default 30 s beside the whole suite on 2 cores.
  test.describe.configure({ timeout: 120_000 });

  for (const { name, width, height } of WIDTHS) {
    test.describe(`${name} (${width} px)`, () => {
      test.use({ viewport: { width, height } });

      test(`home, category, product, ration calculator, 404 and maintenance pages at ${width} px`, async ({
        page,
        consoleErrors,
      }) => {
        consoleErrors.allow(/status of 404/);
        await page.goto('/');
        await expectLook(page, 'home');
        await page.goto('/chat/');
        await expectLook(page, 'category');
        await page.goto(PRODUCT);
        await expectLook(page, 'product');

        await page.goto('/calculateur-de-ration/');
        await waitForHydration(page);
        await page
          .getByLabel('Les croquettes de votre chien')
          .selectOption({ label: 'Croquettes chien adulte au poulet' });
        const calculator = page.getByRole('form', { name: 'Calculer sa ration' });
        await calculator.getByRole('textbox', { name: 'Poids de votre chien' }).fill('20');
        await calculator.getByRole('textbox', { name: 'Son âge en mois' }).fill('36');
        await calculator.getByRole('radio', { name: /^Actif/ }).check();
        await calculator.getByRole('radio', { name: '12 kg', exact: true }).check();
        await calculator.getByRole('button', { name: 'Calculer sa ration' }).click();
        const result = page.getByRole('status').filter({ hasText: 'g de croquettes par jour' });
        await expect(result).toContainText(/Un sac de 12 kg lui dure \d+ jours\./);
        await expectLook(page, 'ration-calculator', {
          at: calculator.getByRole('button', { name: 'Calculer sa ration' }),
        });

        await page.goto('/page-inexistante/');
        await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
        await expectLook(page, 'not-found');
        await page.goto('/maintenance/');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Cette partie du site est en maintenance' }),
        ).toBeVisible();
        await expectLook(page, 'maintenance');
      });

      test(`a free sample's page, and a cart of it alone at ${width} px`, async ({ page }) => {
        await page.goto('/produits/echantillons/echantillon-croquettes-chat-adulte-au-saumon/');
        await waitForHydration(page);
        await expect(page.getByText('Offert avec votre commande')).toBeVisible();
        await expectLook(page, 'sample');
        await page.getByRole('button', { name: 'Ajouter l’échantillon offert à mon panier' }).click();
        await expect(page.getByText('L’échantillon offert est dans votre panier.')).toBeVisible();
        await page.getByRole('link', { name: 'Voir mon panier' }).click();
        await expect(page).toHaveURL(/\/panier\/$/);
        await waitForHydration(page);
        await expect(page.getByText(/^Les échantillons offerts accompagnent une commande/)).toBeVisible();
        await expectLook(page, 'cart-sample');
      });

      test(`cart, empty and full, and checkout's steps at ${width} px`, async ({ page, request }) => {
        await page.goto('/panier/');
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
        await expect(page.getByText(/Votre panier est vide/)).toBeVisible();
        await expectLook(page, 'cart-empty');

        const { auth } = await newCustomer(request, `capture-${width}`);
        await page.goto(PRODUCT);
        await signInWithTokens(page, auth);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Ajouter au panier' }).click();
        await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
        await page.getByRole('link', { name: /^Mon panier 1 article/ }).click();
        await expect(page).toHaveURL(/\/panier\/$/);
        await expect(page.getByRole('link', { name: 'Passer commande' })).toBeVisible();
        await expectLook(page, 'cart');
        await page.getByRole('link', { name: 'Passer commande' }).click();
        await expect(page).toHaveURL(/\/commande\/[\w-]+\/$/);
        await expect(step(page, 'Adresse de facturation')).toBeVisible();
        await expectLook(page, 'checkout');
        // Sent empty: every field's error and their summary (SPEC §5 messages).
        await page
          .getByRole('form', { name: 'Adresse de facturation' })
          .getByRole('button', { name: 'Continuer' })
          .click();
        await expect(page).toHaveTitle(/^Erreur : Adresse de facturation/);
        await expectLook(page, 'checkout-errors', { at: step(page, 'Adresse de facturation') });

        await fillBillingAddress(page);
        // A new address: the phone in the address's country, the box that keeps it in « Mes adresses ».
        const billing = page.getByRole('form', { name: 'Adresse de facturation' });
        await expect(
          billing.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet d’adresses' }),
        ).toBeChecked();
        await expectLook(page, 'checkout-address', { at: billing.getByRole('group', { name: 'Téléphone mobile' }) });
        await billing.getByRole('button', { name: 'Continuer' }).click();
        await expect(step(page, 'Livraison')).toBeFocused();
        await expectLook(page, 'checkout-shipping', { at: step(page, 'Livraison') });
        await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
        await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
        await expect(step(page, 'Paiement')).toBeFocused();
        await expectLook(page, 'checkout-payment', { at: step(page, 'Paiement') });
        // The cheque: the summary without a card; this product is never bought (its stock is pinned).
        await page.getByRole('radio', { name: /^Chèque/ }).check();
        await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
        await expect(step(page, 'Récapitulatif')).toBeFocused();
        await expectLook(page, 'checkout-summary', { at: step(page, 'Récapitulatif') });
      });

      test(`the confirmation of an order paid by card, by cheque and by transfer at ${width} px`, async ({
        page,
        request,
      }) => {
        const { auth } = await signedIn(page, request, `capture-confirmation-${width}`);
        const thanks = page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' });
        const byCard = await placeOrder(request, auth.token);
        await page.goto(`/commande/${byCard.tokenValue}/confirmation/`);
        await expect(thanks).toBeVisible();
        await expect(page.getByText('Votre paiement est accepté : nous préparons votre colis.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Continuer mes achats' })).toBeVisible();
        await expectLook(page, 'confirmation-card');

        await page.goto(`/commande/${await placedAwaitingPayment(request, auth, 'cheque')}/confirmation/`);
        await expect(page.getByRole('heading', { level: 2, name: 'Paiement par chèque' })).toBeVisible();
        await expectLook(page, 'confirmation-cheque');

        await page.goto(`/commande/${await placedAwaitingPayment(request, auth, 'bank_transfer')}/confirmation/`);
        await expect(page.getByRole('heading', { level: 2, name: 'Paiement par virement bancaire' })).toBeVisible();
        await expectLook(page, 'confirmation-transfer');
      });

      test(`login's steps, professional registration and password reset at ${width} px`, async ({ page, request }) => {
        await page.goto('/connexion/');
        await waitForHydration(page);
        const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
        await expect(email).toBeVisible();
        await expectLook(page, 'login');

        await email.fill(`capture-nouveau-${width}-${Date.now()}@example.fr`);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
        await expectLook(page, 'login-register');
        await page.getByRole('button', { name: /Créer un compte professionnel/ }).click();
        await expect(page.getByRole('heading', { name: 'Créez votre compte professionnel' })).toBeFocused();
        await expect(
          page
            .getByRole('form', { name: 'Création de compte professionnel' })
            .getByRole('textbox', { name: 'Raison sociale' }),
        ).toBeVisible();
        await expectLook(page, 'pro-registration');

        const customer = await newCustomer(request, `capture-connexion-${width}`);
        await page.goto('/connexion/');
        await waitForHydration(page);
        await email.fill(customer.email);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeFocused();
        await expectLook(page, 'login-password');
        await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
        await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeFocused();
        await page.getByRole('button', { name: 'Recevoir le lien' }).click();
        await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeFocused();
        await expectLook(page, 'password-forgotten');

        const link = /https?:\/\/[^\s/]+\/mot-de-passe-oublie\/[\w-]+\//.exec(await lastMailTo(customer.email))?.[0];
        await page.goto(link ?? '/mot-de-passe-oublie/');
        await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
        await expectLook(page, 'password-reset');
      });

      test(`the dry-food guide's three steps and its result at ${width} px`, async ({ page }) => {
        await page.goto('/guide-croquettes/nouveau/');
        await waitForHydration(page);
        const form = page.getByRole('form', { name: 'Votre animal' });
        await expect(form.getByRole('heading', { name: 'Étape 1 sur 3 : Son profil' })).toBeVisible();
        await expectLook(page, 'guide-profile');
        await form.getByRole('radio', { name: 'Chien' }).check();
        await form.getByRole('textbox', { name: 'Son nom' }).fill('Praline');
        await form.getByRole('radio', { name: 'Femelle' }).check();
        await form.getByRole('textbox', { name: 'Sa race' }).fill('Labrador');
        await form.getByRole('radio', { name: 'Je connais son âge' }).check();
        await form.getByRole('spinbutton', { name: 'Ans' }).fill('3');
        await form.getByRole('button', { name: 'Continuer' }).click();
        const shape = form.getByRole('heading', { name: 'Étape 2 sur 3 : Sa forme' });
        await expect(shape).toBeFocused();
        await expectLook(page, 'guide-shape', { at: shape });
        await form.getByRole('textbox', { name: 'Son poids' }).fill('20');
        await form.getByRole('radio', { name: 'Idéal' }).check();
        await form.getByRole('radio', { name: /^Actif/ }).check();
        await form.getByRole('group', { name: 'Est-il stérilisé ?' }).getByRole('radio', { name: 'Non' }).check();
        await form.getByRole('button', { name: 'Continuer' }).click();
        const diet = form.getByRole('heading', { name: 'Étape 3 sur 3 : Son alimentation' });
        await expect(diet).toBeFocused();
        await expectLook(page, 'guide-diet', { at: diet });
        await form.getByRole('checkbox', { name: 'Croquettes' }).check();
        await form.getByRole('textbox', { name: 'La marque de ce qu’il mange' }).fill('Autre marque');
        await form.getByRole('button', { name: 'Voir mes recommandations' }).click();
        await expect(page).toHaveURL(/\/guide-croquettes\/nouveau\/recommandations\/$/);
        await expect(page.getByText('Pour Praline, 3 ans, 20 kg')).toBeVisible();
        await expect(
          page
            .getByRole('article')
            .filter({ hasText: 'Notre conseil' })
            .getByText(/^\d+ g par jour$/),
        ).toBeVisible();
        await expectLook(page, 'guide-result');
      });

      test(`the cat's bi-nutrition menu, its five steps and its result at ${width} px`, async ({ page, request }) => {
        const { auth } = await signedIn(page, request, `capture-menu-${width}`);
        const cat = await addPet(
          request,
          auth,
          aPet('Mistigri', {
            type: '/api/v2/shop/animal-types/2',
            breed: 'Européen',
            birthday: { in_date: false, birthday_years: 3, birthday_months: 0 },
            sterilized: true,
            activity: 1,
            weight: 4,
            feeds: ['croquettes', 'patee'],
          }),
        );
        await page.goto(`/guide-bi-nutrition/${cat.id}/`);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { name: 'Étape 1 sur 5 : Son profil' })).toBeVisible();
        await expectLook(page, 'bi-nutrition-profile');
        await page
          .getByRole('form', { name: 'Le profil de Mistigri' })
          .getByRole('button', { name: 'Continuer' })
          .click();

        const meals = page.getByRole('heading', { name: 'Étape 2 sur 5 : Ses repas' });
        await expect(meals).toBeFocused();
        await expectLook(page, 'bi-nutrition-meals', { at: meals });
        const mealsForm = page.getByRole('form', { name: 'Ses repas' });
        await mealsForm.getByRole('radio', { name: /Croquettes chat adulte au saumon/ }).check();
        await mealsForm.getByRole('radio', { name: '2 repas' }).check();
        await mealsForm.getByRole('button', { name: 'Continuer' }).click();

        const recipes = page.getByRole('heading', { name: 'Étape 3 sur 5 : Ses recettes' });
        await expect(recipes).toBeFocused();
        await expectLook(page, 'bi-nutrition-recipes', { at: recipes });
        const selection = page.getByRole('form', { name: 'Ses recettes' });
        await selection.getByRole('checkbox', { name: 'Pâtée chat adulte au thon' }).check();
        await selection.getByRole('checkbox', { name: 'Effilochés chat au saumon' }).check();
        await selection.getByRole('button', { name: 'Continuer' }).click();

        const ration = page.getByRole('heading', { name: 'Étape 4 sur 5 : Sa ration' });
        await expect(ration).toBeFocused();
        await expectLook(page, 'bi-nutrition-ration', { at: ration });
        const rationForm = page.getByRole('form', { name: 'Sa ration' });
        await rationForm.getByRole('radio', { name: /Pâtée 3 fois par semaine/ }).check();
        await rationForm.getByRole('button', { name: 'Voir son menu' }).click();

        await expect(page).toHaveURL(/\/recommandations\/\?croquettes=/);
        await expect(page.getByRole('heading', { level: 1, name: 'Le menu bi-nutrition' })).toBeVisible();
        await expect(page.getByText(/Mistigri a besoin d’environ \d+ kcal par jour\./)).toBeVisible();
        await expectLook(page, 'bi-nutrition-result');
      });

      test(`account dashboard, pets, addresses, personal data and sponsorships at ${width} px`, async ({
        page,
        request,
      }) => {
        const { auth } = await signedIn(page, request, `capture-compte-${width}`);
        await page.goto('/mon-compte/');
        await waitForHydration(page);
        await expect(page.getByRole('navigation', { name: 'Mon compte' })).toBeVisible();
        await expect(page.getByText('Vous n’avez pas encore passé de commande.')).toBeVisible();
        await expectLook(page, 'account');

        const pet = await addPet(request, auth, aPet('Rex'));
        await page.goto('/mon-compte/mes-animaux/');
        await expect(page.getByRole('heading', { level: 1, name: 'Mon animal' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Voir la fiche de Rex' })).toBeVisible();
        await expectLook(page, 'pets');
        await page.goto(`/mon-compte/mes-animaux/${pet.id}/`);
        await expect(page.getByRole('heading', { name: 'Rex · Chien' })).toBeVisible();
        await expectLook(page, 'pet');
        await page.goto('/mon-compte/mes-animaux/ajouter/');
        await waitForHydration(page);
        await expect(page.getByRole('form', { name: 'Ajouter un animal' })).toBeVisible();
        await expectLook(page, 'pet-form');

        const saved = await request.post('/api/v2/shop/addresses', {
          headers: bearer(auth),
          data: {
            alias: 'Maison',
            firstName: 'Anne',
            lastName: 'Martin',
            street: '12 rue des Lilas',
            postcode: '69004',
            city: 'Lyon',
            countryCode: 'FR',
            phoneNumber: '+33612345678',
            isDefault: true,
          },
        });
        expect(saved.status(), await saved.text()).toBe(201);
        await page.goto('/mon-compte/mes-adresses/');
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 3, name: 'Maison', exact: true })).toBeVisible();
        // The stored number read as French numbers are written (SPEC §5 stored internationally).
        await expect(page.getByText('Tél. : +33 6 12 34 56 78')).toBeVisible();
        await expectLook(page, 'addresses');
        await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
        const newAddress = page.getByRole('heading', { name: 'Nouvelle adresse' });
        await expect(newAddress).toBeFocused();
        await expectLook(page, 'address-form', { at: newAddress });

        await page.goto('/mon-compte/mes-informations-personnelles/');
        await waitForHydration(page);
        await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Anne');
        await expectLook(page, 'personal-data');
        // « Supprimer mon compte » (ADR 0028): the dialog that says what happens and asks for the password.
        await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
        const deletion = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
        await expect(deletion.getByLabel('Votre mot de passe, pour confirmer')).toBeVisible();
        await expectLook(page, 'account-deletion');
        await page.keyboard.press('Escape');
        await expect(deletion).toBeHidden();

        await page.goto('/mon-compte/mes-parrainages/');
        await waitForHydration(page);
        await expect(page.getByText('Aucun ami n’est encore venu avec votre code.')).toBeVisible();
        await expectLook(page, 'sponsorships');
      });

      test(`orders, subscriptions and a subscription's tabs and dialogs at ${width} px`, async ({ page, request }) => {
        const { auth } = await signedIn(page, request, `capture-abonne-${width}`);
        const first = await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
        const cheque = await placeOrder(request, auth.token, 'cheque');
        const list = await request.get('/api/v2/shop/subscriptions', { headers: bearer(auth) });
        const code = (await list.json())['hydra:member'][0].code as string;

        await page.goto('/mon-compte/mes-commandes/');
        await waitForHydration(page);
        await expect(page.getByRole('region', { name: 'Dernière commande' })).toBeVisible();
        await expect(page.getByText('2 commandes affichées sur 2')).toBeVisible();
        await expectLook(page, 'orders');
        await page.goto(`/mon-compte/mes-commandes/${first.tokenValue}/`);
        await waitForHydration(page);
        await expect(page.getByRole('region', { name: 'Paiement' })).toContainText('Carte Visa');
        await expectLook(page, 'order');

        await page.goto('/mon-compte/mes-abonnements/');
        await waitForHydration(page);
        await expect(page.getByRole('article', { name: `Abonnement ${code}` })).toBeVisible();
        await expectLook(page, 'subscriptions');
        await page.goto(`/mon-compte/mes-abonnements/${code}/`);
        await waitForHydration(page);
        const tabs = page.getByRole('tablist', { name: 'Mon abonnement' });
        await expect(tabs.getByRole('tab', { name: 'Prochaine commande', selected: true })).toBeVisible();
        await expect(page.getByText(/Vous pouvez modifier cette commande jusqu’au/)).toBeVisible();
        await expectLook(page, 'subscription-next-order');

        await page.getByRole('button', { name: 'Expédier maintenant' }).click();
        const shipNow = page.getByRole('dialog', { name: 'Expédier votre commande maintenant ?' });
        await expect(shipNow).toBeVisible();
        await expectLook(page, 'subscription-ship-now');
        await shipNow.getByRole('button', { name: 'Confirmer l’expédition' }).click();
        const shipped = page.getByRole('dialog', { name: 'Commande enregistrée' });
        await expect(
          shipped.getByText('Votre commande sera expédiée et débitée sous 24 heures ouvrées.'),
        ).toBeVisible();
        await expectLook(page, 'subscription-shipped');
        await shipped.getByRole('button', { name: 'Retour à mon abonnement' }).click();
        await expect(shipped).toBeHidden();

        // Two deliveries made: the subscription may be stopped (SPEC §9).
        await tabs.getByRole('tab', { name: 'Abonnement' }).click();
        const stop = page.getByRole('button', { name: 'Demander l’arrêt de l’abonnement' });
        await expect(stop).toBeVisible();
        await expectLook(page, 'subscription-settings');
        await stop.click();
        const abort = page.getByRole('dialog', { name: 'Arrêter l’abonnement' });
        await expect(abort).toBeVisible();
        await expectLook(page, 'subscription-stop');
        await page.keyboard.press('Escape');
        await expect(abort).toBeHidden();
        await page.getByRole('button', { name: 'Écrire au service abonnement' }).click();
        const contact = page.getByRole('dialog', { name: 'Service abonnement' });
        await expect(contact.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
        await expectLook(page, 'subscription-contact');
        await page.keyboard.press('Escape');
        await expect(contact).toBeHidden();

        // Paused for 2 deliveries (SPEC §4): « En pause », the day deliveries go on, resume.
        await page.getByRole('button', { name: 'Mettre en pause' }).click();
        const pause = page.getByRole('dialog', { name: 'Mettre votre abonnement en pause' });
        await pause.getByRole('radio', { name: '2 livraisons' }).check();
        await pause.getByRole('button', { name: 'Mettre en pause' }).click();
        await expect(pause).toBeHidden();
        await expect(page.getByRole('button', { name: 'Reprendre mes livraisons' })).toBeVisible();
        await expectLook(page, 'subscription-paused');

        // The withdrawal function's confirmation step, then its acknowledgment (ADR 0028).
        await page.goto(`/mon-compte/mes-commandes/${cheque.tokenValue}/retractation/`);
        await waitForHydration(page);
        const confirmWithdrawal = page.getByRole('button', { name: 'Confirmer la rétractation' });
        await expect(confirmWithdrawal).toBeVisible();
        await expectLook(page, 'order-withdrawal');
        await confirmWithdrawal.click();
        await expect(page.getByRole('heading', { name: /^Rétractation reçue le / })).toBeFocused();
        await expectLook(page, 'order-withdrawal-received');
      });

      test(`the Dutch home and product page at ${width} px`, async ({ page }) => {
        await page.goto('/nl/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
        await expectLook(page, 'nl-home');
        await page.goto(`/nl${PRODUCT}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Toevoegen aan winkelmandje' })).toBeVisible();
        await expectLook(page, 'nl-product');
      });

      test.describe('a first visit', () => {
        test.use({ consentChoice: 'none' });

        test(`the consent banner and its dialog at ${width} px`, async ({ page }) => {
          await page.goto('/');
          await waitForHydration(page);
          const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
          await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
          await expectLook(page, 'consent-banner');
          await banner.getByRole('button', { name: 'Personnaliser' }).click();
          const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
          await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).toBeVisible();
          await expectLook(page, 'consent-dialog');
        });
      });

      test.describe('a visitor who accepted every cookie', () => {
        test.use({ consentChoice: 'accepted' });

        test(`the exit popup at ${width} px`, async ({ page }) => {
          // The top banner's text is the visitor's A/B segment, drawn at random once: this one holds A.
          await page.addInitScript(() =>
            window.localStorage.setItem('gamelle.abtests', JSON.stringify([{ name: 'bandeau-haut', segment: 'A' }])),
          );
          await page.goto('/chien/');
          await waitForHydration(page);
          const popup = page.getByRole('dialog', { name: '5 € offerts sur votre première commande' });
          // The pointer leaving the window through its top edge, as the browser says it (Playwright's cannot).
          await expect(async () => {
            await page.evaluate(() =>
              document.dispatchEvent(new MouseEvent('mouseout', { clientY: 2, relatedTarget: null, bubbles: true })),
            );
            await expect(popup).toBeVisible({ timeout: 1000 });
          }).toPass();
          await expectLook(page, 'exit-popup');
        });
      });

      test.describe('a first visit from a Belgian Dutch-speaking browser', () => {
        test.use({ locale: 'nl-BE' });

        test(`the country and language wall at ${width} px`, async ({ page }) => {
          await page.goto('/chien/');
          await waitForHydration(page);
          const wall = page.getByRole('dialog', { name: 'Welkom bij Gamelle' });
          await expect(wall.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
          await expectLook(page, 'country-wall');
        });
      });
    });
  }

  // Run with the captures: a run that takes a new screen's first picture may check before it is
  // written (the workers run side by side), and passes from the next run on.
  test('SPEC §2 every screen pinned: every screen of the list has its baseline at 390 and 1280 px, and every baseline is a screen of the list', () => {
    const files = readdirSync(SCREENSHOTS_DIR).filter((file) => file.endsWith('.png'));
    const expected = SCREENS.flatMap((screen) => WIDTHS.map(({ width }) => `${screen}-${width}.png`));
    expect(
      expected.filter((file) => !files.includes(file)),
      'écrans sans capture de référence',
    ).toEqual([]);
    expect(
      files.filter((file) => !expected.includes(file)),
      'captures sans écran dans la liste',
    ).toEqual([]);
  });
});
