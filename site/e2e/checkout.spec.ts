import type { Browser, Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  fillBillingAddress,
  fillVisaCard,
  newCustomer,
  placeOrder,
  signInWithTokens as signIn,
  test,
  waitForHydration,
} from './fixtures';

/** Fills a cart through a cart link (SPEC §5) and returns its token. */
async function cartWith(page: Page, variantId: string, quantity = 1): Promise<string> {
  await page.goto(`/?variantId=${variantId}&quantity=${quantity}`);
  await expect(page.getByText(/ajoutés? à votre panier/)).toBeVisible();
  return (await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))) as string;
}

async function openCheckout(page: Page, token: string) {
  await page.goto(`/commande/${token}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Adresse de facturation' })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function fillBilling(page: Page, { postcode = '69004', country = 'France' } = {}) {
  const form = page.getByRole('form', { name: 'Adresse de facturation' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await fillBillingAddress(page, { postcode, country });
}

/** Holds back the browser's reading of an order (a slow connection) until the returned function is called. */
async function holdOrder(page: Page, token: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(`/orders/${token}`),
    async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.fallback();
    },
  );
  return release;
}

/** The box of `selector` in the page at `path` as prerendered, before any script runs (the first paint). */
async function prerenderedBox(browser: Browser, baseURL: string | undefined, path: string, selector: string) {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await noScript.newPage();
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Chargement de votre commande…' })).toBeVisible();
  const box = await page.locator(selector).boundingBox();
  await noScript.close();
  return box;
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const total = (page: Page) => page.locator('[data-order-total]');

/** The delivery step, then the payment step: each scanned by axe. */
async function chooseCarrier(page: Page, name: RegExp) {
  await expect(step(page, 'Livraison')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name }).check();
  await page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Paiement')).toBeFocused();
  await expectNoAxeViolations(page);
}

async function payByCard(page: Page, number: string) {
  await fillVisaCard(page, number);
  await page.getByRole('form', { name: 'Moyen de paiement' }).getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, 'Récapitulatif')).toBeFocused();
  await expectNoAxeViolations(page);
}

test.describe('checkout /commande/{order}/ and confirmation (SPEC §2, §5, §8)', () => {
  // Each test walks the whole funnel with axe at every step (5 to 8 runs of it): 30 s is too short on
  // a loaded 2-core machine, where the walk itself stays under a minute.
  test.describe.configure({ timeout: 60_000 });
  test('a new visitor registers and buys a dry food by card: every step, then the confirmation', async ({ page }) => {
    const token = await cartWith(page, '10000001', 2);
    await page.goto('/panier/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Passer commande' }).click();
    // is-authenticated: the login page first, then back to the order.
    await expect(page).toHaveURL(/\/connexion\/$/);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`achat-${Date.now()}@example.fr`);
    await page.keyboard.press('Enter');
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(new RegExp(`/commande/${token}/$`));
    await waitForHydration(page);
    await expect(step(page, 'Adresse de facturation')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('[aria-current="step"]'),
    ).toHaveText('2. Adresse de facturation');
    await expectNoAxeViolations(page);
    // The account's names fill a first billing address.
    await expect(
      page.getByRole('form', { name: 'Adresse de facturation' }).getByRole('textbox', { name: 'Prénom' }),
    ).toHaveValue('Anne');

    await fillBilling(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Livraison')).toBeFocused();
    await expect(page.getByText('12 rue des Lilas')).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseCarrier(page, /Colissimo à domicile/);
    await expectNoAxeViolations(page);
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Carte visa se terminant par 4242')).toBeVisible();
    await expectNoAxeViolations(page);

    // SPEC §5: the terms of sale before paying.
    const pay = page.getByRole('button', { name: /^Payer / });
    await pay.click();
    await expect(
      page.getByText('Vous devez accepter les conditions générales de vente avant de payer.', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales de vente/ }).check();
    const amount = await total(page).getAttribute('data-order-total');
    await pay.click();

    await expect(page).toHaveURL(new RegExp(`/commande/${token}/confirmation/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    // What placing the order did, one polite notice: the order's number, then that it is paid.
    await expect(page.getByRole('status').filter({ hasText: /Votre commande G\d{6} est enregistrée/ })).toContainText(
      'Votre paiement est accepté : nous préparons votre colis.',
    );
    await expect(page.getByText('Carte Visa')).toBeVisible();
    await expectNoAxeViolations(page);
    // The cart became an order: the browser forgot it, the server charged the server's total.
    expect(await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))).toBeNull();
    const accessToken = await page.evaluate(() => localStorage.getItem('gamelle.accessToken'));
    const order = await (
      await page.request.get(`/api/v2/shop/orders/${token}`, { headers: { Authorization: `Bearer ${accessToken}` } })
    ).json();
    expect(order).toMatchObject({ state: 'completed', paymentState: 'paid', total: Number(amount) });
    expect(order.number).toMatch(/^G\d{6}$/);
  });

  test('a returning customer pays by cheque and reads the cheque instructions', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'cheque', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 3);
    await signIn(page, auth);
    // A phone held upright: every step fits 320 px without sideways scrolling.
    await page.setViewportSize({ width: 320, height: 800 });
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    // A returning customer's default address fills the billing form.
    const saved = await request.post('/api/v2/shop/addresses', {
      headers: { Authorization: `Bearer ${auth.token}` },
      data: {
        firstName: 'Paul',
        lastName: 'Durand',
        street: '8 quai Saint-Vincent',
        postcode: '69001',
        city: 'Lyon',
        countryCode: 'FR',
        isDefault: true,
      },
    });
    expect(saved.status()).toBe(201);
    await openCheckout(page, token);
    await noOverflow();
    const billing = page.getByRole('form', { name: 'Adresse de facturation' });
    await expect(billing.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue('8 quai Saint-Vincent');
    await expect(billing.getByRole('textbox', { name: 'Code postal' })).toHaveValue('69001');
    await billing.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Livraison')).toBeFocused();
    await noOverflow();
    await expectNoAxeViolations(page);
    await chooseCarrier(page, /Colissimo à domicile/);
    await noOverflow();
    await page.getByRole('radio', { name: /^Chèque/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Récapitulatif')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await noOverflow();
    await page.getByRole('button', { name: /^Valider ma commande/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Paiement par chèque' })).toBeVisible();
    await noOverflow();
    await expect(page.getByText('Gamelle SAS', { exact: true })).toBeVisible();
    await expect(page.getByText(/^G\d{6}$/)).toBeVisible();
    await expect(page.getByText('Votre commande sera expédiée dès réception de votre paiement.')).toBeVisible();
    await expectNoAxeViolations(page);
    // A one-off order makes no subscriber.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bis-subscriber\b/);
  });

  test('SPEC §2 confirmation: PayPal pays once PayPal signed its approval of this order; the confirmation says so', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'paypal', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 1);
    await signIn(page, auth);
    const saved = await request.post('/api/v2/shop/addresses', {
      headers: { Authorization: `Bearer ${auth.token}` },
      data: {
        firstName: 'Paul',
        lastName: 'Durand',
        street: '8 quai Saint-Vincent',
        postcode: '69001',
        city: 'Lyon',
        countryCode: 'FR',
        isDefault: true,
      },
    });
    expect(saved.status()).toBe(201);
    await openCheckout(page, token);
    await page.getByRole('form', { name: 'Adresse de facturation' }).getByRole('button', { name: 'Continuer' }).click();
    await chooseCarrier(page, /Colissimo à domicile/);
    await page.getByRole('radio', { name: /^PayPal/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Valider ma commande/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paiement par PayPal' })).toBeVisible();
    const captured = page.waitForResponse((r) => r.url().includes('/paypal-capture'));
    await page.getByRole('button', { name: 'Payer avec PayPal' }).click();
    expect((await captured).status()).toBe(200);
    // The paid line comes into the confirmation's notice, a polite live region: it is read when it comes.
    await expect(
      page.getByRole('status').filter({ hasText: 'PayPal a confirmé votre paiement : nous préparons votre colis.' }),
    ).toBeVisible();
    const order = await request.get(`/api/v2/shop/orders/${token}`, {
      headers: { Authorization: `Bearer ${auth.token}` },
    });
    expect((await order.json()).paymentState).toBe('paid');
  });

  test('a subscription with a coupon is bought by card and appears on the server', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'abonnement', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 2);
    await page.goto('/panier/');
    await waitForHydration(page);
    // The subscription is shown at once (optimistic): the server's answer comes before the coupon.
    const subscribed = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/items\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.getByLabel('Livraison', { exact: true }).selectOption({ label: 'Livraison tous les mois' });
    await expect(page.getByText('Abonnement : 10 % de remise sur chaque livraison')).toBeVisible();
    await subscribed;
    await page.getByLabel('Code promo').fill('BIENVENUE5');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Code BIENVENUE5 appliqué')).toBeVisible();
    await signIn(page, auth);
    await openCheckout(page, token);
    await expect(page.getByText('Remise (BIENVENUE5)')).toBeVisible();
    await expect(page.getByText('Abonnement, livraison tous les mois')).toBeVisible();
    await fillBilling(page);
    await page.keyboard.press('Enter');
    await chooseCarrier(page, /Colissimo à domicile/);
    await payByCard(page, '4242424242424242');
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByText('Vos abonnements sont créés : retrouvez-les dans votre compte.')).toBeVisible();
    await expectNoAxeViolations(page);
    const subscriptions = await (
      await request.get('/api/v2/shop/subscriptions', { headers: { Authorization: `Bearer ${auth.token}` } })
    ).json();
    expect(subscriptions['hydra:member']).toHaveLength(1);
    expect(subscriptions['hydra:member'][0]).toMatchObject({ frequencyInDays: 31, status: 'active' });
    const order = await (
      await request.get(`/api/v2/shop/orders/${token}`, { headers: { Authorization: `Bearer ${auth.token}` } })
    ).json();
    expect(order).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500 });
    // SPEC §4 "Body marked is-logged …, plus is-subscriber": a subscriber from now on.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b.*\bis-subscriber\b|\bis-subscriber\b.*\bis-logged\b/);
  });

  test('SPEC §8: a refused card shows « Information bancaire : {message} ({code}) »; another card pays', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422.*complete/);
    const { auth } = await newCustomer(request, 'refus', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 2);
    await signIn(page, auth);
    await openCheckout(page, token);
    await fillBilling(page);
    await page.keyboard.press('Enter');
    await chooseCarrier(page, /Colissimo à domicile/);
    await payByCard(page, '4000 0000 0000 0002');
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByText('Information bancaire : Transaction refusée par la banque (05)')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(new RegExp(`/commande/${token}/$`));
    // Nothing was placed: the shopper changes the card and pays.
    await page.getByRole('button', { name: 'Modifier' }).click();
    await expect(step(page, 'Paiement')).toBeFocused();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  });

  test('while the order loads: placeholders of the funnel’s and the confirmation’s size from the first paint, each said once « Chargement de votre commande… »', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const { auth } = await newCustomer(request, 'attente', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 2);
    await signIn(page, auth);
    const placeholder = await prerenderedBox(browser, baseURL, `/commande/${token}/`, '[data-checkout-step="loading"]');
    let release = await holdOrder(page, token);
    await page.goto(`/commande/${token}/`);
    await waitForHydration(page);
    const loading = page.getByRole('status', { name: 'Chargement de votre commande…' });
    await expect(loading).toBeVisible();
    // Said once: the other placeholders are hidden from screen readers.
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('form', { name: 'Adresse de facturation' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    // The totals and the footer do not move when the order comes (CLS): the placeholders had its height.
    const funnel = await page.locator('[data-checkout-step="billing"]').boundingBox();
    expect(Math.abs((funnel?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(24);

    const placed = await placeOrder(request, auth.token);
    const confirmation = `/commande/${placed.tokenValue}/confirmation/`;
    const shape = await prerenderedBox(browser, baseURL, confirmation, '[data-confirmation-state="loading"]');
    release = await holdOrder(page, placed.tokenValue);
    await page.goto(confirmation);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(loading).toBeVisible();
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    release();
    const more = page.getByRole('link', { name: 'Continuer mes achats' });
    await expect(more).toBeVisible();
    await expect(loading).toHaveCount(0);
    // The confirmation ends where its placeholders did: nothing under it moves.
    const end = await more.boundingBox();
    expect(Math.abs((end?.y ?? 0) + (end?.height ?? 0) - (shape?.y ?? 0) - (shape?.height ?? 0))).toBeLessThanOrEqual(
      24,
    );
  });

  test('SPEC §5: a bad postcode shows « Le format du code postal ne correspond pas au pays sélectionné. » under the field', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'postal', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001');
    await signIn(page, auth);
    await openCheckout(page, token);
    // WCAG 2.4.2: the page's title names the step, and says « Erreur : » while errors are shown.
    await expect(page).toHaveTitle('Adresse de facturation — Commande — Gamelle');
    await fillBilling(page, { postcode: '69004', country: 'Belgique' });
    await page.getByRole('button', { name: 'Continuer' }).click();
    const postcode = page.getByRole('textbox', { name: 'Code postal' });
    await expect(postcode).toHaveAccessibleDescription(
      /Le format du code postal ne correspond pas au pays sélectionné\./,
    );
    // RGAA 11.11: the error comes with how to correct it, the format of each country.
    await expect(postcode).toHaveAccessibleDescription(
      /Cinq chiffres en France \(75011\), quatre en Belgique et au Luxembourg/,
    );
    await expect(
      page.getByRole('group', { name: 'Téléphone mobile' }).getByRole('textbox', { name: 'Numéro' }),
    ).toHaveAccessibleDescription(
      /Un numéro de mobile, par exemple 06\s12\s34\s56\s78 en France ou 0470\s12\s34\s56 en Belgique/,
    );
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle('Erreur : Adresse de facturation — Commande — Gamelle');
    await expectNoAxeViolations(page);
    // The error summary (GOV.UK): each error a link to its field, which takes the focus there.
    await page.getByRole('textbox', { name: 'Ville' }).focus();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Code postal : Le format du code postal ne correspond pas au pays sélectionné.' })
      .click();
    await expect(postcode).toBeFocused();
    // Nothing lost: the other fields keep what was typed; a Belgian postcode goes through.
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    await postcode.fill('1000');
    await expect(page).toHaveTitle('Adresse de facturation — Commande — Gamelle');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Livraison')).toBeFocused();
    await expect(page).toHaveTitle('Livraison — Commande — Gamelle');
  });

  test('SPEC §2: two tabs on one order — the other tab warns of the action in progress', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'onglets', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001');
    await signIn(page, auth);
    await openCheckout(page, token);
    const other = await page.context().newPage();
    await openCheckout(other, token);
    // The shopper had started typing in the other tab: its field has the focus when the news comes.
    await other.getByRole('textbox', { name: 'Prénom' }).focus();
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(step(page, 'Livraison')).toBeFocused();
    const dialog = other.getByRole('dialog', { name: 'Action en cours dans un autre onglet' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('L’autre onglet a terminé');
    await expectNoAxeViolations(other);
    // A modal dialog, said so.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await dialog.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(dialog).toBeHidden();
    // The other tab shows the order as the server has it now: on to delivery, the address is there;
    // the field that had the focus went with the billing step, the focus is on the new step's title.
    await expect(step(other, 'Livraison')).toBeVisible();
    await expect(step(other, 'Livraison')).toBeFocused();
    await expect(other.getByText('12 rue des Lilas')).toBeVisible();
    await other.getByRole('button', { name: '2. Adresse de facturation' }).click();
    await expect(other.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    await other.close();
  });

  test('the whole checkout with the keyboard alone, and an expired access token renewed silently mid-way', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The expired token's call answers 401 once; the browser logs it, the shopper sees nothing.
    consoleErrors.allow(/status of 401/);
    const { auth } = await newCustomer(request, 'clavier', { firstName: 'Paul', lastName: 'Durand' });
    const token = await cartWith(page, '10000001', 2);
    await signIn(page, auth);
    await openCheckout(page, token);

    /** Presses Tab until `target` has the focus (the keyboard is the only way in). */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 60; i += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`pas de focus clavier sur ${target}`);
    };
    const type = async (target: Locator, text: string) => {
      await tabTo(target);
      await page.keyboard.type(text);
    };
    await type(page.getByRole('textbox', { name: 'Prénom' }), 'Léa');
    await type(page.getByRole('textbox', { name: 'Nom', exact: true }), 'Petit');
    await type(page.getByRole('textbox', { name: 'Adresse', exact: true }), '3 place Bellecour');
    await type(page.getByRole('textbox', { name: 'Code postal' }), '69002');
    await type(page.getByRole('textbox', { name: 'Ville' }), 'Lyon');
    await tabTo(page.getByRole('radio', { name: 'France' }));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(step(page, 'Livraison')).toBeFocused();

    // The access token expires while the shopper chooses a carrier.
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.x`;
    await page.evaluate((value) => localStorage.setItem('gamelle.accessToken', value), expired);

    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page.getByRole('radio', { name: /Colissimo à domicile/ }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Point relais Mondial Relay/ })).toBeChecked();
    const point = page.getByRole('radio', { name: /69002 Lyon/ }).first();
    await expect(point).toBeVisible();
    await tabTo(point);
    await page.keyboard.press('Space');
    await type(
      page.getByRole('group', { name: /Téléphone mobile/ }).getByRole('textbox', { name: 'Numéro' }),
      '0612345678',
    );
    await tabTo(page.getByRole('form', { name: 'Mode de livraison' }).getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(step(page, 'Paiement')).toBeFocused();
    // Renewed without a word: still here, a new valid token stored.
    await expect(page).toHaveURL(new RegExp(`/commande/${token}/$`));
    const renewed = await page.evaluate(() => localStorage.getItem('gamelle.accessToken'));
    expect(renewed).not.toBe(expired);
    expect(renewed).not.toBe(auth.token);

    await tabTo(page.getByRole('radio', { name: /^Carte Visa/ }));
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Virement bancaire/ })).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(step(page, 'Récapitulatif')).toBeFocused();
    await expect(page.getByText(/Point relais Mondial Relay/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: /^Valider ma commande/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Paiement par virement bancaire' })).toBeVisible();
    await expect(page.getByText('FR76 3000 6000 0112 3456 7890 189', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
