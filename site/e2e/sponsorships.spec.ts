import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  newCustomer,
  placeOrder,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

test.describe('sponsorships /mon-compte/mes-parrainages/ (SPEC §2, feature mention-me)', () => {
  test('the sponsor shares their link; the friend registers through it; the friend’s first order rewards the sponsor', async ({
    page,
    browser,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-write']);
    const sponsor = await newCustomer(request, 'parrain', { firstName: 'Paul', lastName: 'Durand' });
    await page.goto('/');
    await signInWithTokens(page, sponsor.auth);
    await page.goto('/mon-compte/');
    await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes parrainages' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-parrainages\/$/);
    await waitForHydration(page);
    const code =
      (await page
        .getByRole('strong')
        .filter({ hasText: /^PARRAIN-/ })
        .textContent()) ?? '';
    expect(code).toMatch(/^PARRAIN-[A-Z2-9]{10}$/);
    await expect(page.getByText('Aucun ami n’est encore venu avec votre code.')).toBeVisible();
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await expect(page.getByRole('button', { name: /Copié/ })).toBeVisible();
    await axeAtBothWidths(page);
    const link =
      (await page.getByText(/^https?:\/\/[^\s]+\/connexion\/\?parrain=PARRAIN-[A-Z2-9]{10}$/).textContent()) ?? '';
    expect(link.endsWith(code)).toBe(true);

    // The friend, in their own browser, opens the link and creates an account.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await waitForHydration(friend);
    // A new visitor answers the cookie banner first.
    await friend
      .getByRole('region', { name: 'Vos choix de cookies' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    await expect(friend.getByText(/Un proche vous a recommandé Gamelle/)).toBeVisible();
    const email = `filleul-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
    await friend.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await friend.keyboard.press('Enter');
    await expect(friend.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
    await friend.getByLabel('Prénom').fill('Léa');
    await friend.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await friend.getByLabel('Mot de passe').fill('croquettes');
    await friend.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(friend).toHaveURL(/\/mon-compte\/bienvenue\/$/);
    const token = (await friend.evaluate(() => localStorage.getItem('gamelle.accessToken'))) ?? '';
    await friendContext.close();

    await page.reload();
    await expect(page.getByText(/Léa M\., compte créé le .+ en attente de sa première commande\./)).toBeVisible();
    await placeOrder(request, token);
    await page.reload();
    await expect(page.getByText(/Léa M\., compte créé le .+ première commande passée/)).toBeVisible();
    await expect(page.getByRole('strong').filter({ hasText: /^MERCI-[A-Z2-9]{10}$/ })).toBeVisible();
  });
});
