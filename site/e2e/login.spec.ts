import { expect, expectNoAxeViolations, lastMailTo, registerCustomer, test, waitForHydration } from './fixtures';

/** The refusal of a request without the captcha's token (ADR 0027), as the shop and the form word it. */
const CAPTCHA_REQUIRED_FR =
  'La vérification de sécurité de votre navigateur manque : rechargez la page, puis réessayez.';

/** WCAG 1.4.10: the page does not scroll sideways at 320 px. */
async function expectReflowAt320(page: import('@playwright/test').Page, step: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `défilement horizontal à 320 px : ${step}`).toBeLessThanOrEqual(0);
}

test.describe('login /connexion/ (SPEC §2, §4, §5, §8)', () => {
  test('a new visitor: e-mail first, then registration with the terms wording; the cart becomes theirs', async ({
    page,
  }) => {
    await page.goto('/?variantId=10000001&quantity=1');
    await expect(page.getByText('1 article ajouté à votre panier.')).toBeVisible();
    const cart = await page.evaluate(() => localStorage.getItem('gamelle.cartToken'));
    await page.goto('/connexion/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`nouveau-${Date.now()}@example.fr`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
    // WCAG 2.4.2: each step's name in the page's title.
    await expect(page).toHaveTitle('Créez votre compte — Connexion — Gamelle');
    await expect(
      page.getByText(/vous acceptez nos conditions d’utilisation et nos conditions générales de vente/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/bienvenue\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue chez Gamelle !' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
    const { token, customer } = await page.evaluate(() => ({
      token: localStorage.getItem('gamelle.accessToken'),
      customer: localStorage.getItem('gamelle.customer'),
    }));
    const assigned = await page.request.get(`/api/v2/shop/orders/${cart}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await assigned.json()).customer).toBe(customer);
    // The customer's cart answers its owner only, no longer its token alone.
    expect((await page.request.get(`/api/v2/shop/orders/${cart}`)).status()).toBe(404);
    // The mini cart reads it with the bearer token: its count is still shown.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Mon panier 1 article' })).toBeVisible();
    expect(token?.split('.')).toHaveLength(3);
  });

  test('WCAG 1.4.10: at 320 px every step — e-mail, registration, password, forgotten password, new password — fits the screen, the « Afficher » button under the field', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const email = `etroit-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Jean', lastName: 'Moreau' });
    await page.goto('/connexion/');
    await waitForHydration(page);
    await expectReflowAt320(page, 'adresse e-mail');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`etroit-nouveau-${Date.now()}@example.fr`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
    await expectReflowAt320(page, 'inscription');
    const password = page.getByLabel('Mot de passe');
    const show = page.getByRole('button', { name: 'Afficher le mot de passe' });
    const [field, button] = [await password.boundingBox(), await show.boundingBox()];
    expect(button?.y ?? 0, 'le bouton sous le champ').toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));

    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
    await expectReflowAt320(page, 'mot de passe');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeFocused();
    await expectReflowAt320(page, 'mot de passe oublié');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeFocused();
    const link = /https?:\/\/[^\s/]+\/mot-de-passe-oublie\/[\w-]+\//.exec(await lastMailTo(email))?.[0] ?? '';
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    await expectReflowAt320(page, 'nouveau mot de passe');
    await expectNoAxeViolations(page);
  });

  test('a returning customer: « Votre mot de passe est incorrect. » under the field, a way back, then signed in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*customers\/token/);
    const email = `retour-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Paul', lastName: 'Durand' });
    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeFocused();
    await page.getByRole('button', { name: 'Changer d’adresse e-mail' }).click();
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Mot de passe').fill('mauvais');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Votre mot de passe est incorrect.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    // No remembered target: the account (SPEC §2).
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
    await expect(page.getByText('Bonjour Paul !')).toBeVisible();
    await expectNoAxeViolations(page);
    // SPEC §4 "Logout clears tokens, user and cart".
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-anonymous\b/);
    expect(await page.evaluate(() => localStorage.getItem('gamelle.accessToken'))).toBeNull();
  });

  test('forgot password: the confirmation of SPEC §2, then /mot-de-passe-oublie/{token}/ sets a new password once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404.*reset-password/);
    const email = `oubli-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Jean', lastName: 'Moreau' });
    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeFocused();
    await expect(page.getByText(/nous venons de vous envoyer un e-mail/)).toBeVisible();
    await expect(page.getByText(/patientez, et pensez à vérifier vos courriers indésirables/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactez notre service client' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An absolute link a mail client can open, on the shop's own origin.
    const link = /https?:\/\/[^\s/]+\/mot-de-passe-oublie\/[\w-]+\//.exec(await lastMailTo(email))?.[0] ?? '';
    expect(link).not.toBe('');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    await page.getByLabel(/^Nouveau mot de passe/).fill('nouvelles-croquettes');
    await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill('autre-chose');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Les deux mots de passe ne sont pas identiques.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill('nouvelles-croquettes');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Votre mot de passe est modifié.' })).toBeFocused();
    const signedIn = await request.post('/api/v2/shop/customers/token', {
      data: { email, password: 'nouvelles-croquettes' },
    });
    expect(signedIn.status()).toBe(200);
    // One use: the same link again says it is no longer valid.
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel(/^Nouveau mot de passe/).fill('encore-une-fois');
    await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill('encore-une-fois');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Ce lien n’est plus valable/)).toBeVisible();
  });

  test('SPEC §7 captcha: after 3 wrong passwords the 4th sign-in needs a captcha token — the one the browser obtained while the person typed passes; none or a forged one gets a clear French or Dutch error', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*customers\/token/);
    consoleErrors.allow(/status of 422.*customers\/token/);
    const email = `captcha-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Lucie', lastName: 'Garnier' });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/connexion\/$/);
    await waitForHydration(page);
    // Every sign-in the page sends carries the token obtained for `login`, nothing to read or click.
    const sent: { captcha?: unknown }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/customers/token')) sent.push(r.postDataJSON());
    });
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Mot de passe');
    for (let i = 1; i <= 3; i += 1) {
      await password.fill(`mauvais-${i}`);
      const answered = page.waitForResponse((r) => r.url().includes('/customers/token'));
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(401);
      await expect(page.getByText('Votre mot de passe est incorrect.', { exact: true })).toBeVisible();
    }

    // Now the shop asks for a token: without one, or with a forged one, a clear refusal.
    const signIn = (path: string, captcha?: string) =>
      request.post(path, { data: { email, password: 'croquettes', ...(captcha ? { captcha } : {}) } });
    const none = await signIn('/api/v2/shop/customers/token');
    expect(none.status()).toBe(422);
    expect((await none.json()).violations).toEqual([
      { propertyPath: 'captcha', code: 'captcha_required', message: CAPTCHA_REQUIRED_FR },
    ]);
    const dutch = await signIn('/api/v2/shop/customers/token?locale=nl');
    expect((await dutch.json()).violations[0].message).toBe(
      'De veiligheidscontrole van uw browser ontbreekt: laad de pagina opnieuw en probeer het nog eens.',
    );
    const forgedToken = Buffer.from(
      JSON.stringify({
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', data: { action: 'login' } }, signature: 'ab' },
        solution: { counter: 1, derivedKey: 'cd' },
      }),
    ).toString('base64');
    const forged = await signIn('/api/v2/shop/customers/token', forgedToken);
    expect(forged.status()).toBe(422);
    expect((await forged.json()).violations[0]).toMatchObject({
      code: 'captcha_invalid',
      message:
        'La vérification de sécurité de votre navigateur n’est plus valable : rechargez la page, puis réessayez.',
    });
    // A browser whose token never reaches the shop: the form says so at its top, in French.
    const withoutToken = '**/api/v2/shop/customers/token*';
    await page.route(withoutToken, (route) => {
      const { captcha: _dropped, ...body } = route.request().postDataJSON();
      return route.continue({ postData: JSON.stringify(body) });
    });
    await password.fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page.getByText(CAPTCHA_REQUIRED_FR)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(withoutToken);

    // With the token the browser obtained, the right password signs in.
    await password.fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.getByText('Bonjour Lucie !')).toBeVisible();
    expect(sent.length).toBeGreaterThanOrEqual(6);
    for (const body of sent) expect(typeof body.captcha).toBe('string');
  });

  test('ADR 0027: a reset e-mail sent before its token is solved waits, its button busy and a status saying so, then goes', async ({
    page,
    request,
  }) => {
    const email = `attente-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Marc', lastName: 'Henry' });
    // The challenge held back, as on a slow phone or network.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/shop/captcha/challenge*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeFocused();
    const send = page.getByRole('button', { name: 'Recevoir le lien' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Vérification de sécurité de votre navigateur en cours…' }),
    ).toBeVisible();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeFocused();
    expect(await lastMailTo(email)).toMatch(/mot-de-passe-oublie/);
  });

  test('SPEC §2 gi-token: a federated credential signs in and leaves the address; a bad one shows the form', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*customers\/token/);
    const email = `google-${Date.now()}@example.fr`;
    // The (simulated) provider first proves the address with a code it e-mails.
    const { challenge } = await (
      await request.post('/api/v2/identity/challenges', { data: { email, firstName: 'Inès', lastName: 'Roux' } })
    ).json();
    const code = /\b(\d{6})\b/.exec(await lastMailTo(email))?.[1];
    const { idToken } = await (await request.post('/api/v2/identity/id-tokens', { data: { challenge, code } })).json();
    await page.goto(`/connexion/?gi-token=${idToken}`);
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.getByText('Bonjour Inès !')).toBeVisible();

    // Logging out revokes the session's refresh token on the server.
    const refreshToken = await page.evaluate(() => window.localStorage.getItem('gamelle.refreshToken'));
    const revoked = page.waitForResponse((r) => r.url().includes('/authentication-token/revoke'));
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await revoked).status()).toBe(204);
    // The home page itself: /mon-compte/ also ends with a slash.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    const renewal = await request.post('/api/v2/shop/authentication-token/refresh', {
      data: { refresh_token: refreshToken },
    });
    expect(renewal.status()).toBe(401);
    await page.goto('/connexion/?gi-token=faux.jeton.google');
    await waitForHydration(page);
    await expect(
      page.getByText('La connexion avec Google a échoué : connectez-vous avec votre adresse e-mail.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
    expect(page.url()).not.toContain('gi-token');
    await expectNoAxeViolations(page);

    // An account opened with a password, its address never proven (perhaps by someone else): Google
    // does not sign into it; the page says how its owner gets in.
    consoleErrors.allow(/status of 409.*customers\/token/);
    const trapped = `piege-${Date.now()}@example.fr`;
    await registerCustomer(request, {
      email: trapped,
      password: 'croquettes-du-piege',
      firstName: 'Paul',
      lastName: 'Piège',
    });
    const second = await (
      await request.post('/api/v2/identity/challenges', {
        data: { email: trapped, firstName: 'Inès', lastName: 'Roux' },
      })
    ).json();
    const secondCode = /\b(\d{6})\b/.exec(await lastMailTo(trapped))?.[1];
    const trappedToken = (
      await (
        await request.post('/api/v2/identity/id-tokens', { data: { challenge: second.challenge, code: secondCode } })
      ).json()
    ).idToken;
    await page.goto(`/connexion/?gi-token=${trappedToken}`);
    await expect(
      page.getByText(/^Un compte protégé par un mot de passe existe déjà pour cette adresse e-mail/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  });

  test('SPEC §2 guards: the account sends an anonymous visitor to the login and back; the welcome page to the home page', async ({
    page,
    request,
  }) => {
    await page.goto('/mon-compte/bienvenue/');
    // The home page itself (not any path ending with a slash): the redirect has happened.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await page.goto('/mon-compte/');
    await expect(page).toHaveURL(/\/connexion\/$/);
    const email = `garde-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Zoé', lastName: 'Blanc' });
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.getByText('Vous n’avez pas encore passé de commande.')).toBeVisible();
    // Signed in, the login page is no place to be (is-anonymous guard).
    await page.goto('/connexion/');
    await expect(page).toHaveURL(/\/mon-compte\/$/);
  });
});
