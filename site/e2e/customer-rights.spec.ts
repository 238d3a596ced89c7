import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiAuth,
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  lastMailPartsTo,
  newCustomer,
  type Placed,
  placeOrder,
  signInWithTokens,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

/** A call of the back office (BACKOFFICE_TOKEN), as the warehouse and the accounts make them. */
function backOffice(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = process.env.GAMELLE_BACKOFFICE_TOKEN;
  if (!token) throw new Error('GAMELLE_BACKOFFICE_TOKEN manque : scripts/e2e.mjs et npm test le donnent');
  return request.fetch(`/api/v2/admin${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
}

/** The shopper signed in, on their account, then to « Mes informations personnelles » by its link. */
async function toPersonalData(page: Page, auth: ApiAuth) {
  await page.goto('/');
  await signInWithTokens(page, auth);
  await page.goto('/mon-compte/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Mon compte' })
    .getByRole('link', { name: 'Mes informations personnelles' })
    .click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-informations-personnelles\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Anne');
}

const bearer = (auth: ApiAuth) => ({ Authorization: `Bearer ${auth.token}` });

/** The shopper signed in, on their account, then to the order by clicking « Mes commandes » and its detail. */
async function toOrder(page: Page, auth: ApiAuth, order: Placed) {
  await page.goto('/');
  await signInWithTokens(page, auth);
  await page.goto('/mon-compte/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/$/);
  await page.getByRole('link', { name: `Voir le détail de la commande ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/$`));
  await waitForHydration(page);
}

test.describe('the withdrawal function (directive 2011/83/EU art. 11a, ADR 0028)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('art. 11a: « Se rétracter du contrat ici » on the order, the confirmation with name and address, « Confirmer la rétractation », the acknowledgment on the page and by e-mail, the withdrawal in the back office', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'retractation');
    const order = await placeOrder(request, auth.token);
    await toOrder(page, auth, order);

    // Not shipped yet: open from now until 14 days after delivery.
    const section = page.getByRole('region', { name: 'Droit de rétractation' });
    await expect(section).toContainText('dès maintenant et jusqu’à 14 jours après sa livraison');
    await axeAtBothWidths(page);
    await section.getByRole('link', { name: 'Se rétracter du contrat ici' }).click();

    // The confirmation step: the order, the name and the address given by the account, the statement.
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/retractation/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Se rétracter du contrat' })).toBeVisible();
    await expect(page).toHaveTitle('Se rétracter d’une commande — Gamelle');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Confirmer la rétractation' });
    const name = form.getByRole('textbox', { name: 'Nom et prénom' });
    await expect(name).toHaveValue('Anne Martin');
    await expect(form.getByRole('textbox', { name: 'Adresse e-mail pour l’accusé de réception' })).toHaveValue(email);
    await expect(page.getByText(order.number, { exact: true })).toBeVisible();
    const statement = `Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande ${order.number}.`;
    await expect(form.locator('blockquote')).toHaveText(statement);
    await axeAtBothWidths(page);

    // A name left empty: said under the field, the address kept.
    await name.fill('');
    await form.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await expect(form.getByText('Indiquez votre nom et votre prénom.', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Adresse e-mail pour l’accusé de réception' })).toHaveValue(email);
    await axeAtBothWidths(page);
    await name.fill('Anne Martin');
    await form.getByRole('button', { name: 'Confirmer la rétractation' }).click();

    // The acknowledgment: the date and time it was received, and where the e-mail went.
    const received = page.getByRole('heading', { name: /^Rétractation reçue le \d+ \S+ \d{4} à \d{2}:\d{2}$/ });
    await expect(received).toBeFocused();
    await expect(page.getByText(`L’accusé de réception est envoyé à ${email}.`)).toBeVisible();
    await axeAtBothWidths(page);

    // The e-mail, on a durable medium: the statement, the order, the date and time.
    const mail = await lastMailPartsTo(email);
    expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande ${order.number}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(order.number);
      expect(body).toMatch(/le \d+ \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    }
    expect(mail.text).toContain(statement);
    expect(mail.text).toContain('nous ne l’expédierons pas');

    // The back office lists it, with the customer's statement.
    const listed = await backOffice(request, 'GET', '/withdrawals?itemsPerPage=100');
    expect(listed.status()).toBe(200);
    const entry = ((await listed.json())['hydra:member'] as { order: string; statement: string; email: string }[]).find(
      (withdrawal) => withdrawal.order === order.number,
    );
    expect(entry).toMatchObject({ statement, email });

    // Back on the order: « Rétractation reçue le … », no second withdrawal offered.
    await page.getByRole('link', { name: 'Revenir à la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/$`));
    await expect(section.getByText(/^Rétractation reçue le \d+ \S+ \d{4} à \d{2}:\d{2}$/)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0);
    await axeAtBothWidths(page);
  });

  test('art. 9: shipped long ago, the period is over — the order says when it ended and offers no withdrawal', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'retractation-finie');
    const order = await placeOrder(request, auth.token);
    const shipped = await backOffice(request, 'POST', `/orders/${order.number}/shipment`, {
      trackingNumber: '6A12345678901',
      shippedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    });
    expect(shipped.status()).toBe(200);
    await toOrder(page, auth, order);
    const section = page.getByRole('region', { name: 'Droit de rétractation' });
    await expect(section).toContainText(/Le délai de rétractation de cette commande a pris fin le \d+ \S+ \d{4}\./);
    await expect(section.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0);
  });

  test('with the keyboard alone: from the order to the confirmation and the acknowledgment', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'retractation-clavier');
    const order = await placeOrder(request, auth.token);
    await toOrder(page, auth, order);
    await tabTo(page, page.getByRole('link', { name: 'Se rétracter du contrat ici' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/retractation\/$/);
    await waitForHydration(page);
    const confirm = page.getByRole('button', { name: 'Confirmer la rétractation' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Rétractation reçue le / })).toBeFocused();
  });
});

test.describe('the customer’s data: download and deletion (GDPR art. 15, 20, 17; ADR 0028)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('GDPR art. 20: « Télécharger mes données » gives one JSON file of the orders, addresses, pets, subscriptions and consents — no password hash, no token', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'mes-donnees');
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
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const pet = await request.post('/api/v2/shop/animals', {
      headers: bearer(auth),
      data: {
        type: '/api/v2/shop/animal-types/1',
        gender: '/api/v2/shop/animal-genders/2',
        name: 'Praline',
        breed: 'Labrador',
        crossbreed: false,
        birthday: { in_date: true, birthday: '2022-03-14' },
        sterilized: true,
        condition: 3,
        activity: 2,
        weight: 28,
        feature: { hasFeature: false },
        feeds: ['croquettes'],
        kibbleBrand: 'Gamelle',
        oldKibbleBrand: null,
        photo: null,
      },
    });
    expect(pet.status(), await pet.text()).toBe(201);
    const order = await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
    const subscriptions = await (await request.get('/api/v2/shop/subscriptions', { headers: bearer(auth) })).json();
    const code = subscriptions['hydra:member'][0].code as string;

    await toPersonalData(page, auth);
    const section = page.getByRole('region', { name: 'Mes données' });
    await section.scrollIntoViewIfNeeded();
    await axeAtBothWidths(page);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gamelle-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(section.getByText(/^Vos données sont téléchargées : le fichier gamelle-mes-donnees-/)).toBeVisible();

    const text = readFileSync(await download.path(), 'utf8');
    const data = JSON.parse(text);
    expect(data.customer).toMatchObject({ email, firstName: 'Anne', lastName: 'Martin' });
    expect(data.consents.newsletter).toMatchObject({ subscribed: false });
    expect(data.addresses).toMatchObject([{ alias: 'Maison', street: '12 rue des Lilas', city: 'Lyon' }]);
    expect(data.pets).toMatchObject([{ name: 'Praline', breed: 'Labrador' }]);
    expect(data.orders).toMatchObject([{ number: order.number, total: order.total }]);
    expect(data.orders[0].lines[0]).toMatchObject({ quantity: 2, subscriptionIntervalDays: 31 });
    expect(data.subscriptions).toMatchObject([{ code, status: 'active', frequencyDays: 31 }]);
    for (const secret of [auth.token, auth.refresh_token, order.tokenValue, 'scrypt$'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|tokenHash|tokenValue/i);
    await axeAtBothWidths(page);
  });

  test('GDPR art. 17: « Supprimer mon compte », confirmed by the password — the session ends, the old credentials fail, the order stays anonymised, the subscription stops', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    const { email, auth } = await newCustomer(request, 'suppression');
    const order = await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
    const subscriptions = await (await request.get('/api/v2/shop/subscriptions', { headers: bearer(auth) })).json();
    const code = subscriptions['hydra:member'][0].code as string;
    // Shipped: no order under way holds the account.
    const shipped = await backOffice(request, 'POST', `/orders/${order.number}/shipment`, {
      trackingNumber: '6A12345678901',
    });
    expect(shipped.status()).toBe(200);

    await toPersonalData(page, auth);
    const section = page.getByRole('region', { name: 'Supprimer mon compte' });
    await expect(section).toContainText('C’est définitif.');
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await expect(dialog).toContainText('vos abonnements sont arrêtés');
    await expect(dialog).toContainText('vos commandes restent dans notre comptabilité');
    const password = dialog.getByLabel('Votre mot de passe, pour confirmer');
    await expect(password).toBeVisible();
    await axeAtBothWidths(page);

    // Nothing typed, then a wrong password: said in the dialog, the account untouched.
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' });
    await confirm.click();
    await expect(dialog.getByText('Saisissez votre mot de passe pour confirmer.', { exact: true })).toBeVisible();
    await password.fill('pas-le-bon');
    await confirm.click();
    await expect(dialog.getByText('Votre mot de passe est incorrect.', { exact: true })).toBeVisible();
    await axeAtBothWidths(page);
    await password.fill('croquettes');
    await page.keyboard.press('Enter');

    // Out of the account, on the home page, told.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(
      page.getByText('Votre compte est supprimé. Merci d’avoir nourri vos animaux avec Gamelle.'),
    ).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bis-anonymous\b/);
    expect(await page.evaluate(() => localStorage.getItem('gamelle.accessToken'))).toBeNull();
    await axeAtBothWidths(page);

    // The old credentials open nothing: the e-mail is unknown to the login, the token refused.
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/connexion\/$/);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
    const login = await request.post('/api/v2/shop/customers/token', { data: { email, password: 'croquettes' } });
    expect(login.status()).toBe(401);
    const refresh = await request.post('/api/v2/shop/authentication-token/refresh', {
      data: { refresh_token: auth.refresh_token },
    });
    expect(refresh.status()).toBe(401);

    // The back office keeps the order, anonymised; the subscription is gone, nothing more ships.
    const kept = await (await backOffice(request, 'GET', `/orders/${order.number}`)).json();
    expect(kept).toMatchObject({ number: order.number, total: order.total, email: null, customer: null });
    expect(kept.personalDataErasedAt).not.toBeNull();
    expect(kept.shippingAddress).toMatchObject({ street: '', city: '', countryCode: 'FR' });
    expect(kept.billingAddress.phoneNumber).toBeUndefined();
    const schedule = await backOffice(request, 'POST', `/subscriptions/${code}/schedule`, {
      nextShippingDate: '2030-01-15',
    });
    expect(schedule.status()).toBe(404);
  });
});
