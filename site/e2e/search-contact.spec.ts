import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('SPEC §2 "/rechercher/": search through the search service, with facets', () => {
  test('searches as the shopper types, narrows by a facet, sorts, and keeps it all in the URL', async ({ page }) => {
    await page.goto('/rechercher/');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Que cherchez-vous ?' });
    await box.fill('poulet');
    // RGAA 7.5: the count is a status message, said without moving the focus from the box.
    await expect(page.getByRole('status').filter({ hasText: '8 produits pour « poulet »' })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\?q=poulet$/);
    await page.getByRole('group', { name: 'Animal' }).getByRole('radio', { name: /Chat/ }).check();
    await expect(page.getByText('4 produits pour « poulet »')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    // The URL changes at once and the results stay while the sorted ones load: their answer, then their count.
    const sorted = page.waitForResponse((response) => new URL(response.url()).searchParams.get('sort') === 'newest');
    await page.getByLabel('Trier par').selectOption('newest');
    await expect(page).toHaveURL(/q=poulet&animal=cat&tri=nouveautes/);
    await sorted;
    await expect(page.getByText('4 produits pour « poulet »')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText('4 produits pour « poulet »')).toBeVisible();
  });

  test('on a phone the facets fold under « Filtrer » with the count of active ones, the results right after', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/rechercher/?q=poulet');
    await waitForHydration(page);
    await expect(page.getByText('8 produits pour « poulet »')).toBeVisible();
    const summary = page.locator('summary', { hasText: 'Filtrer' });
    const cat = page.getByRole('group', { name: 'Animal' }).getByRole('radio', { name: /Chat/ });
    await expect(cat).toBeHidden();
    await summary.click();
    await cat.check();
    await expect(page.getByText('4 produits pour « poulet »')).toBeVisible();
    await expect(summary).toHaveText('Filtrer (1 filtre actif)');
    await expectNoAxeViolations(page);
  });

  test('tolerates accents and typos, and says so when nothing matches', async ({ page }) => {
    await page.goto('/rechercher/?q=patee%20poulet');
    await waitForHydration(page);
    await expect(page.getByText('1 produit pour « patee poulet »')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pâtée chiot au poulet et riz' })).toBeVisible();
    await page.getByRole('searchbox').fill('croquetes');
    await expect(page.getByText(/^\d+ produits pour « croquetes »$/)).toBeVisible();
    await page.getByRole('searchbox').fill('zzzzzz');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun produit ne correspond à « zzzzzz ».')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 search: typos forgiven as shoppers make them — the words searched are said, « Vouliez-vous dire » when nothing matches', async ({
    page,
  }) => {
    // The shopper comes by the header's link.
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Rechercher', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un produit' })).toBeVisible();
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Que cherchez-vous ?' });
    // A missing letter and two letters swapped: the dog kibble all the same, and the words searched.
    await box.fill('croquetes chein');
    await expect(
      page.getByText(/^Résultats pour « croquetes chien » \(vous aviez écrit « croquetes chein »\) : \d+ produits$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?q=croquetes\+chein$/);
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toMatch(/^Croquettes chien /);
    await expectNoAxeViolations(page);
    // Nothing near enough to correct: the count says so, and a suggestion follows with its link,
    // said at once (RGAA 7.5.2: a suggestion is an alert).
    await box.fill('crokettess');
    await expect(page.getByRole('status').filter({ hasText: 'crokettess' })).toHaveText(
      'Aucun produit ne correspond à « crokettess ».',
    );
    const suggestion = page.getByRole('alert').filter({ hasText: 'Vouliez-vous dire' });
    await expect(suggestion).toHaveText('Vouliez-vous dire « croquettes » ?');
    await expectNoAxeViolations(page);
    await suggestion.getByRole('link', { name: 'croquettes' }).click();
    await expect(page.getByText(/^\d+ produits pour « croquettes »$/)).toBeVisible();
    await expect(page.getByText(/Vouliez-vous dire/)).toHaveCount(0);
    await expect(box).toHaveValue('croquettes');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\?q=croquettes$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('SPEC §8: a search-service failure shows a message and a retry', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await page.route('**/search/products**', (route) => route.abort('failed'));
    await page.goto('/rechercher/?q=poulet');
    await expect(page.getByRole('alert').filter({ hasText: 'La recherche est momentanément' })).toContainText(
      'La recherche est momentanément indisponible (Network request failed).',
    );
    await page.unroute('**/search/products**');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('8 produits pour « poulet »')).toBeVisible();
  });
});

test.describe('SPEC §2 "/nous-contacter/": the contact form of SPEC §3 with a file', () => {
  test('an empty form shows the messages under its fields, and loses nothing', async ({ page }) => {
    await page.goto('/nous-contacter/');
    await waitForHydration(page);
    await page.getByLabel('Votre adresse e-mail').fill('anne@example');
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expect(page.getByText(/Le formulaire contient 3 erreurs/)).toBeVisible();
    await expect(page.getByLabel('Votre message')).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
    await expect(page.getByLabel('Votre adresse e-mail')).toHaveValue('anne@example');
    await expectNoAxeViolations(page);
  });

  test('refuses an unsupported file at once: "Type de fichier non supporté"', async ({ page }) => {
    await page.goto('/nous-contacter/');
    await waitForHydration(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByText(/Type de fichier non supporté/)).toBeVisible();
  });

  test('sends a message with a file, with the keyboard alone: "Votre message a été envoyé"', async ({ page }) => {
    await page.goto('/nous-contacter/');
    await waitForHydration(page);
    await page.getByLabel('Votre adresse e-mail').fill('anne@example.fr');
    await page.getByRole('radio', { name: 'Ma commande' }).check();
    await page.getByLabel('Numéro de commande (facultatif)').fill('000123');
    await page.getByLabel('Votre message').fill('Bonjour, mon colis est arrivé abîmé.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await expect(page.getByRole('list', { name: 'Fichiers choisis' })).toContainText('photo.png');
    await page.getByRole('button', { name: 'Envoyer mon message' }).focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Votre message a été envoyé' });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
