import { expect, test, waitForHydration } from './fixtures';

const PRODUCT = '/produits/croquettes-chien-adulte-au-poulet/';

/**
 * Issue 6's TBT budget (Lighthouse mobile, TBT ≤ 50 ms): what ADR 0009 changed so that loading a
 * catalogue page makes no long task, checked in the browser.
 */
test.describe('ADR 0009: no needless work on the main thread while a catalogue page loads', () => {
  test('no link is routed for viewport prefetching (patched Vike); hovering a link still prefetches its page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const watched = { links: 0 };
      (window as unknown as { watched: typeof watched }).watched = watched;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
        if (target instanceof HTMLAnchorElement) watched.links += 1;
        return observe.call(this, target);
      };
    });
    await page.goto(PRODUCT);
    await waitForHydration(page);
    // Vike adds its link handlers 250 ms after rendering, when the browser is idle.
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => (window as unknown as { watched: { links: number } }).watched.links)).toBe(0);

    const categoryCode = page.waitForRequest(/\/assets\/e\/pages\/categorie-[\w-]+\.js$/);
    await page
      .getByRole('navigation', { name: /fil d’ariane/i })
      .getByRole('link', { name: 'Chien', exact: true })
      .hover();
    await categoryCode;
  });

  test('the blocks below a product’s fold are rendered only near the viewport, and stay in the document', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PRODUCT);
    await waitForHydration(page);
    const reviews = page.locator('section[aria-labelledby="avis"]');
    // A skipped block's contents are neither laid out nor painted (the block itself keeps its place).
    const rendered = () =>
      reviews
        .locator('article')
        .first()
        .evaluate((review) => review.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    // Still read by assistive technologies and found by the keyboard.
    await expect(page.getByRole('heading', { level: 2, name: 'Avis clients' })).toBeAttached();
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(reviews.getByRole('article').first()).toBeVisible();
  });
});

/**
 * Issue 6's LCP (Lighthouse mobile 100): the prerendered page is complete without its code, so the
 * code (≈ 100 kB) is asked for only after the first paint, leaving the network to the HTML and the
 * product's picture (ADR 0010, scripts/finish-html.mjs).
 */
test.describe('ADR 0010: a catalogue page asks for its code after its first paint', () => {
  for (const path of ['/', '/chien/', PRODUCT]) {
    test(`${path}: no script is requested before the first paint, and the page hydrates`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        // When the first frame was rendered (its `startTime` is when the screen showed it, later).
        firstPaint:
          (performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined)
            ?.paintTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((script) => script.start < firstPaint)).toEqual([]);
      // The inline script that asks for the code is allowed by its hash: nothing is left in the template.
      await expect(page.locator('head script[type="module"][src*="/assets/e/entry-"]')).toHaveCount(1);
    });
  }
});
