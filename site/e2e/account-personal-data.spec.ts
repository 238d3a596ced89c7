import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolationsAtPhoneAndDesktop as expectAccessibleAtBothWidths,
  lastMailTo,
  registerCustomer,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

const PATH = '/mon-compte/mes-informations-personnelles/';

/** A customer of the shop, created through the API (as the login spec does). */
async function aCustomer(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}@example.fr`;
  await registerCustomer(request, { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
  return { email, password: 'croquettes' };
}

/** Signs in on /connexion/ as a shopper does, landing on the account (SPEC §2 "else to account"). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/connexion/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Mot de passe').fill(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mon-compte\/$/);
  // The dashboard's first hydration ends before a link is followed (html[data-hydrated] marks only that one).
  await waitForHydration(page);
}

/** From the dashboard, the menu's link to this view. */
async function openPersonalData(page: Page) {
  await page
    .getByRole('navigation', { name: 'Mon compte' })
    .getByRole('link', { name: 'Mes informations personnelles' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes informations personnelles' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Anne');
}

test.describe('personal data /mon-compte/mes-informations-personnelles/ (SPEC §2, §3, §5, §7, §8)', () => {
  // Each test signs in and runs axe at two widths in several states: more than the default 30 s on a busy machine.
  test.slow();

  test('SPEC §2 "personal data … is-authenticated", noindex, prerendered with skeletons where the forms will be', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain('Chargement de vos informations…');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/connexion\/$/);
  });

  test('SPEC §3/§7 "PUT on the customer URI … update personal data": name and newsletter consent kept after a reload', async ({
    page,
    request,
  }) => {
    const { email, password } = await aCustomer(request, 'infos');
    await signIn(page, email, password);
    await openPersonalData(page);
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Nederlands' })).not.toBeChecked();
    await expectAccessibleAtBothWidths(page);

    await page.getByRole('textbox', { name: 'Prénom' }).fill('Annie');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin-Durand');
    await page.getByRole('radio', { name: 'Madame' }).check();
    await page.getByLabel('Date de naissance').fill('1990-05-12');
    const newsletter = page.getByRole('checkbox', { name: /newsletter/ });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    // The consent is given by the e-mailed link (double opt-in).
    await expect(
      page.getByRole('status').filter({
        hasText: `Vos informations ont bien été enregistrées. Pour recevoir la newsletter, confirmez votre inscription avec le lien que nous venons d’envoyer à ${email}.`,
      }),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    const link = /https?:\/\/[^\s/]+\/landing\/offre-bienvenue\/#confirmation=[\w-]+/.exec(
      await lastMailTo(email),
    )?.[0];
    await page.goto(link ?? '/');
    await expect(page.getByText('Votre inscription est confirmée. Merci !')).toBeVisible();
    await page.goBack();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Annie');
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Martin-Durand');
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(page.getByLabel('Date de naissance')).toHaveValue('1990-05-12');
    // RGAA 11.13 / WCAG 1.3.5: one's own birth date, said for autofill.
    await expect(page.getByLabel('Date de naissance')).toHaveAttribute('autocomplete', 'bday');
    await expect(page.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
  });

  test('SPEC §5 e-mail: a new address asks for the current password; a wrong one is refused under its field', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    const { email, password } = await aCustomer(request, 'courriel');
    await signIn(page, email, password);
    await openPersonalData(page);
    const newEmail = `nouvelle-${Date.now()}@example.fr`;
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(newEmail);
    const confirm = page.getByLabel(/^Votre mot de passe, pour confirmer la nouvelle adresse/);
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(confirm).toBeFocused();
    await expect(page.getByText('Ce champ est obligatoire.', { exact: true })).toBeVisible();
    await confirm.fill('mauvais');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Votre mot de passe est incorrect.', { exact: true })).toBeVisible();
    // Nothing typed is lost on a refusal.
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(newEmail);
    await expectAccessibleAtBothWidths(page);
    await confirm.fill(password);
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Vos informations ont bien été enregistrées.' }),
    ).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(newEmail);
  });

  test('SPEC §5 change password: the current one must match, new and confirmation identical; then signed in again with it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    const { email, password } = await aCustomer(request, 'motdepasse');
    await signIn(page, email, password);
    await openPersonalData(page);
    const form = page.getByRole('form', { name: 'Changer de mot de passe' });
    await form.getByLabel(/^Mot de passe actuel/).fill('mauvais');
    await form.getByLabel(/^Nouveau mot de passe/).fill('nouvelles-croquettes');
    await form.getByLabel(/^Confirmez le nouveau mot de passe/).fill('autre-chose');
    await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(form.getByText('Les deux mots de passe ne sont pas identiques.', { exact: true })).toBeVisible();
    await form.getByLabel(/^Confirmez le nouveau mot de passe/).fill('nouvelles-croquettes');
    await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    const current = form.getByLabel(/^Mot de passe actuel/);
    await expect(form.getByText('Votre mot de passe actuel est incorrect.', { exact: true })).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Nouveau mot de passe/)).toHaveValue('nouvelles-croquettes');
    await expectAccessibleAtBothWidths(page);

    await current.fill(password);
    await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a bien été modifié.' })).toBeVisible();
    await expect(current).toHaveValue('');
    await expectAccessibleAtBothWidths(page);
    // The session goes on with the tokens of the answer: the page still reads the customer.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Anne');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await signIn(page, email, 'nouvelles-croquettes');
    await expect(page.getByText('Bonjour Anne !')).toBeVisible();
  });

  test('keyboard alone: from the account menu to a saved newsletter consent', async ({ page, request }) => {
    const { email, password } = await aCustomer(request, 'clavier');
    await signIn(page, email, password);
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes informations personnelles' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await waitForHydration(page);
    const firstName = page.getByRole('textbox', { name: 'Prénom' });
    await expect(firstName).toHaveValue('Anne');
    await tabTo(page, firstName);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Jeanne');
    await tabTo(page, page.getByRole('checkbox', { name: /newsletter/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer mes informations' }));
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /confirmez votre inscription avec le lien que nous venons d’envoyer/ }),
    ).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(firstName).toHaveValue('Jeanne');
    // Not confirmed yet: not subscribed (double opt-in).
    await expect(page.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
  });
});
