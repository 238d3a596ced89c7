import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** One URL of every public route of SPEC §2 in the prerendered catalogue. */
const ROUTES = [
  { path: '/', h1: /.+/ },
  { path: '/page/conditions-utilisation/', h1: 'Conditions d’utilisation' },
  // The accessibility statement French law asks for.
  { path: '/page/accessibilite/', h1: 'Déclaration d’accessibilité' },
  { path: '/rechercher/', h1: 'Rechercher un produit', noindex: true },
  { path: '/nous-contacter/', h1: 'Nous contacter' },
  { path: '/landing/offre-bienvenue/', h1: '5 € offerts sur votre première commande', bare: true, noindex: true },
  { path: '/magasins/', h1: 'Nos magasins' },
  { path: '/magasins/lyon-croix-rousse/', h1: 'Gamelle Lyon Croix-Rousse' },
  { path: '/maintenance/', h1: 'Cette partie du site est en maintenance', noindex: true },
  { path: '/faq/', h1: 'Questions fréquentes' },
  { path: '/faq/livraison/', h1: 'Questions fréquentes : livraison' },
  { path: '/panier/', h1: 'Mon panier', noindex: true },
  { path: '/chien/', h1: 'Nourriture pour chien' },
  { path: '/chat/croquettes/', h1: /Croquettes pour chat/ },
  { path: '/produits/croquettes-chien-adulte-au-poulet/', h1: 'Croquettes chien adulte au poulet' },
  { path: '/produits/croquettes-chien-adulte-au-poulet/12-kg/', h1: 'Croquettes chien adulte au poulet' },
  { path: '/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/', h1: /^Échantillon/ },
] as const;

test.describe('SPEC §2: the e2e suite visits every public route', () => {
  for (const route of ROUTES) {
    test(`${route.path}: 200, head of SPEC §2, zero axe violation at 320, 768 and 1280 px`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      await expect(page).toHaveTitle(/ — Gamelle$|^Gamelle/);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(300);
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(description);
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toBe('noindex' in route && route.noindex ? 'noindex' : 'index, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/(\S*\/)?$/);
      if (!('noindex' in route)) {
        await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      }
      // Landing pages have no layout; every other page has the header, the footer and the skip link.
      const layout = 'bare' in route && route.bare ? 0 : 1;
      await expect(page.getByRole('banner')).toHaveCount(layout);
      await expect(page.getByRole('contentinfo')).toHaveCount(layout);
      // Every text is in a landmark (axe's best-practice rule `region`), the promo
      // banner included, so moving by landmarks reaches everything.
      const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(
        violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
        'texte hors repère',
      ).toEqual([]);
      for (const width of [320, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `défilement horizontal à ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('accessibility statement: every footer, the slim one too, names the accessibility status and leads to the statement', async ({
    page,
  }) => {
    for (const path of ['/', '/connexion/']) {
      await page.goto(path);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : partiellement conforme' });
      await expect(link).toHaveAttribute('href', '/page/accessibilite/');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : partiellement conforme' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
    await expect(page.getByText(/\d+ %.*des critères du RGAA version 4\.1 sont respectés/)).toBeVisible();
  });

  test('SPEC §2 error page: the 404 page with its status, links to dog and cat food, cross-sell, not indexed', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/page-inexistante/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alimentation pour chien' })).toHaveAttribute('href', '/chien/');
    await expect(page.getByRole('link', { name: 'Alimentation pour chat' })).toHaveAttribute('href', '/chat/');
    await expect(page.getByRole('heading', { level: 2, name: 'Nos produits du moment' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('W3C Permissions Policy: the browser takes the shop’s policy whole (no feature it does not know): camera, microphone, position and payments refused, full screen, autoplay, picture-in-picture and the clipboard’s writing kept', async ({
    page,
  }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy/i.test(message.text())) complaints.push(message.text());
    });
    for (const path of ['/', '/produits/croquettes-chien-adulte-au-poulet/', '/nl/panier/']) {
      const response = await page.goto(path);
      expect(response?.headers()['permissions-policy'], path).toContain('camera=()');
      const allowed = await page.evaluate(() => {
        // Chromium's view of the policy the page runs under.
        const policy = (document as unknown as { featurePolicy: { allowsFeature(feature: string): boolean } })
          .featurePolicy;
        return ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'autoplay']
          .concat(['picture-in-picture', 'clipboard-write'])
          .filter((feature) => policy.allowsFeature(feature));
      });
      expect(allowed, path).toEqual(['fullscreen', 'autoplay', 'picture-in-picture', 'clipboard-write']);
    }
    expect(complaints).toEqual([]);
  });

  test('ADR 0019 the other language: the 404 page’s « Nederlands » leads to the Dutch home page, not to another 404', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto('/page-inexistante/');
    await waitForHydration(page);
    const dutch = page.getByRole('link', { name: 'Nederlands' });
    await expect(dutch).toHaveAttribute('href', '/nl/');
    // The prerendered page a browser gets before any script says the same (the page as served for
    // every unknown path).
    const served = await (await request.get('/page-inexistante/')).text();
    expect(served).toMatch(/<a href="\/nl\/" hrefLang="nl" lang="nl">Nederlands<\/a>/);
    expect(served).not.toContain('href="/nl/404"');
    await dutch.click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Page non trouvée|Pagina niet gevonden/ })).toHaveCount(0);
    expect((await request.get('/nl/')).status()).toBe(200);
  });

  // (A FAQ query no question answers is the FAQ's search saying so: content.spec.ts.)
  test('"Bad input": unknown shop, landing and format are the 404 page with status 404', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    for (const path of [
      '/magasins/inconnu/',
      '/landing/inconnue/',
      '/produits/croquettes-chien-adulte-au-poulet/99-kg/',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    }
  });
});
