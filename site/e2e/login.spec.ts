import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('issue 8 login /connexion/ (SPEC §2, §4, §5, §8)', () => {
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
    await expect(
      page.getByText(/vous acceptez nos conditions d’utilisation et nos conditions générales de vente/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
    const { token, customer } = await page.evaluate(() => ({
      token: localStorage.getItem('gamelle.accessToken'),
      customer: localStorage.getItem('gamelle.customer'),
    }));
    const assigned = await page.request.get(`/api/v2/shop/orders/${cart}`);
    expect((await assigned.json()).customer).toBe(customer);
    expect(token?.split('.')).toHaveLength(3);
  });

  test('a returning customer: « Votre mot de passe est incorrect. » under the field, a way back, then signed in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*customers\/token/);
    const email = `retour-${Date.now()}@example.fr`;
    await request.post('/api/v2/shop/customers', {
      data: { email, password: 'croquettes', firstName: 'Paul', lastName: 'Durand' },
    });
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
    await expect(page.getByText('Votre mot de passe est incorrect.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
  });
});
