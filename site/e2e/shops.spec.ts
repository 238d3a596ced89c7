import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('Magasins et plan du site', () => {
  test('SPEC §2 "/magasins/": shops by country with their opening-hours tag', async ({ page }) => {
    await page.goto('/magasins/');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos magasins' })).toBeVisible();
    for (const country of ['France', 'Belgique', 'Luxembourg']) {
      await expect(page.getByRole('heading', { level: 2, name: country })).toBeVisible();
    }
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^(Ouvert|Ferme bientôt|Fermé|Fermeture exceptionnelle)/),
    ).toBeVisible();
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
    await expect(page.getByText(/Ouverture exceptionnelle avant Noël/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Structured data is in the prerendered head (crawlers load pages directly).
    await page.goto('/magasins/lyon-croix-rousse/');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'PetStore', address: { addressLocality: 'Lyon' } });
  });

  test('sitemap.xml lists indexable pages only, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text();
    expect(sitemap).toContain('/produits/croquettes-chien-adulte-au-poulet/</loc>');
    expect(sitemap).toContain('/magasins/lyon-croix-rousse/</loc>');
    expect(sitemap).not.toContain('/panier/');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});
