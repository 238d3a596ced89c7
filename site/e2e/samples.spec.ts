import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  fillBillingAddress,
  fillVisaCard,
  newCustomer,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const SAMPLE = 'Échantillon croquettes chien adulte au poulet';

/** From the home page, as a shopper finds it: the footer's link to the dog's free sample. */
async function openSampleFromHome(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Échantillon offert pour chien' }).click();
  await expect(page).toHaveURL(/\/produits\/echantillons\/echantillon-croquettes-chien-adulte-au-poulet\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE })).toBeVisible();
}

/** Through the checkout's steps to its summary: billing, Colissimo, a Visa card. */
async function reachSummary(page: Page) {
  const billing = page.getByRole('form', { name: 'Adresse de facturation' });
  await expect(step(page, 'Adresse de facturation')).toBeVisible();
  await fillBillingAddress(page);
  await billing.getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Livraison')).toBeFocused();
  await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
  await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Paiement')).toBeFocused();
  await fillVisaCard(page);
  await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Récapitulatif')).toBeFocused();
}

test.describe('free samples /produits/echantillons/{sample}/ (SPEC §2, §3 « zero shows the word for free »)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a shopper takes the free sample from the footer, is told the rules, and orders it with a product: « Offert » in the cart, the checkout and the confirmation', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The cart's refusal of a second one is its 422, shown to the shopper.
    consoleErrors.allow(/status of 422/);
    const { auth } = await newCustomer(request, 'echantillon');
    await page.goto('/');
    await signInWithTokens(page, auth);
    await openSampleFromHome(page);
    await expect(page.getByText('Offert avec votre commande')).toBeVisible();
    await expect(page.getByText('Jusqu’à trois échantillons différents par commande.')).toBeVisible();
    await expectNoAxeViolations(page);

    const take = page.getByRole('button', { name: 'Ajouter l’échantillon offert à mon panier' });
    await take.click();
    const status = page.getByRole('status').filter({ hasText: 'L’échantillon offert est dans votre panier.' });
    await expect(status).toBeVisible();
    await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
    // The cart's rule « one of each sample », in its own words.
    await take.click();
    await expect(page.getByText('Un seul exemplaire de cet échantillon offert par commande.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The cart: the free line, and no order of a sample alone.
    await page.getByRole('link', { name: /^Mon panier 1 article/ }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await waitForHydration(page);
    const lines = page.getByRole('list', { name: 'Articles de votre panier' });
    const sampleLine = lines.getByRole('listitem').filter({ hasText: SAMPLE });
    await expect(sampleLine.getByText('Échantillon offert', { exact: true })).toBeVisible();
    await expect(sampleLine.getByText('Offert', { exact: true })).toBeVisible();
    await expect(sampleLine).not.toContainText('0,00');
    await expect(sampleLine.getByRole('spinbutton')).toHaveCount(0);
    await expect(
      page.getByText(
        'Les échantillons offerts accompagnent une commande : ajoutez au moins un produit pour passer commande.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer commande' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A bag of dog food, found from the cart's own link.
    await page.getByRole('link', { name: 'croquettes pour chien', exact: true }).click();
    await expect(page).toHaveURL(/\/chien\/croquettes\/$/);
    await page.getByRole('link', { name: 'Croquettes chien adulte au poulet' }).first().click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('link', { name: /^Mon panier 2 articles/ })).toBeVisible();
    await page.getByRole('link', { name: /^Mon panier 2 articles/ }).click();
    await waitForHydration(page);
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('link', { name: 'Passer commande' }).click();
    await expect(page).toHaveURL(/\/commande\/[\w-]+\/$/);
    await waitForHydration(page);

    await reachSummary(page);
    const summary = page.getByRole('complementary', { name: 'Votre commande' });
    const freeInSummary = summary.getByRole('listitem').filter({ hasText: SAMPLE });
    await expect(freeInSummary.getByText('Offert', { exact: true })).toBeVisible();
    await expect(freeInSummary).not.toContainText('0,00');
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();

    await expect(page).toHaveURL(/\/commande\/[\w-]+\/confirmation\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    const ordered = page.getByRole('region', { name: 'Votre commande' });
    await expect(ordered.getByRole('listitem')).toHaveCount(2);
    const freeInConfirmation = ordered.getByRole('listitem').filter({ hasText: SAMPLE });
    await expect(freeInConfirmation.getByText('Offert', { exact: true })).toBeVisible();
    await expect(freeInConfirmation).not.toContainText('0,00');
    await expectNoAxeViolations(page);
    // The account's order says « Offert » for its price too, never « Gratuit » or 0,00 €.
    await page.getByRole('link', { name: 'Voir la commande' }).first().click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/[\w-]+\/$/);
    const freeInAccount = page.getByRole('listitem').filter({ hasText: SAMPLE });
    await expect(freeInAccount.getByText('Offert', { exact: true })).toHaveCount(2);
    await expect(freeInAccount).not.toContainText('Gratuit');
  });

  test('« never an order of samples alone »: a product taken out in another tab, the summary is refused in the cart’s words', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    const { auth } = await newCustomer(request, 'echantillon-seul');
    await page.goto('/');
    await signInWithTokens(page, auth);
    await openSampleFromHome(page);
    await page.getByRole('button', { name: 'Ajouter l’échantillon offert à mon panier' }).click();
    await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
    await page.goto('/?variantId=10000001&quantity=1');
    await expect(page.getByText(/ajouté à votre panier/)).toBeVisible();
    await page.getByRole('link', { name: /^Mon panier 2 articles/ }).click();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Passer commande' }).click();
    await waitForHydration(page);
    await reachSummary(page);

    // Another tab takes the product out: the cart is the sample alone.
    const other = await page.context().newPage();
    await other.goto('/panier/');
    await waitForHydration(other);
    await other.getByRole('button', { name: /^Retirer Croquettes/ }).click();
    await expect(other.getByText(/Les échantillons offerts accompagnent une commande/)).toBeVisible();
    await other.close();

    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(
      page.getByText('Les échantillons offerts accompagnent une commande : ajoutez au moins un produit.').first(),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/confirmation/);
    await expectNoAxeViolations(page);
  });

  test('SPEC §1 Dutch: the sample page and the cart’s refusal in Dutch, « Gratis » in the Dutch cart', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    await page.goto('/nl/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/');
    await waitForHydration(page);
    await expect(page.getByText('Gratis bij uw bestelling')).toBeVisible();
    const take = page.getByRole('button', { name: 'Gratis proefzakje in mijn winkelmandje' });
    await take.click();
    await expect(page.getByText('Het gratis proefzakje zit in uw winkelmandje.')).toBeVisible();
    await take.click();
    await expect(page.getByText('Eén exemplaar van dit gratis proefzakje per bestelling.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Mijn winkelmandje bekijken' }).click();
    await waitForHydration(page);
    const line = page.getByRole('listitem').filter({ hasText: 'Gratis proefzakje' });
    await expect(line.getByText('Gratis', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Gratis proefzakjes worden bij een bestelling gevoegd: voeg minstens één product toe om te bestellen.',
      ),
    ).toBeVisible();
  });
});
