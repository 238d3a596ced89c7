import { expect, test, waitForHydration } from './fixtures';

/** A JWT-shaped access token whose expiry has passed (the browser reads only its payload). */
const expiredToken = () =>
  `e30.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.signature`;

test.describe('issue 8 session (SPEC §4, §6, §9)', () => {
  test('body marks is-anonymous, then is-logged; an expired access token is refreshed at once', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bis-anonymous\b/);

    const email = `session-${Date.now()}@example.fr`;
    await request.post('/api/v2/shop/customers', {
      data: { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' },
    });
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
});
