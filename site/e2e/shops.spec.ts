import { expect, expectNoAxeViolations, jsonLdOf, test } from './fixtures';

test.describe('Magasins et plan du site', () => {
  test('SPEC §2 "/magasins/": shops by country with their opening-hours tag', async ({ page }) => {
    await page.goto('/magasins/');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos magasins' })).toBeVisible();
    for (const country of ['France', 'Belgique', 'Luxembourg']) {
      await expect(page.getByRole('heading', { level: 2, name: country })).toBeVisible();
    }
    const list = page.getByRole('navigation', { name: 'Liste des magasins' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(
      list
        .getByRole('listitem')
        .first()
        .getByText(/^(Ouvert|Ferme bientôt|Fermé|Fermeture exceptionnelle|Ouverture exceptionnelle)/),
    ).toBeVisible();
    // The map: a picture made at build from country shapes, numbered like the list, described in words.
    const map = page.getByRole('img', {
      name: /^Carte des magasins : 8 magasins, numérotés comme dans la liste\. 1\. /,
    });
    await expect(map).toBeVisible();
    expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const svg = await page.request.get('/magasins/carte.svg');
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect((await svg.text()).match(/<circle /g)).toHaveLength(8);
    // The list is the keyboard way through: every shop is a link reached by Tab.
    await page.getByRole('link', { name: 'Gamelle Paris Bastille' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/magasins\/paris-bastille\/$/);
    // Pages change in the browser: the address changes before the page shown, both ways.
    await expect(page.getByRole('heading', { level: 1, name: 'Gamelle Paris Bastille' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Nos magasins' })).toBeVisible();
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('SPEC §2 "/magasins/{shop}/": weekly hours, exceptional opening and JSON-LD store', async ({ page }) => {
    await page.goto('/magasins/');
    await page.getByRole('link', { name: 'Gamelle Lyon Croix-Rousse' }).click();
    await expect(page).toHaveURL(/\/magasins\/lyon-croix-rousse\/$/);
    await expect(page.getByRole('rowheader', { name: 'Lundi' })).toBeVisible();
    // RGAA 5.4: the table is named by its title.
    await expect(page.getByRole('table', { name: 'Horaires' })).toBeVisible();
    await expect(page.getByText(/Ouverture exceptionnelle avant Noël/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Structured data is in the prerendered head (crawlers load pages directly).
    await page.goto('/magasins/lyon-croix-rousse/');
    expect(await jsonLdOf(page, 'PetStore')).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Lyon' }) }),
    ]);
    expect(await jsonLdOf(page, 'BreadcrumbList')).toHaveLength(1);
  });

  test('sitemap.xml lists indexable pages only, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text();
    expect(sitemap).toContain('/produits/croquettes-chien-adulte-au-poulet/</loc>');
    expect(sitemap).toContain('/magasins/lyon-croix-rousse/</loc>');
    expect(sitemap).not.toContain('/panier/');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});
