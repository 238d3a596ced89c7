import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkHtml } from '../../scripts/lib/nu-check.mjs';
import {
  type ApiAuth,
  expect,
  fillBillingAddress,
  newCustomer,
  placeOrder,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The Nu Html Checker (vnu, scripts/lib/nu-check.mjs) on the pages as the browser draws them, where
 * the prerendered HTML that `npm test`'s « nu html » step checks is only the shell: the cart, each
 * checkout step, the confirmation, the account, a subscription, the pet form, dialogs open and forms
 * showing their errors, in French, and the Dutch home and product page once hydrated. Each state is
 * written as the browser holds it (its doctype and `document.documentElement.outerHTML`); the last
 * test checks them all in one run of the checker and fails naming each state and message.
 */

/** Every state this spec writes, in the order it writes them. */
const STATES = [
  'cart',
  'checkout',
  'checkout-errors',
  'checkout-shipping',
  'checkout-payment',
  'checkout-summary',
  'checkout-summary-errors',
  'confirmation-card',
  'account',
  'subscription-next-order',
  'subscription-ship-now',
  'pet-form',
  'login-wrong-email',
  'consent-banner',
  'consent-dialog',
  'country-wall',
  'nl-home',
  'nl-product',
] as const;
type State = (typeof STATES)[number];

/** A product no other test orders (e2e/screenshots.spec.ts): only added to a cart here. */
const PRODUCT = '/produits/croquettes-chat-sterilise-a-la-truite/';

// One folder for the whole spec: its tests run one after the other in one worker (serial below).
const dir = mkdtempSync(join(tmpdir(), 'gamelle-nu-states-'));
const written: State[] = [];

/** The page as the browser holds it now, written as `{state}.html` for the checker. */
async function capture(page: Page, state: State): Promise<void> {
  await waitForHydration(page);
  const html = await page.evaluate(() => {
    const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>\n` : '';
    return `${doctype}${document.documentElement.outerHTML}`;
  });
  writeFileSync(join(dir, `${state}.html`), html);
  written.push(state);
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const bearer = (auth: ApiAuth) => ({ Authorization: `Bearer ${auth.token}` });

/** A new customer, signed in in the page (left on the home page). */
async function signedIn(page: Page, request: APIRequestContext, prefix: string) {
  const customer = await newCustomer(request, prefix);
  await page.goto('/');
  await signInWithTokens(page, customer.auth);
  return customer;
}

test.describe('the Nu Html Checker on the pages drawn in the browser', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the cart with one line and each checkout step, with their errors', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'nu-commande');
    await page.goto(PRODUCT);
    await signInWithTokens(page, auth);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('link', { name: /^Mon panier 1 article/ }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(page.getByRole('link', { name: 'Passer commande' })).toBeVisible();
    await capture(page, 'cart');

    await page.getByRole('link', { name: 'Passer commande' }).click();
    await expect(step(page, 'Adresse de facturation')).toBeVisible();
    await capture(page, 'checkout');
    const billing = page.getByRole('form', { name: 'Adresse de facturation' });
    await billing.getByRole('button', { name: 'Continuer' }).click();
    await expect(billing.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await capture(page, 'checkout-errors');

    await fillBillingAddress(page);
    await billing.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Livraison')).toBeFocused();
    await capture(page, 'checkout-shipping');
    await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
    await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Paiement')).toBeFocused();
    await capture(page, 'checkout-payment');
    await page.getByRole('radio', { name: /^Chèque/ }).check();
    await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Récapitulatif')).toBeFocused();
    await capture(page, 'checkout-summary');
    // SPEC §5: the terms of sale before ordering.
    await page.getByRole('button', { name: /^Valider ma commande/ }).click();
    await expect(
      page.getByText('Vous devez accepter les conditions générales de vente avant de payer.', { exact: true }),
    ).toBeVisible();
    await capture(page, 'checkout-summary-errors');
  });

  test('the confirmation, the account, a subscription with a dialog open and the pet form', async ({
    page,
    request,
  }) => {
    const { auth } = await signedIn(page, request, 'nu-compte');
    const placed = await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
    await page.goto(`/commande/${placed.tokenValue}/confirmation/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(page.getByText('Votre paiement est accepté : nous préparons votre colis.')).toBeVisible();
    await capture(page, 'confirmation-card');

    await page.goto('/mon-compte/');
    await expect(page.getByRole('navigation', { name: 'Mon compte' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dernière commande' })).toBeVisible();
    await capture(page, 'account');

    const list = await request.get('/api/v2/shop/subscriptions', { headers: bearer(auth) });
    const code = (await list.json())['hydra:member'][0].code as string;
    await page.goto(`/mon-compte/mes-abonnements/${code}/`);
    const tabs = page.getByRole('tablist', { name: 'Mon abonnement' });
    await expect(tabs.getByRole('tab', { name: 'Prochaine commande', selected: true })).toBeVisible();
    await expect(page.getByText(/Vous pouvez modifier cette commande jusqu’au/)).toBeVisible();
    await capture(page, 'subscription-next-order');
    await page.getByRole('button', { name: 'Expédier maintenant' }).click();
    await expect(page.getByRole('dialog', { name: 'Expédier votre commande maintenant ?' })).toBeVisible();
    await capture(page, 'subscription-ship-now');

    await page.goto('/mon-compte/mes-animaux/ajouter/');
    await expect(page.getByRole('form', { name: 'Ajouter un animal' })).toBeVisible();
    await capture(page, 'pet-form');
  });

  test('the login form showing its error on a wrong e-mail address', async ({ page }) => {
    await page.goto('/connexion/');
    await waitForHydration(page);
    const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
    await email.fill('anne.martin@');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await capture(page, 'login-wrong-email');
  });

  test.describe('a first visit', () => {
    test.use({ consentChoice: 'none' });

    test('the consent banner and its dialog', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
      await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
      await capture(page, 'consent-banner');
      await banner.getByRole('button', { name: 'Personnaliser' }).click();
      const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
      await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).toBeVisible();
      await capture(page, 'consent-dialog');
    });
  });

  test.describe('a first visit from a Belgian Dutch-speaking browser', () => {
    test.use({ locale: 'nl-BE' });

    test('the country and language wall', async ({ page }) => {
      await page.goto('/chien/');
      await waitForHydration(page);
      const wall = page.getByRole('dialog', { name: 'Welkom bij Gamelle' });
      await expect(wall.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
      await capture(page, 'country-wall');
    });
  });

  test('the Dutch home and product page, hydrated', async ({ page }) => {
    await page.goto('/nl/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await capture(page, 'nl-home');
    await page.goto(`/nl${PRODUCT}`);
    await expect(page.getByRole('button', { name: 'Toevoegen aan winkelmandje' })).toBeVisible();
    await capture(page, 'nl-product');
  });

  test(`every state above, ${STATES.length} of them, is valid HTML: 0 errors from the Nu Html Checker`, async () => {
    const testInfo = test.info();
    expect(written, 'états écrits').toEqual([...STATES]);
    const files = written.map((state) => `${state}.html`);
    const { problems } = await checkHtml(files, { cwd: dir });
    // The states kept beside the test's results, where the messages' lines and columns can be read.
    if (problems.length > 0) {
      mkdirSync(testInfo.outputDir, { recursive: true });
      for (const file of files) copyFileSync(join(dir, file), testInfo.outputPath(file));
    }
    expect(problems, `erreurs du Nu Html Checker (états dans ${testInfo.outputDir})`).toEqual([]);
  });
});
