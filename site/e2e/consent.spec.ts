import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths, expect, test, waitForHydration } from './fixtures';

/** Every request to the tracking service the page makes, as they leave. */
function trackingRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/tracking')) seen.push(request);
  });
  return seen;
}

const trackedEvent = (page: Page, event: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/tracking') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { event?: string } | null)?.event === event,
  );

test.describe('issue 26 item 5 consent before any tracker, item 3 the tracking client (SPEC §7, §9)', () => {
  test.use({ consentChoice: 'none' });

  test('a visitor who refuses is never tracked, then changes their mind from the footer', async ({ page }) => {
    const requests = trackingRequests(page);
    await page.goto('/chien/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Vos choix de cookies' });
    await expect(banner).toBeVisible();
    // Refusing is as easy as accepting: two buttons side by side, the same size.
    const refuse = banner.getByRole('button', { name: 'Tout refuser' });
    const accept = banner.getByRole('button', { name: 'Tout accepter' });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox?.height).toBe(acceptBox?.height);
    await axeAtBothWidths(page);
    await refuse.click();
    await expect(banner).toBeHidden();

    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\//);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Vos choix de cookies' })).toHaveCount(0);
    expect(requests.map((request) => request.url())).toEqual([]);

    // The choice, changed at any time from the footer: each purpose off until ticked.
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
    await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
    await axeAtBothWidths(page);
    await dialog.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(dialog).toBeHidden();
    const viewed = trackedEvent(page, 'page_view');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: /chat/i })
      .first()
      .click();
    expect((await viewed).status()).toBe(200);
  });

  test('a visitor who accepts: view_item then add_to_cart reach the tracking service with the SPEC’s fields', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    const viewed = trackedEvent(page, 'view_item');
    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    const item = (await viewed).request().postDataJSON() as Record<string, unknown>;
    expect((await viewed).status()).toBe(200);
    expect(item).toMatchObject({
      event: 'view_item',
      app_name: 'gamelle-site',
      // The segments the init event gave, once consent came, go with every event (SPEC §9).
      abtests: [{ name: 'bandeau-haut', segment: expect.stringMatching(/^[AB]$/) }],
      connection: 'Non-connected',
      items: [{ item_name: 'Croquettes chien adulte au poulet', discount: 0 }],
    });
    const price = (item.items as { price: number }[])[0]?.price ?? 0;
    // SPEC §9 "price divided by 100": euros, not cents.
    expect(price).toBeGreaterThan(1);
    expect(price).toBeLessThan(200);
    expect(new URL((await viewed).url()).searchParams.get('locale')).toBe('fr');

    const added = trackedEvent(page, 'add_to_cart');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const line = (await added).request().postDataJSON() as Record<string, unknown>;
    expect((await added).status()).toBe(200);
    expect(line).toMatchObject({
      event: 'add_to_cart',
      items: [{ item_name: 'Croquettes chien adulte au poulet', discount: 0, quantity: 1 }],
    });
    expect(((line.items as { item_id: string }[])[0]?.item_id ?? '').length).toBe(8);
  });

  test('SPEC §9 an A/B test keeps its segment across reloads: the top banner’s campaign stays the same', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Consent given on this page: the init event leaves at once, and its answer is applied.
    const first = trackedEvent(page, 'init');
    await page
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    const answer = (await (await first).json()) as {
      abtest: { name: string; segment: string }[];
      top_header: { text: string };
    };
    const segment = answer.abtest.find((test) => test.name === 'bandeau-haut')?.segment;
    expect(segment).toMatch(/^[AB]$/);
    await expect(page.getByText(answer.top_header.text)).toBeVisible();
    for (let i = 0; i < 2; i += 1) {
      const again = trackedEvent(page, 'init');
      await page.reload();
      const sent = (await again).request().postDataJSON() as { abtests: { name: string; segment: string }[] };
      // The stored segment goes with every event, and comes back the same.
      expect(sent.abtests).toEqual([{ name: 'bandeau-haut', segment }]);
      await expect(page.getByText(answer.top_header.text)).toBeVisible();
    }
  });
});
