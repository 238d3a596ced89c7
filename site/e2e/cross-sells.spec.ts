import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  newCustomer,
  placeOrder,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

const PRODUCT = '/produits/croquettes-chien-adulte-au-poulet/';

/** The names of every cat product of the catalogue: none may be offered for a dog. */
async function catNames(request: APIRequestContext): Promise<Set<string>> {
  const answer = await request.get('/cms/b2c-products?filters[animal]=cat&pageSize=100&render=1');
  return new Set(((await answer.json()).data as { name: string }[]).map((product) => product.name));
}

/** The products a cross-sell block shows, by their cards' titles. */
const cardNames = (block: Locator) => block.getByRole('heading', { level: 3 }).allTextContents();

async function addShownProduct(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/ajouté à votre panier/)).toBeVisible();
}

test.describe('cross-sells that fit: never a product already in the cart, the animal of the cart or the subscription (SPEC §7 keys)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('« Vous aimerez aussi » leaves out a product once it is in the cart, and shows the next one', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await waitForHydration(page);
    const block = page.getByRole('region', { name: 'Vous aimerez aussi' });
    await expect(block.getByRole('heading', { level: 3 })).toHaveCount(4);
    const [first] = await cardNames(block);
    expect(first).toBeTruthy();
    await block.getByRole('link', { name: first }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await addShownProduct(page);

    await page.goto(PRODUCT);
    await waitForHydration(page);
    await expect(block.getByRole('heading', { level: 3, name: first })).toHaveCount(0);
    await expect(block.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  test('a dog’s cart is offered dog food and treats, never cat food, never what it has; a product taken is offered no more', async ({
    page,
    request,
  }) => {
    const cats = await catNames(request);
    await page.goto(PRODUCT);
    await addShownProduct(page);
    await page.getByRole('link', { name: /^Mon panier 1 article/ }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await waitForHydration(page);
    const lines = page.getByRole('list', { name: 'Articles de votre panier' });
    const block = page.getByRole('region', { name: 'Pour compléter votre commande' });
    await expect(block.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const offered = await cardNames(block);
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) {
      expect(cats.has(name), `${name} est pour un chat`).toBe(false);
      expect(name).not.toBe('Croquettes chien adulte au poulet');
    }
    // The dog's own list (SPEC §7 cross_sell_produit_chien) comes first: its treats.
    expect(offered[0]).toBe('Bâtonnets à mâcher au poulet');
    await expectNoAxeViolations(page);

    const [taken] = offered;
    await block.getByRole('link', { name: taken }).first().click();
    await addShownProduct(page);
    await page.getByRole('link', { name: /^Mon panier 2 articles/ }).click();
    await waitForHydration(page);
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(block.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(block.getByRole('heading', { level: 3, name: taken })).toHaveCount(0);
  });

  test('a dog’s subscription is offered dog food for its next delivery, not cat food, not what it has', async ({
    page,
    request,
  }) => {
    const cats = await catNames(request);
    const { auth } = await newCustomer(request, 'abonne-croise');
    await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto('/mon-compte/mes-abonnements/');
    await page
      .getByRole('link', { name: /^Gérer l’abonnement / })
      .first()
      .click();
    await waitForHydration(page);
    const upsells = page.getByRole('region', { name: 'Ajouter à la prochaine livraison' });
    const buttons = upsells.getByRole('button', { name: /^Ajouter .* à la prochaine livraison seulement$/ });
    await expect(buttons.first()).toBeVisible();
    const names = (await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Ajouter /, '').replace(/ à la prochaine livraison seulement$/, ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(
        [...cats].some((cat) => name.startsWith(`${cat} `)),
        `${name} est pour un chat`,
      ).toBe(false);
      expect(name.startsWith('Croquettes chien adulte au poulet ')).toBe(false);
    }
    await expectNoAxeViolations(page);
  });
});
