import { expect, expectNoAxeViolations, jsonLdOf, test, waitForHydration } from './fixtures';

test.describe('Contenus', () => {
  test('SPEC §2 "Global content blocks": the home page renders the content system’s blocks, rich text as HTML', async ({
    page,
  }) => {
    await page.goto('/');
    // The hero's title, the page's largest text, is a heading (RGAA 9.1).
    await expect(page.getByRole('heading', { level: 2, name: 'Le meilleur pour leur gamelle' })).toBeVisible();
    await expect(page.getByText('Livraison offerte', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pourquoi Gamelle ?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Comment ça marche' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'notre guide croquettes' })).toHaveAttribute(
      'href',
      '/guide-croquettes/',
    );
    const blocks = await page
      .locator('[data-block]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
    expect(new Set(blocks).size).toBe(11);
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('SPEC §2 "Global content blocks", embed: the video is a link to its file until asked for, then the native player, playing and focused, in place', async ({
    page,
  }) => {
    // The file itself is not what this test is about: an empty answer keeps playback out of it.
    await page.route('**/videos/**', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }));
    await page.goto('/');
    await expect(page.locator('video')).toHaveCount(0);
    const link = page.getByRole('link', { name: 'Lire la vidéo : Nos conseils en vidéo' });
    await expect(link).toHaveAttribute('href', '/videos/conseils-transition.mp4');
    await waitForHydration(page);
    await link.focus();
    await page.keyboard.press('Enter');
    const video = page.getByRole('figure').locator('video[aria-label="Nos conseils en vidéo"]');
    await expect(video).toBeFocused();
    await expect(video).toHaveJSProperty('autoplay', true);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(link).toHaveCount(0);
    // RGAA 4.1: the silent video's words beside it, opened from the keyboard.
    const transcript = page.getByText('Transcription de la vidéo');
    await transcript.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Jours 3 et 4 : 50 % de l’ancienne, 50 % de la nouvelle.')).toBeVisible();
    await expectNoAxeViolations(page);
    // RGAA 4.5: beside it, the version whose pictures are said aloud, a video with sound the shop
    // serves, played in the same place from the keyboard.
    const described = page.getByRole('link', { name: 'Version audiodécrite de la vidéo' });
    await expect(described).toHaveAttribute('href', '/videos/conseils-transition-audiodescription.mp4');
    const file = await page.request.get('/videos/conseils-transition-audiodescription.mp4');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('video/mp4');
    await described.focus();
    await page.keyboard.press('Enter');
    const describedPlayer = page
      .getByRole('figure')
      .locator('video[aria-label="Nos conseils en vidéo, version audiodécrite"]');
    await expect(describedPlayer).toBeFocused();
    await expect(describedPlayer.locator('source')).toHaveAttribute(
      'src',
      '/videos/conseils-transition-audiodescription.mp4',
    );
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('SPEC §2 "/faq/{faqQuery?}/": questions by topic, narrowed by the path, answers on demand', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    const question = page.getByText('Comment fonctionne l’abonnement ?');
    // A question shows that it opens (a chevron, the browser's triangle being gone), and turns when open.
    const chevron = () => question.evaluate((e) => getComputedStyle(e, '::after').transform);
    expect(await question.evaluate((e) => getComputedStyle(e, '::after').borderRightStyle)).toBe('solid');
    const closed = await chevron();
    await question.click();
    await expect(page.getByText(/10 % de remise, dès 2 livraisons/)).toBeVisible();
    expect(await chevron()).not.toBe(closed);
    await page.getByRole('navigation', { name: 'Thèmes' }).getByRole('link', { name: 'Paiement' }).click();
    await expect(page).toHaveURL(/\/faq\/paiement\/$/);
    await expect(page.getByText('Quels moyens de paiement acceptez-vous ?')).toBeVisible();
    await expect(page.getByText('Comment fonctionne l’abonnement ?')).toHaveCount(0);
    expect(await jsonLdOf(page, 'FAQPage')).toHaveLength(1);
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    // SPEC §1 B2B variant: the professional shop's questions have their topic.
    await page.getByRole('navigation', { name: 'Thèmes' }).getByRole('link', { name: 'Professionnels' }).click();
    await expect(page).toHaveURL(/\/faq\/professionnels\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Professionnels' })).toBeVisible();
    await expect(page.getByText('Y a-t-il un minimum de commande ?')).toBeVisible();
    // Every topic of the menu is a page of its own, loaded first too (no link ends on a 404).
    for (const topic of ['commande', 'produits', 'compte', 'professionnels']) {
      expect((await page.goto(`/faq/${topic}/`))?.status(), topic).toBe(200);
    }
  });

  test('SPEC §2 "/faq/{faqQuery?}/" with the shopper’s own words: the FAQ’s search box, its address kept from search engines, loaded again as it was', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await waitForHydration(page);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
    await box.fill('point relais');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/faq\/point%20relais\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes : point relais' })).toBeVisible();
    await expect(page.getByText('Puis-je être livré en point relais ?')).toBeVisible();
    await expect(page.getByText('Comment fonctionne l’abonnement ?')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The same address loaded again (a link shared, a reload): the search shell, filled the same way.
    const loaded = await page.goto('/faq/point%20relais/');
    expect(loaded?.status()).toBe(200);
    await expect(page.getByText('Puis-je être livré en point relais ?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq\/$/);
    await expect(page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' })).toHaveValue('point relais');
    // Words no question holds: said, with the way to ask.
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }).fill('hippopotame');
    await page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }).press('Enter');
    await expect(page.getByText('Aucune question ne correspond à « hippopotame ».')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  });
});
