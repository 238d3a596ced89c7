import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const WIDTHS = [320, 768, 1280];

test.describe('Catalogue', () => {
  test('SPEC §2 "/{category}*/": a category lists its products with prices and links to sub-categories', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await expect(page.getByRole('heading', { level: 1, name: 'Nourriture pour chien' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sous-catégories' }).getByRole('link', { name: 'Croquettes pour chien' }),
    ).toHaveAttribute('href', '/chien/croquettes/');
    await expect(page.getByText('24 produits', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Trier par')).toHaveValue('best_sellers');
    const first = page.getByRole('article').first();
    await expect(first.getByText(/À partir de \d+,\d{2}\s€\sTTC/)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('a sub-category has its breadcrumb and only its products', async ({ page }) => {
    await page.goto('/chat/patees/');
    await expect(
      page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Nourriture pour chat' }),
    ).toBeVisible();
    await expect(page.getByText('8 produits', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 listing: sort modes, filters kept in the URL, and "load more" that moves focus to the new products', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    // Load more: the next twelve, focus on the first new one.
    await page.getByRole('button', { name: 'Voir plus de produits (12 sur 24)' }).click();
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('button', { name: /Voir plus/ })).toHaveCount(0);
    await expect(cards.nth(12).getByRole('link')).toBeFocused();
    // A filter narrows the list and lands in the URL.
    const age = page.getByRole('group', { name: 'Âge' });
    await age.getByRole('checkbox', { name: /Senior/ }).check();
    await expect(page.getByText('3 produits', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveURL(/\/chien\/\?age=senior$/);
    // Sort modes of SPEC §9.
    // The URL changes at once and the three cards stay while the sorted list loads: its answer, then its count.
    const sorted = page.waitForResponse((response) => new URL(response.url()).searchParams.get('sort') === 'newest');
    await page.getByLabel('Trier par').selectOption({ label: 'Nouveautés' });
    await expect(page).toHaveURL(/tri=nouveautes/);
    await sorted;
    await expect(page.getByText('3 produits', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(3);
    await expectNoAxeViolations(page);
    // A reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('Trier par')).toHaveValue('newest');
    await expect(age.getByRole('checkbox', { name: /Senior/ })).toBeChecked();
    await expect(cards).toHaveCount(3);
  });

  test('SPEC §2 listing on a phone: the filters fold under « Filtrer », opened with the keyboard, the count of active filters in it; shown beside the list on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/chien/');
    await waitForHydration(page);
    const summary = page.locator('summary', { hasText: 'Filtrer' });
    const senior = page.getByRole('group', { name: 'Âge' }).getByRole('checkbox', { name: /Senior/ });
    await expect(summary).toBeVisible();
    await expect(senior).toBeHidden();
    // Comfortable targets on a phone (WCAG 2.2 target size): the disclosure and the sort select.
    for (const target of [summary, page.getByLabel('Trier par')]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    // The first product is nearer the top than the facets let it be (they filled two screens).
    const firstCard = page.getByRole('article').first();
    expect(await firstCard.evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(2 * 700);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(senior).toBeVisible();
    await senior.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('3 produits', { exact: true })).toBeVisible();
    await expect(summary).toHaveText('Filtrer (1 filtre actif)');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(summary).toBeHidden();
    await expect(page.getByRole('group', { name: 'Type d’aliment' }).getByRole('checkbox').first()).toBeVisible();
  });

  test('the product page shows name, price and composition without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Croquettes chien adulte au poulet' })).toBeVisible();
    await expect(page.getByText(/À partir de \d+,\d{2}\s€\sTTC/).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sac de 6 kg/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Composition' })).toBeVisible();
    await expect(page.getByText(/^Poulet frais/)).toBeVisible();
    // SPEC §2 "Rich text is markdown with html allowed": the description's markdown is rendered, never shown raw.
    const descriptionSection = page.getByRole('region', { name: 'Description' });
    await expect(descriptionSection.locator('strong', { hasText: 'poulet' })).toBeVisible();
    await expect(descriptionSection.locator('p')).toHaveCount(2);
    await expect(descriptionSection).not.toContainText('**');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        // Absolute as every other URL there; one offer per format (Google's merchant listings).
        image: expect.stringMatching(/^https?:\/\/[^/]+\/images\//),
        offers: expect.arrayContaining([
          expect.objectContaining({
            '@type': 'Offer',
            priceCurrency: 'EUR',
            url: expect.stringMatching(/^https?:\/\/[^/]+\/produits\/croquettes-chien-adulte-au-poulet\/[^/]+\/$/),
          }),
        ]),
        aggregateRating: expect.objectContaining({ bestRating: 5 }),
      }),
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/produits\/croquettes-chien-adulte-au-poulet\/$/,
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    expect(description?.length).toBeLessThanOrEqual(300);
    await context.close();
  });

  test("directive 98/6/EC unit price: each format shows its price per kilogram, the card its cheapest format's, in French and in Dutch", async ({
    page,
  }) => {
    const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    for (const [path, pattern, perKg] of [
      [
        '/produits/croquettes-chien-adulte-au-poulet/',
        /(?:Sac de (\d+) kg).*?(\d+,\d{2}) € TTC.*?(\d+,\d{2}) € \/ kg/,
        /^\d+,\d{2}\s€\s\/\skg$/,
      ],
      [
        '/nl/produits/croquettes-chien-adulte-au-poulet/',
        /(?:Zak van (\d+) kg).*?€ (\d+,\d{2}) incl\. btw.*?€ (\d+,\d{2}) \/ kg/,
        /^€\s\d+,\d{2}\s\/\skg$/,
      ],
    ] as const) {
      await page.goto(path);
      const formats = page.getByRole('radio', { name: /k?g/ });
      // The formats' names with their prices, read as a person reads the labels.
      const labels = await page.locator('label:has(input[type="radio"])').allTextContents();
      const read = labels.map((label) => pattern.exec(label.replace(/\s+/g, ' '))).filter((m) => m !== null);
      expect(read.length, `${path}: formats with a unit price`).toBeGreaterThanOrEqual(2);
      for (const [, kg, price, unit] of read) {
        expect(Math.abs(euros(unit as string) - euros(price as string) / Number(kg)), `${kg} kg`).toBeLessThanOrEqual(
          0.005,
        );
      }
      expect(await formats.count()).toBeGreaterThanOrEqual(2);
      // The cross-sell's cards: each price with its price per kilogram under it.
      const card = page
        .getByRole('article')
        .filter({ hasText: /À partir de|Vanaf/ })
        .first();
      await expect(card.getByText(perKg)).toBeVisible();
    }
  });

  test('SPEC §2 "/produits/{product}/{format?}/": formats, subscription with its frequencies, a format URL preselects', async ({
    page,
  }) => {
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/12-kg/');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /Sac de 12 kg/ })).toBeChecked();
    await page.getByRole('radio', { name: /Sac de 6 kg/ }).check();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/6-kg\/$/);
    await page.getByRole('radio', { name: /Abonnement/ }).check();
    const frequency = page.getByLabel('Fréquence de livraison');
    await expect(frequency).toHaveValue('31');
    await expect(frequency.locator('option')).toHaveCount(10);
    await expect(page.getByLabel('Quantité de Croquettes chien adulte au poulet')).toHaveValue('1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/produits\/croquettes-chien-adulte-au-poulet\/$/,
    );
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 page head: the home page opens with best sellers; each product its own packshot; every product and category page shared with its own 1200 × 630 picture and a large card', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const best = page.getByRole('region', { name: 'Nos meilleures ventes' });
    await expect(best.getByRole('article')).toHaveCount(4);
    // Each best seller's picture is drawn for it: no two the same.
    const sources = await best
      .getByRole('article')
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      );
    const pictures = await Promise.all(
      sources.map(async (source) => (await (await request.get(new URL(source).pathname)).body()).toString('base64')),
    );
    expect(new Set(pictures).size).toBe(4);

    // What a network's crawler reads: the page's own HTML, asked for at its address.
    const shared = async () => {
      const html = await (await request.get(new URL(page.url()).pathname)).text();
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(meta('property', 'og:image:width')).toBe('1200');
      expect(meta('property', 'og:image:height')).toBe('630');
      const address = new URL(meta('property', 'og:image') ?? '');
      const answer = await request.get(address.pathname);
      expect(answer.status(), address.pathname).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
      const size = await page.evaluate(async (path) => {
        const image = new Image();
        image.src = path;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, address.pathname);
      expect(size).toEqual([1200, 630]);
      return address.pathname;
    };
    await best.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/produits\/[^/]+\/$/);
    const product = await shared();
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/(chien|chat)\/$/);
    expect(await shared()).not.toBe(product);
  });

  test('SPEC §2 product-sku-redirect: a sku path leads to the product', async ({ page }) => {
    await page.goto('/produits/CHIEN-CROQUETTES-00001/');
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/$/);
  });

  test('the product page passes axe at every width and hydrates without error', async ({ page }) => {
    await page.goto('/produits/croquettes-chat-adulte-au-saumon/');
    await expect(page.getByRole('heading', { name: 'Constituants analytiques' })).toBeVisible();
    // RGAA 5.4: each data table is named by the title above it.
    await expect(page.getByRole('table', { name: 'Constituants analytiques' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Table de rationnement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('the content pages of the footer exist: conditions-utilisation and donnees-personnelles', async ({ page }) => {
    await page.goto('/page/conditions-utilisation/');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: 'Données personnelles' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 bad input: an unknown product or category is the 404 page with status 404', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    for (const path of ['/produits/produit-inconnu/', '/chien/inconnue/', '/page/inconnue/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    }
  });
});

test.describe('Échantillons et maintenance', () => {
  test('SPEC §2 "/produits/echantillons/{sample}/": a free sample', async ({ page }) => {
    await page.goto('/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Échantillon croquettes chien adulte au poulet' }),
    ).toBeVisible();
    await expect(page.getByText('Offert avec votre commande', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter l’échantillon offert à mon panier' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC §2 "/maintenance/": title « Cette partie du site est en maintenance »', async ({ page }) => {
    await page.goto('/maintenance/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cette partie du site est en maintenance' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Cette partie du site est en maintenance/);
    await expectNoAxeViolations(page);
  });
});
