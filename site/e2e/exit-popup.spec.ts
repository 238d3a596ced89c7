import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  lastMailTo,
  test,
  waitForHydration,
} from './fixtures';

test.describe('the exit popup (SPEC §1, §9): the newsletter’s 5 € offer, once', () => {
  test.use({ consentChoice: 'none' });

  test('desktop: the pointer leaving through the top opens it; Escape closes it; a sign-up from it gets the code; never twice', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    // The browser says the pointer left the window through its top edge (Playwright's pointer cannot leave it).
    const leave = () =>
      page.evaluate(() =>
        document.dispatchEvent(new MouseEvent('mouseout', { clientY: 2, relatedTarget: null, bubbles: true })),
      );
    const popup = page.getByRole('dialog', { name: '5 € offerts sur votre première commande' });
    await expect(async () => {
      await leave();
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass();
    await axeAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Once per visitor and campaign: another exit, another page, no popup.
    await page.reload();
    await waitForHydration(page);
    await leave();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test('a 320 px phone: past half the page, a scroll back up opens it, and its sign-up is confirmed by e-mail', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    const popup = page.getByRole('dialog', { name: '5 € offerts sur votre première commande' });
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => window.scrollBy(0, -200));
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass();
    const email = `sortie-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
    await popup.getByRole('textbox', { name: 'Votre e-mail' }).fill(email);
    await popup.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(popup.getByRole('button', { name: 'Inscription envoyée' })).toBeVisible();
    const link =
      /https?:\/\/[^\s/]+\/landing\/offre-bienvenue\/#confirmation=[\w-]+/.exec(await lastMailTo(email))?.[0] ?? '';
    await page.goto(link);
    await expect(page.getByText('Votre inscription est confirmée. Merci !')).toBeVisible();
    await context.close();
  });
});
