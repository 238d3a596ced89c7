import { expect, newCustomer, registerCustomer, signInWithTokens, test, waitForHydration } from './fixtures';

/** A JWT-shaped access token whose expiry has passed (the browser reads only its payload). */
const expiredToken = () =>
  `e30.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.signature`;

test.describe('session (SPEC §4, §6, §9)', () => {
  test('body marks is-anonymous, then is-logged; an expired access token is refreshed at once', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-anonymous\b/);

    const email = `session-${Date.now()}@example.fr`;
    await registerCustomer(request, { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
    const auth = await (
      await request.post('/api/v2/shop/customers/token', { data: { email, password: 'croquettes' } })
    ).json();
    const expired = expiredToken();
    await page.evaluate(
      ([token, refresh, customer]) => {
        localStorage.setItem('gamelle.accessToken', token as string);
        localStorage.setItem('gamelle.refreshToken', refresh as string);
        localStorage.setItem('gamelle.customer', customer as string);
      },
      [expired, auth.refresh_token, auth.customer],
    );
    await page.goto('/chien/');
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-logged\b/);
    const fresh = await page.evaluate(() => localStorage.getItem('gamelle.accessToken'));
    expect(fresh).not.toBe(expired);
    expect(fresh?.split('.')).toHaveLength(3);
  });

  test('"Failed refresh logs out": tokens cleared, the body back to is-anonymous', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401.*authentication-token\/refresh/);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate((token) => {
      localStorage.setItem('gamelle.accessToken', token);
      localStorage.setItem('gamelle.refreshToken', 'jeton-inconnu');
      localStorage.setItem('gamelle.customer', '/api/v2/shop/customers/1');
    }, expiredToken());
    await page.goto('/faq/');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gamelle.accessToken'))).toBeNull();
    await expect(page.locator('body')).toHaveClass(/\bis-anonymous\b/);
  });

  test('SPEC §2 customer-get-return-user: back on the home page on another device, the customer is greeted and finds their cart', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'retour', { firstName: 'Camille' });
    const headers = { Authorization: `Bearer ${auth.token}` };
    // A cart left on another device: two bags.
    const cart = (await (await request.post('/api/v2/shop/orders', { headers, data: { localeCode: 'fr_FR' } })).json())
      .tokenValue as string;
    const added = await request.patch(`/api/v2/shop/orders/${cart}/items`, {
      headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
      data: { productVariant: '/api/v2/shop/product-variants/10000001', quantity: 2 },
    });
    expect(added.status()).toBe(200);
    await page.goto('/faq/');
    await signInWithTokens(page, auth);
    // Back on the home page, a first page of this visit (a bookmark, the address typed).
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Bonjour Camille, ravis de vous revoir !' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon panier 2 articles' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gamelle.cartToken'))).toBe(cart);
    // Once a visit: not again on the next home page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Bonjour Camille, ravis de vous revoir !')).toHaveCount(0);
  });
});
