import type { Locator, Page } from '@playwright/test';
import { expect, newCustomer, signInWithTokens, test, waitForHydration } from './fixtures';

/**
 * What the shop looks like, pinned by screenshots of its first screen — home,
 * category, product, cart, a checkout step and the account's dashboard, on a phone (390 px) and a
 * desktop (1280 px). The pictures are the committed files of docs/screenshots/ (the README shows
 * them): a change of the look fails here until it is accepted on purpose with
 * `cd site && node ../scripts/e2e.mjs e2e/screenshots.spec.ts --update-snapshots`, and the new
 * pictures are committed with the change. Stable on a fresh machine: the typeface is the shop's own
 * (self-hosted, waited for), Chromium is Debian's, the seed catalogue is the same on every start, the
 * product shown is one no other test buys (its stock never moves), and what differs from run to run
 * (an e-mail address) is masked.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A product no other test orders: its stock, shown on the page, is the seed's. */
const PRODUCT = '/produits/croquettes-chat-sterilise-a-la-truite/';

/** The page as a shopper sees it once everything has arrived: code, typeface and the pictures on screen. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectLook(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    // Anti-aliasing may differ by a few pixels between runs; a change of the design moves far more.
    maxDiffPixelRatio: 0.01,
  });
}

test.describe('the look of the shop, pinned by screenshots (docs/screenshots/)', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { name, width, height } of WIDTHS) {
    test.describe(`${name} (${width} px)`, () => {
      test.use({ viewport: { width, height } });

      test(`home, category and product pages at ${width} px`, async ({ page }) => {
        await page.goto('/');
        await expectLook(page, `home-${width}`);
        await page.goto('/chat/');
        await expectLook(page, `category-${width}`);
        await page.goto(PRODUCT);
        await expectLook(page, `product-${width}`);
      });

      test(`cart and checkout's billing step at ${width} px`, async ({ page, request }) => {
        const { auth } = await newCustomer(request, `capture-${width}`);
        await page.goto(PRODUCT);
        await signInWithTokens(page, auth);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Ajouter au panier' }).click();
        await expect(page.getByRole('link', { name: /^Mon panier 1 article/ })).toBeVisible();
        await page.getByRole('link', { name: /^Mon panier 1 article/ }).click();
        await expect(page).toHaveURL(/\/panier\/$/);
        await expect(page.getByRole('link', { name: 'Passer commande' })).toBeVisible();
        await expectLook(page, `cart-${width}`);
        await page.getByRole('link', { name: 'Passer commande' }).click();
        await expect(page).toHaveURL(/\/commande\/[\w-]+\/$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Adresse de facturation' })).toBeVisible();
        await expectLook(page, `checkout-${width}`);
      });

      test(`account dashboard at ${width} px`, async ({ page, request }) => {
        const { email, auth } = await newCustomer(request, `capture-compte-${width}`);
        await page.goto('/');
        await signInWithTokens(page, auth);
        await page.goto('/mon-compte/');
        await waitForHydration(page);
        await expect(page.getByRole('navigation', { name: 'Mon compte' })).toBeVisible();
        await expectLook(page, `account-${width}`, [page.getByText(email)]);
      });
    });
  }
});
