import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  expectNoAxeViolations,
  newCustomer,
  placeOrder,
  signInWithTokens as signIn,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

const DAY = 86_400_000;

/** A subscriber: one order by card whose line comes back every month (SPEC §3), and its code. */
async function subscriber(request: APIRequestContext, prefix: string) {
  const { email, auth } = await newCustomer(request, prefix);
  await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
  const list = await request.get('/api/v2/shop/subscriptions', { headers: { Authorization: `Bearer ${auth.token}` } });
  const code = (await list.json())['hydra:member'][0].code as string;
  return { email, auth, code };
}

/** What the API says of the subscription now (the lines of every order, the frequency…). */
async function subscriptionOf(request: APIRequestContext, token: string, code: string) {
  return (
    await request.get(`/api/v2/shop/subscriptions/${code}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
}

/** From the account's dashboard, through its menu, to the subscription's page. */
async function openSubscription(page: Page, code: string) {
  await page.goto('/mon-compte/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes abonnements' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-abonnements\/$/);
  const card = page.getByRole('article', { name: `Abonnement ${code}` });
  await expect(card).toBeVisible();
  return card;
}

test.describe('subscriptions /mon-compte/mes-abonnements/, /{subscription}/ and its history (SPEC §2, §3, §4, §5, §9)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a subscriber changes the next order alone, adds an upsell, changes the frequency for all orders, ships now, asks to stop and reads the history', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The welcome code refused for a next order is the server's 422, shown under the field.
    consoleErrors.allow(/status of 422.*next-order\/coupon/);
    const { auth, code } = await subscriber(request, 'abonne');
    await page.goto('/');
    await signIn(page, auth);
    const card = await openSubscription(page, code);
    await expect(page).toHaveTitle('Mes abonnements — Gamelle');
    await expect(card.getByText('1 mois')).toBeVisible();
    await expect(card.getByText('En cours', { exact: true })).toBeVisible();
    await axeAtBothWidths(page);

    await card.getByRole('link', { name: `Gérer l’abonnement ${code}` }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-abonnements/${code}/$`));
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Mon abonnement' });
    await expect(tabs.getByRole('tab', { name: 'Prochaine commande', selected: true })).toBeVisible();
    await expect(page.getByText(/Vous pouvez modifier cette commande jusqu’au/)).toBeVisible();
    await axeAtBothWidths(page);

    // One more bag for the next order only (the choice is « La prochaine commande seulement »).
    await expect(page.getByRole('radio', { name: 'La prochaine commande seulement' })).toBeChecked();
    const total = page.locator('[data-next-total]');
    const before = Number(await total.getAttribute('data-next-total'));
    const line = page.getByRole('group', { name: /^Quantité de / }).first();
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await line.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre prochaine commande est à jour.' })).toBeVisible();
    await expect(line.getByRole('spinbutton')).toHaveValue('3');
    await expect(page.getByText('Pour cette commande seulement')).toBeVisible();
    await expect.poll(async () => Number(await total.getAttribute('data-next-total'))).toBeGreaterThan(before);

    // An upsell for this shipment alone.
    await page
      .getByRole('button', { name: /^Ajouter .* à la prochaine livraison seulement$/ })
      .first()
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Produit ajouté à votre prochaine livraison seulement.' }),
    ).toBeVisible();
    await expect(page.getByText('Ajout pour cette livraison seulement')).toBeVisible();
    // Every order after the next keeps its 2 bags and nothing else.
    const standing = await subscriptionOf(request, auth.token, code);
    expect(standing.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);

    // A promotion code for this order alone: the welcome code is a first order's; the thank-you one applies.
    const coupon = page.getByRole('textbox', { name: 'Code promo' });
    await coupon.fill('BIENVENUE5');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('Le code promo BIENVENUE5 est réservé à une première commande.')).toBeVisible();
    await expect(coupon).toHaveValue('BIENVENUE5');
    const full = Number(await total.getAttribute('data-next-total'));
    await coupon.fill('merci3');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('Code MERCI3 appliqué à la prochaine commande seulement.')).toBeVisible();
    await expect(page.getByText('Remise (code MERCI3)')).toBeVisible();
    await expect.poll(async () => Number(await total.getAttribute('data-next-total'))).toBe(full - 300);
    await axeAtBothWidths(page);

    // The frequency, for all orders.
    await tabs.getByRole('tab', { name: 'Abonnement' }).click();
    await page.getByRole('radio', { name: /^6 semaines/ }).check();
    await expect(page.getByRole('radio', { name: 'Toutes les commandes' })).toBeChecked();
    await page.getByRole('button', { name: 'Changer la fréquence' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Fréquence enregistrée : la livraison suivante est prévue le/ }),
    ).toBeVisible();
    // French agrees the article with the unit (« toutes les 6 semaines »).
    await expect(page.getByText('Livraison toutes les 6 semaines.')).toBeVisible();
    expect((await subscriptionOf(request, auth.token, code)).frequencyInDays).toBe(42);
    await axeAtBothWidths(page);
    // Stopping waits for the second delivery (SPEC §9).
    await expect(page.getByText(/Un abonnement compte au moins 2 livraisons/)).toBeVisible();

    // Ship now: the modal asks, then says it is done (SPEC §4, §9).
    await tabs.getByRole('tab', { name: 'Prochaine commande' }).click();
    await page.getByRole('button', { name: 'Expédier maintenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Expédier votre commande maintenant ?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirmer l’expédition' }).click();
    const done = page.getByRole('dialog', { name: 'Commande enregistrée' });
    await expect(done.getByText('Votre commande sera expédiée et débitée sous 24 heures ouvrées.')).toBeVisible();
    await expectNoAxeViolations(page);
    await done.getByRole('button', { name: 'Retour à mon abonnement' }).click();
    await expect(done).toBeHidden();
    // The next order is back to the subscription's lines: one line of 2.
    await expect(page.getByText('Ajout pour cette livraison seulement')).toBeHidden();
    await expect(page.getByRole('group', { name: /^Quantité de / }).getByRole('spinbutton')).toHaveValue('2');

    // Two deliveries made: the abort request asks a reason and a message, neither required (SPEC §5, ADR 0029).
    await tabs.getByRole('tab', { name: 'Abonnement' }).click();
    // What ship now moved is shown at once: the date field gives the new next day, not the old one.
    const shippedNext = (await subscriptionOf(request, auth.token, code)).nextShippingDate as string;
    await expect(page.getByLabel('Date de la prochaine livraison')).toHaveValue(shippedNext);
    await page.getByRole('button', { name: 'Demander l’arrêt de l’abonnement' }).click();
    const abort = page.getByRole('dialog', { name: 'Arrêter l’abonnement' });
    await expect(abort.getByRole('group', { name: 'Pourquoi souhaitez-vous arrêter ? (facultatif)' })).toBeVisible();
    await expect(abort.getByRole('textbox', { name: 'Votre message (facultatif)' })).not.toHaveAttribute(
      'aria-required',
      'true',
    );
    await expectNoAxeViolations(page);
    await abort.getByRole('radio', { name: 'J’ai encore trop de stock' }).check();
    await abort.getByRole('button', { name: 'Confirmer l’arrêt' }).click();
    await expect(abort).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Votre abonnement est arrêté.' })).toBeVisible();
    // The dialog's trigger is gone: the focus is on what happened (the notice's region), not lost on the page's body.
    await expect(page.locator(':focus')).toContainText('Votre abonnement est arrêté.');
    await expect(page.getByText('Arrêté', { exact: true }).first()).toBeVisible();
    expect((await subscriptionOf(request, auth.token, code)).status).toBe('stopped');
    // Stopped: its stop date, no next order.
    await tabs.getByRole('tab', { name: 'Prochaine commande' }).click();
    await expect(page.getByText(/^Cet abonnement est arrêté depuis le /)).toBeVisible();
    await expect(page.getByText(/^Commande du /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Expédier maintenant' })).toHaveCount(0);
    await axeAtBothWidths(page);

    // Its history: the first order and the one shipped now, each with its detail.
    await page.getByRole('link', { name: 'Historique des commandes de l’abonnement' }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-abonnements/${code}/historique/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Historique de l’abonnement' })).toBeVisible();
    const orders = page.getByRole('article', { name: /^Commande G\d+$/ });
    await expect(orders).toHaveCount(2);
    await axeAtBothWidths(page);
    const newest = (await orders.first().getByRole('heading').textContent()) ?? '';
    await orders
      .first()
      .getByRole('link', { name: /^Voir le détail de la commande/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-abonnements/${code}/historique/[^/]+/$`));
    await expect(page.getByText(new RegExp(`^${newest} passée le`))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facture' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Retour à l’historique de l’abonnement' }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-abonnements/${code}/historique/$`));
  });

  test('3 days before shipping the next order is read-only with its reason; the card is updated; the service is written to, by keyboard alone', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The refused card is the gateway's 422, shown under the number.
    consoleErrors.allow(/status of 422.*payment-card/);
    const { auth, code } = await subscriber(request, 'abonne-bloque');
    // Customer service moves the delivery to 3 days from now: past its modification limit (4 days).
    const inThreeDays = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const token = process.env.GAMELLE_BACKOFFICE_TOKEN;
    if (!token) throw new Error('GAMELLE_BACKOFFICE_TOKEN manque : scripts/e2e.mjs et npm test le donnent');
    const moved = await request.post(`/api/v2/admin/subscriptions/${code}/schedule`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { nextShippingDate: inThreeDays },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await page.goto('/');
    await signIn(page, auth);
    const card = await openSubscription(page, code);
    await card.getByRole('link', { name: `Gérer l’abonnement ${code}` }).click();
    await waitForHydration(page);
    await expect(
      page.getByText(/Votre prochaine commande est en préparation : elle pouvait être modifiée jusqu’au/),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: /^Quantité de / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /à la prochaine livraison seulement$/ })).toHaveCount(0);
    await axeAtBothWidths(page);

    // A card the bank refuses is not kept (SPEC §8 « Information bancaire : {message} ({code}) »).
    const cardForm = page.getByRole('form', { name: 'Nouvelle carte bancaire' });
    await cardForm.getByRole('textbox', { name: 'Numéro de carte' }).fill('4000 0000 0000 0002');
    await cardForm.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }).fill('12/30');
    await cardForm.getByRole('textbox', { name: 'Cryptogramme (CVC)' }).fill('123');
    await cardForm.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(
      cardForm.getByText('Information bancaire : Transaction refusée par la banque (05)', { exact: true }),
    ).toBeVisible();
    await cardForm.getByRole('textbox', { name: 'Numéro de carte' }).fill('5555 5555 5555 4444');
    await cardForm.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(page.getByText('Carte Mastercard se terminant par 4444, expire fin 12/2030')).toBeVisible();
    // No card number stays on screen after the save.
    await expect(cardForm.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
    expect((await subscriptionOf(request, auth.token, code)).card.last4).toBe('4444');

    // The subscription service, by keyboard alone: Tab to the button, Enter, type, send.
    const open = page.getByRole('button', { name: 'Écrire au service abonnement' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Service abonnement' });
    await expect(dialog).toBeVisible();
    const message = dialog.getByRole('textbox', { name: 'Votre message' });
    await tabTo(page, message);
    await page.keyboard.type('Pouvez-vous livrer en point relais la prochaine fois ?');
    await tabTo(page, dialog.getByRole('button', { name: 'Envoyer' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Votre message a été envoyé' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 embedded view: the card update in the web view, alone after signing in, then framed as the app frames it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404.*subscriptions/);
    const { email, auth, code } = await subscriber(request, 'abonne-appli');
    const webView = `/web-view/${code}-changement-de-paiement/`;

    // The app opens the web view without a session (is-authenticated): sign in, then back to it.
    const opened = await page.goto(webView);
    expect(opened?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page).toHaveURL(/\/connexion\/$/);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${webView}$`));
    await waitForHydration(page);
    // No layout (SPEC §2): the card change alone, no header, menu or footer.
    await expect(page.getByRole('heading', { level: 1, name: 'Changer de carte bancaire' })).toBeVisible();
    await expect(page.getByText(`Abonnement ${code}`)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await axeAtBothWidths(page);

    // Another customer's subscription in the web view: not found.
    const other = await subscriber(request, 'abonne-autre');
    await page.goto(`/web-view/${other.code}-changement-de-paiement/`);
    await waitForHydration(page);
    await expect(page.getByText('Cet abonnement est introuvable.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nouvelle carte bancaire' })).toHaveCount(0);

    // The demo frames it as the app does; the card saved in the frame, the app is told.
    const demo = await page.goto('/webView/demo/');
    expect(demo?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Démo : la vue intégrée de l’application' }),
    ).toBeVisible();
    const frame = page.frameLocator(
      `iframe[title="Application Gamelle : changement de carte de l’abonnement ${code}"]`,
    );
    const cardForm = frame.getByRole('form', { name: 'Nouvelle carte bancaire' });
    await cardForm.getByRole('textbox', { name: 'Numéro de carte' }).fill('5555 5555 5555 4444');
    await cardForm.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }).fill('11/31');
    await cardForm.getByRole('textbox', { name: 'Cryptogramme (CVC)' }).fill('321');
    await cardForm.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(frame.getByText('Carte Mastercard se terminant par 4444, expire fin 11/2031')).toBeVisible();
    await expect(cardForm.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `L’application a été prévenue : la carte de l’abonnement ${code} est à jour.` }),
    ).toBeVisible();
    expect((await subscriptionOf(request, auth.token, code)).card).toMatchObject({ last4: '4444', expiryYear: 2031 });
    await axeAtBothWidths(page);
  });

  test('SPEC §2 subscription management: the subscriber moves the deliveries to come to a pickup point; a missing choice is said, nothing typed is lost', async ({
    page,
    request,
  }) => {
    const { auth, code } = await subscriber(request, 'abonne-relais');
    await page.goto('/');
    await signIn(page, auth);
    const card = await openSubscription(page, code);
    await card.getByRole('link', { name: `Gérer l’abonnement ${code}` }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Modifier la livraison' }).click();
    await expect(page.getByRole('heading', { name: 'Livraison de vos prochaines commandes' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Livraison de vos prochaines commandes' });
    await form.getByRole('textbox', { name: 'Ville' }).fill('Villeurbanne');
    await form.getByRole('radio', { name: /^Point relais Mondial Relay/ }).check();
    await form.getByRole('button', { name: 'Enregistrer la livraison' }).click();
    await expect(form.getByText('Choisissez un point relais.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveValue('Villeurbanne');
    await axeAtBothWidths(page);
    const points = form.getByRole('group', { name: 'Choisissez votre point relais' });
    const point = points.getByRole('radio').first();
    const pointName = (((await point.locator('xpath=..').textContent()) ?? '').split(',')[0] ?? '').trim();
    await point.check();
    await form.getByRole('button', { name: 'Enregistrer la livraison' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Livraison enregistrée pour vos prochaines commandes.' }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByText(`Point relais Mondial Relay · Point relais : ${pointName}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier la livraison' })).toBeFocused();
    const next = await (
      await request.get(`/api/v2/shop/subscriptions/${code}/next-order`, {
        headers: { Authorization: `Bearer ${auth.token}` },
      })
    ).json();
    expect(next.shippingMethod.code).toBe('mondial_relay');
    expect(next.shippingAddress.city).toBe('Villeurbanne');
    expect(next.pickupPoint.name).toBe(pointName);
    await expectNoAxeViolations(page);
  });

  test('SPEC §4 pause, skip and resume from the subscription page: skip the next delivery, pause for 2 deliveries, resume, pause until a day, and read it in the history', async ({
    page,
    request,
  }) => {
    const { auth, code } = await subscriber(request, 'abonne-pause');
    const first = await subscriptionOf(request, auth.token, code);
    await page.goto('/');
    await signIn(page, auth);
    const card = await openSubscription(page, code);
    await card.getByRole('link', { name: `Gérer l’abonnement ${code}` }).click();
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Mon abonnement' });
    await tabs.getByRole('tab', { name: 'Abonnement' }).click();
    const status = page.getByRole('status');

    // Skip the next delivery: the dialog asks, the next day moves on by the frequency.
    await page.getByRole('button', { name: /^Sauter la livraison du / }).click();
    const skip = page.getByRole('dialog', { name: /^Sauter la livraison du .+ \?$/ });
    await expect(skip.getByText(/ne sera ni préparée ni débitée/)).toBeVisible();
    await expectNoAxeViolations(page);
    await skip.getByRole('button', { name: 'Sauter cette livraison' }).click();
    await expect(skip).toBeHidden();
    await expect(
      status.filter({ hasText: /La livraison du .+ est sautée : la suivante est prévue le / }),
    ).toBeVisible();
    const skipped = await subscriptionOf(request, auth.token, code);
    expect(skipped).toMatchObject({ status: 'active', nextShippingDate: first.followingShippingDate, deliveries: 1 });
    // Shown at once: the date field gives the new next day.
    await expect(page.getByLabel('Date de la prochaine livraison')).toHaveValue(skipped.nextShippingDate);

    // Pause for 2 deliveries.
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    const pause = page.getByRole('dialog', { name: 'Mettre votre abonnement en pause' });
    await pause.getByRole('radio', { name: '2 livraisons' }).check();
    await expectNoAxeViolations(page);
    await pause.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(pause).toBeHidden();
    await expect(
      status.filter({ hasText: /Votre abonnement est en pause : vos livraisons reprennent le / }),
    ).toBeVisible();
    await expect(page.getByText('En pause', { exact: true })).toBeVisible();
    await expect(page.getByText('Reprise des livraisons', { exact: true })).toBeVisible();
    const paused = await subscriptionOf(request, auth.token, code);
    expect(paused).toMatchObject({ status: 'paused', pausedFrom: skipped.nextShippingDate });
    await axeAtBothWidths(page);
    // The next order waits for the pause's end.
    await tabs.getByRole('tab', { name: 'Prochaine commande' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Prochaine commande' })
        .getByText(/^Votre abonnement est en pause : vos livraisons reprennent le /),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Expédier maintenant' })).toHaveCount(0);

    // Resume: the first delivery the pause took away comes back.
    await tabs.getByRole('tab', { name: 'Abonnement' }).click();
    await page.getByRole('button', { name: 'Reprendre mes livraisons' }).click();
    await expect(status.filter({ hasText: /Vos livraisons reprennent : la prochaine est prévue le / })).toBeVisible();
    await expect(page.getByText('En cours', { exact: true })).toBeVisible();
    expect(await subscriptionOf(request, auth.token, code)).toMatchObject({
      status: 'active',
      nextShippingDate: skipped.nextShippingDate,
    });

    // Pause until a day: 10 days after the next delivery (within 3 months).
    const until = new Date(Date.parse(`${skipped.nextShippingDate}T00:00:00Z`) + 10 * DAY).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await pause.getByRole('radio', { name: 'Jusqu’à une date' }).check();
    await pause.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(pause.locator('[data-error-summary] a')).toHaveCount(1);
    await expect(pause.locator('[data-error-summary] a')).toContainText('Reprise des livraisons le');
    await pause.getByLabel('Reprise des livraisons le').fill(until);
    await pause.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(pause).toBeHidden();
    expect(await subscriptionOf(request, auth.token, code)).toMatchObject({ status: 'paused', pausedUntil: until });

    // The history says what was done to the calendar, newest first.
    await page.getByRole('link', { name: 'Historique des commandes de l’abonnement' }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-abonnements/${code}/historique/$`));
    const calendar = page.getByRole('region', { name: 'Pauses, livraisons sautées et arrêt' });
    await expect(calendar.getByRole('listitem')).toHaveCount(4);
    await expect(calendar.getByRole('listitem').first()).toContainText('Mise en pause');
    await expect(calendar.getByRole('listitem').last()).toContainText('Livraison sautée');
    await expect(calendar.getByText('Reprise des livraisons', { exact: true })).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('a subscription stops in three clicks from the account (L215-1-1; SPEC §5 reason and message asked, not required); stopped, it shows its stop date and no next order, in the list and on its page', async ({
    page,
    request,
  }) => {
    const { auth, code } = await subscriber(request, 'abonne-arrete');
    const headers = { Authorization: `Bearer ${auth.token}` };
    const first = await subscriptionOf(request, auth.token, code);
    const shipped = await request.post(`/api/v2/shop/subscriptions/${code}/ship-now`, {
      headers,
      data: { shippingDate: first.nextShippingDate },
    });
    expect(shipped.status(), await shipped.text()).toBe(201);

    await page.goto('/');
    await signIn(page, auth);
    await page.goto('/mon-compte/');
    await waitForHydration(page);
    // Click 1: « Mes abonnements ».
    await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes abonnements' }).click();
    const card = page.getByRole('article', { name: `Abonnement ${code}` });
    // Click 2: its stop button, on the list itself.
    await card.getByRole('button', { name: `Arrêter l’abonnement ${code}` }).click();
    const abort = page.getByRole('dialog', { name: 'Arrêter l’abonnement' });
    await expect(abort.getByText('Si vous le souhaitez, dites-nous pourquoi', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    // Click 3: confirm, nothing else asked.
    await abort.getByRole('button', { name: 'Confirmer l’arrêt' }).click();
    await expect(abort).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(/^Votre abonnement est arrêté\./);
    await expect(page.getByRole('heading', { name: `Abonnement ${code}` })).toBeFocused();
    expect((await subscriptionOf(request, auth.token, code)).status).toBe('stopped');
    await expect(card.getByText('Arrêté', { exact: true })).toBeVisible();
    await expect(card.getByText('Arrêté le')).toBeVisible();
    await expect(card.getByText('Prochaine livraison')).toHaveCount(0);
    await card.getByRole('link', { name: `Gérer l’abonnement ${code}` }).click();
    await waitForHydration(page);
    await expect(page.getByText('Arrêté le')).toBeVisible();
    await expect(page.getByText('Prochaine livraison', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Cet abonnement est arrêté depuis le /)).toBeVisible();
    await expect(page.getByText(/^Commande du /)).toHaveCount(0);
    await expect(page.getByText('Total TTC')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Expédier maintenant' })).toHaveCount(0);
    await axeAtBothWidths(page);
  });

  test('another customer’s subscription is not found', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const { code } = await subscriber(request, 'abonne-prive');
    const { auth } = await newCustomer(request, 'curieux');
    await page.goto('/');
    await signIn(page, auth);
    await page.goto(`/mon-compte/mes-abonnements/${code}/`);
    await waitForHydration(page);
    await expect(page.getByText('Cet abonnement est introuvable.')).toBeVisible();
    await page.getByRole('link', { name: 'Retour à mes abonnements' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-abonnements\/$/);
    await expect(page.getByText(/Vous n’avez pas d’abonnement/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
