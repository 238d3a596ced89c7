import type { Locator, Page } from '@playwright/test';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  fillLoginForm,
  registerCustomer,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

const SAVED = "Votre changement d'adresse a bien été pris en compte.";
const POSTCODE_COUNTRY = 'Le format du code postal ne correspond pas au pays sélectionné.';

/** A new customer signs in on the login page and lands on their account (SPEC §2). */
async function signIn(page: Page, request: import('@playwright/test').APIRequestContext, name: string) {
  const email = `${name}-${Date.now()}@example.fr`;
  await registerCustomer(request, { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
  await page.goto('/mon-compte/mes-adresses/');
  // SPEC §2 is-authenticated: the login first, then back to the addresses.
  await fillLoginForm(page, email);
  await expect(page).toHaveURL(/\/mon-compte\/mes-adresses\/$/);
  return email;
}

/** The book's URL (`/shop/addresses?channelCode…`) and one address's, for the tests where the server refuses. */
const bookUrl = (url: URL) => url.pathname === '/api/v2/shop/addresses';
const oneAddressUrl = (url: URL) => /^\/api\/v2\/shop\/addresses\/\d+$/.test(url.pathname);

/** The card of one address of the book, by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test.describe('/mon-compte/mes-adresses/ (SPEC §2, §3, §5, §7, §8)', () => {
  test('a customer adds, corrects, edits, makes favourite and deletes addresses; axe at 320 and 1280 px on every state', async ({
    page,
    request,
  }) => {
    // Sign-in, five changes and axe twice on each of seven states.
    test.slow();
    await signIn(page, request, 'carnet');
    // Arriving through the account's menu, as a person does.
    await page.goto('/mon-compte/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes adresses' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-adresses\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
    await expect(page).toHaveTitle('Mes adresses — Gamelle');
    await expect(page.getByText('Vous n’avez pas encore d’adresse enregistrée.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes adresses' }),
    ).toHaveAttribute('aria-current', 'page');
    await axeAtBothWidths(page);

    // Add: SPEC §5 "postcode required and matching country (FR 5 digits)": refused under the field.
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    await expect(page.getByRole('heading', { name: 'Nouvelle adresse' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Nom de l’adresse (facultatif)' }).fill('Maison');
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Anne');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await form.getByRole('textbox', { name: 'Société (facultatif)' }).fill('Croquettes et Cie');
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 rue des Lilas');
    await form.getByRole('textbox', { name: 'Complément d’adresse (facultatif)' }).fill('Bâtiment B');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('6900');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    await form
      .getByRole('group', { name: 'Téléphone mobile' })
      .getByRole('textbox', { name: 'Numéro' })
      .fill('0612345678');
    await form
      .getByRole('group', { name: 'Autre téléphone (facultatif)' })
      .getByRole('textbox', { name: 'Numéro' })
      .fill('0478123456');
    await form.getByRole('textbox', { name: 'Instructions de livraison (facultatif)' }).fill('Sonner deux fois');
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    const postcode = form.getByRole('textbox', { name: 'Code postal' });
    // The error, after the help that says the format expected (RGAA 11.11).
    await expect(postcode).toHaveAccessibleDescription(
      `Cinq chiffres en France (75011), quatre en Belgique et au Luxembourg (1000). ${POSTCODE_COUNTRY}`,
    );
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(form.getByRole('textbox', { name: 'Nom de l’adresse (facultatif)' })).toHaveValue('Maison');
    await expect(form.getByRole('textbox', { name: 'Société (facultatif)' })).toHaveValue('Croquettes et Cie');
    await expect(form.getByRole('textbox', { name: 'Complément d’adresse (facultatif)' })).toHaveValue('Bâtiment B');
    await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    await expect(form.getByRole('textbox', { name: 'Instructions de livraison (facultatif)' })).toHaveValue(
      'Sonner deux fois',
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Maison' })).toHaveCount(0);
    await axeAtBothWidths(page);

    // Fixed and saved: SPEC §8 success, said politely.
    await postcode.fill('69004');
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    const home = card(page, 'Maison');
    await expect(home).toContainText('Croquettes et Cie');
    await expect(home).toContainText('69004 Lyon');
    await expect(home).toContainText('Sonner deux fois');
    await expect(page.getByRole('heading', { level: 3, name: 'Maison' })).toBeFocused();
    await axeAtBothWidths(page);

    // A second address, in Belgium (SPEC §5 "BE 4" digits); empty optional fields sent as null (SPEC §3).
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await form.getByRole('textbox', { name: 'Nom de l’adresse (facultatif)' }).fill('Bureau');
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Anne');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 avenue Louise');
    await form.getByRole('radio', { name: 'Belgique' }).check();
    await form.getByRole('textbox', { name: 'Code postal' }).fill('1050');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Bruxelles');
    const created = page.waitForResponse(
      (response) => response.url().includes('/shop/addresses') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    const sent = (await created).request().postDataJSON();
    expect(sent).toMatchObject({ company: null, street2: null, phoneNumber: null, deliveryInstructions: null });
    await expect(card(page, 'Bureau')).toContainText('1050 Bruxelles');
    await expect(card(page, 'Bureau')).toContainText('Belgique');
    // The card is shown before the server answers; once saved, the form closes: only then the next one.
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

    // Edit.
    await page.getByRole('button', { name: 'Modifier l’adresse Maison' }).click();
    const edit = page.getByRole('form', { name: 'Modifier l’adresse' });
    await expect(edit.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    await axeAtBothWidths(page);
    await edit.getByRole('textbox', { name: 'Code postal' }).fill('69100');
    await edit.getByRole('textbox', { name: 'Ville' }).fill('Villeurbanne');
    await edit.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(home).toContainText('69100 Villeurbanne');
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

    // Favourite, through the customer call (SPEC §7 "PUT (defaultAddress) sets default address").
    const favourite = page.waitForResponse(
      (response) => /\/shop\/customers\/\d+/.test(response.url()) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Définir comme favorite l’adresse Bureau' }).click();
    expect((await favourite).request().postDataJSON()).toEqual({
      defaultAddress: expect.stringMatching(/^\/api\/v2\/shop\/addresses\/\d+$/),
    });
    await expect(card(page, 'Bureau')).toContainText('Adresse favorite');
    await expect(home).not.toContainText('Adresse favorite');
    await expect(page.getByRole('button', { name: 'Définir comme favorite l’adresse Bureau' })).toHaveCount(0);
    await axeAtBothWidths(page);

    // Delete, confirmed in a dialog.
    await page.getByRole('button', { name: 'Supprimer l’adresse Maison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer l’adresse « Maison » ?' });
    await expect(dialog).toBeVisible();
    await axeAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(home).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer l’adresse Maison' }).click();
    await dialog.getByRole('button', { name: 'Supprimer l’adresse' }).click();
    await expect(home).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await axeAtBothWidths(page);

    // What the server kept.
    await page.reload();
    await waitForHydration(page);
    await expect(card(page, 'Bureau')).toContainText('Adresse favorite');
    await expect(page.getByRole('heading', { level: 3, name: 'Maison' })).toHaveCount(0);
  });

  test('the whole add flow with the keyboard alone', async ({ page, request }) => {
    await signIn(page, request, 'clavier');
    await waitForHydration(page);
    await tabTo(page, page.getByRole('button', { name: 'Ajouter une adresse' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Nouvelle adresse' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    const steps: Array<[Locator, string]> = [
      [form.getByRole('textbox', { name: 'Nom de l’adresse (facultatif)' }), 'Chez Paul'],
      [form.getByRole('textbox', { name: 'Prénom' }), 'Paul'],
      [form.getByRole('textbox', { name: 'Nom', exact: true }), 'Durand'],
      [form.getByRole('textbox', { name: 'Adresse', exact: true }), '8 place Guillaume'],
      [form.getByRole('textbox', { name: 'Code postal' }), '1648'],
      [form.getByRole('textbox', { name: 'Ville' }), 'Luxembourg'],
    ];
    for (const [field, text] of steps) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    }
    // The country: a radio group, moved through with the arrow keys (France, Belgique, Luxembourg).
    await tabTo(page, form.getByRole('radio', { name: 'France' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Luxembourg' })).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Chez Paul' })).toBeFocused();
    await expect(card(page, 'Chez Paul')).toContainText('1648 Luxembourg');
  });

  test('SPEC §8 a refused change is undone with the server’s message; the server’s violations under their fields', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (422|500)/);
    await signIn(page, request, 'refus');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await form.getByRole('textbox', { name: 'Nom de l’adresse (facultatif)' }).fill('Maison');
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Anne');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 rue des Lilas');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('69004');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    // The server refuses the city (a rule only it knows): its message under the field, the form kept.
    await page.route(bookUrl, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/ld+json',
            body: JSON.stringify({
              '@type': 'ConstraintViolationList',
              violations: [
                { propertyPath: 'city', code: 'not_delivered', message: 'Nous ne livrons pas cette ville.' },
              ],
            }),
          })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveAccessibleDescription(
      'Nous ne livrons pas cette ville.',
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Maison' })).toHaveCount(0);
    await page.unroute(bookUrl);
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(card(page, 'Maison')).toBeVisible();

    // A delete the server refuses: the card comes back, with the server's message.
    await page.route(oneAddressUrl, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/ld+json',
            body: JSON.stringify({ 'hydra:description': 'Erreur interne' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Supprimer l’adresse Maison' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’adresse' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' })).toBeVisible();
    await expect(card(page, 'Maison')).toBeVisible();
    await axeAtBothWidths(page);
  });
});
