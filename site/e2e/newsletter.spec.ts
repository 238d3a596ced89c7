import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  lastMailTo,
  registerCustomer,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

test.describe('the newsletter (SPEC §1, §4, §8): double opt-in and the 5 € welcome code', () => {
  test('a visitor signs up from the footer, confirms from the e-mail’s link, and the code takes 5 € off a first order', async ({
    page,
    request,
  }) => {
    const email = `lettre-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
    await page.goto('/chien/');
    await waitForHydration(page);
    const signup = page.getByRole('contentinfo').getByRole('form', { name: 'Notre lettre d’information' });
    await signup.getByRole('textbox', { name: 'Votre e-mail' }).fill('camille@');
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    // SPEC §8 "L'adresse email n'est pas valide", under the field, nothing typed lost.
    await expect(signup.getByRole('textbox', { name: 'Votre e-mail' })).toHaveAccessibleDescription(
      /L’adresse email n’est pas valide/,
    );
    await expect(signup.getByRole('textbox', { name: 'Votre e-mail' })).toHaveValue('camille@');
    await axeAtBothWidths(page);
    await signup.getByRole('textbox', { name: 'Votre e-mail' }).fill(email);
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    // SPEC §4 "Newsletter button moves from subscribe to subscribed".
    await expect(signup.getByRole('button', { name: 'Inscription envoyée' })).toBeVisible();
    await expect(signup.getByRole('status')).toContainText('confirmez votre inscription');

    // Double opt-in: an absolute link on the shop's origin, the token in the fragment.
    const link =
      /https?:\/\/[^\s/]+\/landing\/offre-bienvenue\/#confirmation=[\w-]+/.exec(await lastMailTo(email))?.[0] ?? '';
    expect(link).not.toBe('');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page.getByText('Votre inscription est confirmée. Merci !')).toBeVisible();
    const code =
      (await page
        .getByRole('strong')
        .filter({ hasText: /^BIENVENUE-/ })
        .textContent()) ?? '';
    expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{10}$/);
    // The token leaves the address once used.
    await expect(page).toHaveURL(/\/landing\/offre-bienvenue\/$/);
    await axeAtBothWidths(page);
    // The welcome e-mail, a newsletter e-mail, says how to stop receiving it.
    const welcome = await lastMailTo(email);
    expect(welcome).toContain(code);
    const leave = /https?:\/\/[^\s/]+\/landing\/offre-bienvenue\/#desinscription=[\w-]+/.exec(welcome)?.[0] ?? '';
    expect(leave).not.toBe('');

    // The code, on the subscriber's first order of 30 € or more, once they have an account.
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Camille', lastName: 'Petit' });
    const auth = await (
      await request.post('/api/v2/shop/customers/token', { data: { email, password: 'croquettes' } })
    ).json();
    await signInWithTokens(page, auth);
    await page.goto('/?variantId=10000001&quantity=2');
    await expect(page.getByText(/ajoutés? à votre panier/)).toBeVisible();
    await page.getByRole('link', { name: /^Mon panier/ }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await waitForHydration(page);
    await page.getByLabel('Code promo').fill(code);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();

    // Leaving from the e-mail's link: said on the page, and the account's choice follows.
    await page.goto(leave);
    // The answer takes the focus: a screen reader hears it.
    await expect(page.locator(':focus')).toContainText('C’est fait : vous ne recevrez plus notre lettre d’information');
    await expect(page).toHaveURL(/\/landing\/offre-bienvenue\/$/);
    const customer = await (
      await request.get(auth.customer, { headers: { Authorization: `Bearer ${auth.token}` } })
    ).json();
    expect(customer.subscribedToNewsletter).toBe(false);
  });
});
