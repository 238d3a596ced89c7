import { expect, test, waitForHydration } from './fixtures';

/**
 * One typeface, self-hosted and preloaded, with a fallback of the same size (CLS 0),
 * and one type scale from the theme contract.
 */
test.describe('typography', () => {
  test('the page preloads the one font file its first paint needs, served from the shop as an immutable woff2, and its text is set in it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads, 'one font preloaded').toHaveLength(1);
    const [href] = preloads as [string];
    expect(new URL(href).pathname).toMatch(/^\/assets\/static\/figtree-latin-wght-normal\.[\w-]+\.woff2$/);
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('font/woff2');
    expect(file.headers()['cache-control']).toContain('immutable');
    expect((await file.body()).byteLength, 'the Latin file stays small').toBeLessThan(24 * 1024);

    await waitForHydration(page);
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        // The preloaded file is the one the stylesheet asks for: no second download.
        requested: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
      };
    });
    expect(used.body).toMatch(/^"Figtree Variable", "Figtree fallback"/);
    expect(used.loaded).toContain('Figtree Variable');
    expect(used.requested).toEqual([new URL(href).pathname]);
  });

  test('the fallback shown before the font arrives takes the same room as Figtree: a French paragraph’s width within 2 %, the same line box (no shift when it swaps in)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const measured = await page.evaluate(() => {
      const text =
        'Croquettes au poulet pour chien adulte, livrées chez vous en 48 heures : une alimentation premium, sans céréales, que votre chat et votre chien aimeront. « Gamelle » — 24,90 €.';
      const box = (family: string, weight: number) => {
        const probe = document.createElement('span');
        probe.textContent = text;
        probe.style.cssText = `font-family: ${family}; font-weight: ${weight}; font-size: 16px; line-height: normal; white-space: nowrap; position: absolute; visibility: hidden`;
        document.body.append(probe);
        const { width, height } = probe.getBoundingClientRect();
        probe.remove();
        return { width, height };
      };
      return [400, 750].map((weight) => ({
        weight,
        figtree: box('"Figtree Variable"', weight),
        fallback: box('"Figtree fallback"', weight),
        // What the fallback is made of, not scaled: it must be a real font of this machine.
        plain: box('"Liberation Sans", Arial', weight),
      }));
    });
    for (const { weight, figtree, fallback, plain } of measured) {
      const ratio = fallback.width / figtree.width;
      expect(
        Math.abs(ratio - 1),
        `weight ${weight}: fallback ${fallback.width} px, Figtree ${figtree.width} px`,
      ).toBeLessThan(0.02);
      expect(Math.abs(fallback.height - figtree.height), `weight ${weight}: line box`).toBeLessThanOrEqual(1);
      expect(plain.width, 'the fallback is scaled, not the raw system font').not.toBe(fallback.width);
    }
  });

  test('headings follow the theme’s scale: h1 > h2 > h3 > text, in the theme’s weights, and a paragraph never runs past the measure', async ({
    page,
  }) => {
    await page.goto('/faq/');
    await waitForHydration(page);
    const sizes = await page.evaluate(() => {
      const size = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Number.parseFloat(getComputedStyle(element).fontSize) : null;
      };
      const paragraph = document.querySelector('main p');
      return {
        h1: size('main h1'),
        h2: size('main h2'),
        h3: size('main h3'),
        body: Number.parseFloat(getComputedStyle(document.body).fontSize),
        h1Weight: document.querySelector('main h1')
          ? getComputedStyle(document.querySelector('main h1')!).fontWeight
          : '',
        measure: paragraph ? getComputedStyle(paragraph).maxWidth : '',
      };
    });
    expect(sizes.h1).not.toBeNull();
    expect(sizes.h2).not.toBeNull();
    expect(sizes.h1!).toBeGreaterThan(sizes.h2!);
    if (sizes.h3 !== null) expect(sizes.h2!).toBeGreaterThan(sizes.h3);
    expect(sizes.h2!).toBeGreaterThan(sizes.body);
    expect(sizes.body).toBe(16);
    expect(sizes.h1Weight).toBe('750');
    // 68ch of the body's font: about 500–600 px at 16 px.
    expect(Number.parseFloat(sizes.measure)).toBeGreaterThan(450);
    expect(Number.parseFloat(sizes.measure)).toBeLessThan(700);
  });
});
