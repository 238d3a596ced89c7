import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  fillVisaCard,
  newCustomer,
  signInWithTokens,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

const SAVE_BOX = 'Enregistrer cette adresse dans mon carnet d’adresses';
const IN_BOOK = 'Cette adresse est déjà enregistrée dans « Mes adresses ».';

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const billingForm = (page: Page) => page.getByRole('form', { name: 'Adresse de facturation' });
const phoneGroup = (page: Page) => billingForm(page).getByRole('group', { name: 'Téléphone mobile' });

/** A cart link puts one bag in the cart (SPEC §5); the shopper opens the cart and goes to the checkout. */
async function startCheckout(page: Page) {
  await page.goto('/?variantId=10000001&quantity=1');
  await expect(page.getByText(/ajoutés? à votre panier/)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: /^Mon panier \d+ articles?/ }).click();
  await expect(page).toHaveURL(/\/panier\/$/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Passer commande' }).click();
  await expect(page).toHaveURL(/\/commande\/[\w-]+\/$/);
  await waitForHydration(page);
  await expect(step(page, 'Adresse de facturation')).toBeVisible();
}

/** From the billing address to the confirmation: Colissimo, then a card or a cheque, the terms, the order. */
async function finishCheckout(page: Page, payment: 'card' | 'cheque') {
  await billingForm(page).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Livraison')).toBeFocused();
  await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
  await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Paiement')).toBeFocused();
  if (payment === 'card') await fillVisaCard(page);
  else await page.getByRole('radio', { name: /^Chèque/ }).check();
  await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Récapitulatif')).toBeFocused();
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: payment === 'card' ? /^Payer / : /^Valider ma commande/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
}

/**
 * From the confirmation, as a person goes: « Continuer mes achats » back to the shop, the header's
 * « Mon compte », then the account's « Mes adresses ».
 */
async function openAddressBook(page: Page) {
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continuer mes achats' }).click();
  await waitForHydration(page);
  await page.getByRole('link', { name: /Mon compte$/ }).click();
  await expect(page).toHaveURL(/\/mon-compte\/$/);
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes adresses' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-adresses\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
}

/** The book's cards: one list item per address. */
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Mes adresses enregistrées' }).getByRole('listitem').filter({ hasText: 'Tél.' });

test.describe('the checkout’s addresses saved to « Mes adresses » (box « Enregistrer cette adresse », checked by default, never a duplicate; the phone’s country follows the address’s)', () => {
  test('a shopper checks out with a new Belgian address and « 0470 12 34 56 »: saved once as +32 470 12 34 56; the same address again adds nothing; an unchecked box saves nothing', async ({
    page,
    request,
  }) => {
    // Three orders walked to their confirmation, and the book read after each.
    test.slow();
    const { auth } = await newCustomer(request, 'carnet-commande', { firstName: 'Lotte', lastName: 'Peeters' });
    await page.goto('/');
    await signInWithTokens(page, auth);

    // First order: a new Belgian address. The phone's country follows the address's.
    await startCheckout(page);
    const form = billingForm(page);
    await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Lotte');
    await expect(phoneGroup(page).getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('16 rue de la Loi');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('1000');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Bruxelles');
    await form.getByRole('radio', { name: 'Belgique' }).check();
    await expect(phoneGroup(page).getByRole('combobox', { name: 'Pays' })).toHaveValue('BE');
    await phoneGroup(page).getByRole('textbox', { name: 'Numéro' }).fill('0470 12 34 56');
    // The box is offered for a new address, checked by default.
    await expect(form.getByRole('checkbox', { name: SAVE_BOX })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: SAVE_BOX })).toHaveAccessibleDescription(
      'Vous la retrouverez dans « Mes adresses » pour vos prochaines commandes.',
    );
    await expectNoAxeViolations(page);
    await finishCheckout(page, 'card');

    await openAddressBook(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('16 rue de la Loi');
    await expect(cards(page).first()).toContainText('1000 Bruxelles');
    await expect(cards(page).first()).toContainText('Tél. : +32 470 12 34 56');
    await expectNoAxeViolations(page);
    const book = async () =>
      (
        await (
          await request.get('/api/v2/shop/addresses', { headers: { Authorization: `Bearer ${auth.token}` } })
        ).json()
      )['hydra:member'] as { street: string; phoneNumber: string }[];
    expect((await book()).map(({ street, phoneNumber }) => [street, phoneNumber])).toEqual([
      ['16 rue de la Loi', '+32470123456'],
    ]);

    // Second order: the same address, its number typed again the Belgian way. Known: no box, no second entry.
    await startCheckout(page);
    await expect(form.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue('16 rue de la Loi');
    await expect(phoneGroup(page).getByRole('combobox', { name: 'Pays' })).toHaveValue('BE');
    await phoneGroup(page).getByRole('textbox', { name: 'Numéro' }).fill('0470 12 34 56');
    await expect(form.getByText(IN_BOOK)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: SAVE_BOX })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await finishCheckout(page, 'cheque');
    await openAddressBook(page);
    await expect(cards(page)).toHaveCount(1);
    expect(await book()).toHaveLength(1);

    // Third order: another address, the box unchecked with the keyboard. Not saved.
    await startCheckout(page);
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 avenue Louise');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('1050');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Ixelles');
    const box = form.getByRole('checkbox', { name: SAVE_BOX });
    await expect(box).toBeChecked();
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
    await finishCheckout(page, 'cheque');
    await openAddressBook(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('3 avenue Louise')).toHaveCount(0);
    expect((await book()).map(({ street }) => street)).toEqual(['16 rue de la Loi']);
  });
});
