import { expect, newCustomer, signInWithTokens, test, waitForHydration } from './fixtures';
import { readingProblems } from './zoom';

/**
 * An auditor's reading checks (e2e/zoom.ts: reflow at 320 px and at 200 % zoom, text-only zoom at
 * 200 %, WCAG text spacing) on the states the browser draws over or into a Dutch page: the consent
 * banner and its dialog, the exit popup, a form's errors and their summary, the login's error. The
 * French states are checked where the screenshots pin them (screenshots.spec.ts), the pages of every
 * route in both languages by reachability.spec.ts.
 */
test.describe('RGAA 10.4, 10.11, 10.12: the Dutch client states at 320 px, at 200 % zoom, with text at 200 % and text spacing', () => {
  test.describe('a first visit', () => {
    test.use({ consentChoice: 'none' });

    test('the consent banner and its dialog', async ({ page }) => {
      await page.goto('/nl/');
      await waitForHydration(page);
      const banner = page.getByRole('region', { name: 'Uw cookiekeuzes' });
      await expect(banner.getByRole('button', { name: 'Alles weigeren' })).toBeVisible();
      expect(await readingProblems(page, 'bandeau de consentement')).toEqual([]);
      await banner.getByRole('button', { name: 'Mijn keuzes beheren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mijn keuzes beheren' });
      await expect(dialog.getByRole('checkbox', { name: 'Bezoekersmeting' })).toBeVisible();
      expect(await readingProblems(page, 'dialogue de consentement')).toEqual([]);
    });
  });

  test.describe('a visitor who accepted every cookie', () => {
    test.use({ consentChoice: 'accepted' });

    test('the exit popup', async ({ page }) => {
      // The top banner's text is the visitor's A/B segment, drawn at random once: this one holds A.
      await page.addInitScript(() =>
        window.localStorage.setItem('gamelle.abtests', JSON.stringify([{ name: 'bandeau-haut', segment: 'A' }])),
      );
      await page.goto('/nl/chien/');
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: '€ 5 korting op uw eerste bestelling' });
      // The pointer leaving the window through its top edge, as the browser says it.
      await expect(async () => {
        await page.evaluate(() =>
          document.dispatchEvent(new MouseEvent('mouseout', { clientY: 2, relatedTarget: null, bubbles: true })),
        );
        await expect(popup).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await readingProblems(page, 'popup de sortie')).toEqual([]);
    });
  });

  test('the billing form sent empty: every error and their summary', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'lezen-nl', { firstName: 'Lotte', lastName: 'Peeters' });
    await page.goto('/nl/');
    await signInWithTokens(page, auth);
    await page.goto('/nl/?variantId=10000001&quantity=1');
    await expect(page.getByText('1 artikel toegevoegd aan uw winkelmandje.')).toBeVisible();
    await page
      .getByRole('link', { name: /^Mijn winkelmandje/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nl\/panier\/$/);
    await page.getByRole('link', { name: 'Bestellen' }).click();
    const billing = page.getByRole('form', { name: 'Factuuradres' });
    await billing.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(billing.getByRole('alert')).toBeVisible();
    expect(await readingProblems(page, 'erreurs de l’adresse de facturation')).toEqual([]);
  });

  test('the login’s wrong password', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const { email } = await newCustomer(request, 'lezen-login-nl');
    await page.goto('/nl/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
    await page.keyboard.press('Enter');
    await page.getByLabel('Wachtwoord').fill('pas-le-bon');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Uw wachtwoord is onjuist.').first()).toBeVisible();
    expect(await readingProblems(page, 'erreur de connexion')).toEqual([]);
  });
});
