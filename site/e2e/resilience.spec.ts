import { expect, test, waitForHydration } from './fixtures';

test.describe('issue 21 item 2 — SPEC §9 "login redirect in session storage" never leaves the shop', () => {
  test('a shopper whose remembered target is a parser trick signs in and lands on their account', async ({
    page,
    request,
  }) => {
    const email = `cible-${Date.now()}@example.fr`;
    await request.post('/api/v2/shop/customers', {
      data: { email, password: 'croquettes', firstName: 'Léa', lastName: 'Petit' },
    });
    // The account remembers where the shopper was going, as the is-authenticated guard does…
    await page.goto('/mon-compte/');
    await expect(page).toHaveURL(/\/connexion\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('gamelle.loginRedirect'))).toBe('/mon-compte/');
    // …and someone made it a path the browser reads as another host (`/\evil` is `//evil`).
    await page.evaluate(() => sessionStorage.setItem('gamelle.loginRedirect', '/\\evil.example/mon-compte/'));
    const shop = new URL(page.url()).origin;
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Mot de passe').fill('croquettes');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bonjour Léa !')).toBeVisible();
    await expect(page).toHaveURL(`${shop}/mon-compte/`);
  });
});
