import { expect, test, waitForHydration } from './fixtures';

const PRODUCT = '/produits/croquettes-chien-adulte-au-poulet/';

/**
 * The TBT budget (Lighthouse mobile, TBT ≤ 50 ms): what ADR 0009 changed so that loading a
 * catalogue page makes no long task, checked in the browser.
 */
test.describe('ADR 0009: no needless work on the main thread while a catalogue page loads', () => {
  test('no link is routed for viewport prefetching (patched Vike); hovering a link still prefetches its page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const watched = { links: 0, hovered: 0 };
      (window as unknown as { watched: typeof watched }).watched = watched;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
        if (target instanceof HTMLAnchorElement) watched.links += 1;
        return observe.call(this, target);
      };
      // Vike gives each link its hover handler in the same pass as it would observe it.
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: AddEventListenerOptions | boolean,
      ) {
        if (this instanceof HTMLAnchorElement && type === 'mouseover') watched.hovered += 1;
        return listen.call(this, type, listener, options);
      };
    });
    await page.goto(PRODUCT);
    await waitForHydration(page);
    // Vike adds its link handlers 250 ms after rendering, when the browser is idle: once they are there…
    await page.waitForFunction(() => (window as unknown as { watched: { hovered: number } }).watched.hovered > 0);
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
 * The LCP budget (Lighthouse mobile 100): the prerendered page is complete without its code, so the
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
      // The template is gone once read: a modal dialog's aria-hidden on the body's children cannot land on it.
      await expect(page.locator('template#gamelle-code')).toHaveCount(0);
    });
  }
});

/**
 * ADR 0012: what the shopper cannot act on costs no main-thread work while the page loads — parts
 * kept as prerendered (`Prerendered` of the kit: React keeps the element and never walks its
 * content), and a raster icon (Chromium draws an SVG icon as a document of its own on the page's
 * main thread).
 */
test.describe('ADR 0012: parts with nothing to hydrate are kept as prerendered', () => {
  /** For each element: kept (React's props are an empty inner HTML), rendered by React, or not hydrated. */
  async function kept(page: import('@playwright/test').Page, selector: string) {
    return page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const props = Object.entries(element).find(([key]) => key.startsWith('__reactProps'))?.[1] as
          | { dangerouslySetInnerHTML?: { __html: string } }
          | undefined;
        if (!props) return 'not hydrated';
        return props.dangerouslySetInnerHTML?.__html === '' ? 'kept' : 'rendered';
      }),
    );
  }

  test('/chien/: every product card and the footer’s links are kept; the listing’s controls are hydrated', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    // The footer's links and facts; its newsletter sign-up is the one part hydrated.
    await expect.poll(() => kept(page, 'footer [data-part="footer-links"]')).toEqual(['kept']);
    const cards = await kept(page, 'main article');
    expect(cards.length).toBeGreaterThan(5);
    expect(new Set(cards)).toEqual(new Set(['kept']));
    expect(await kept(page, 'main select')).toEqual(['rendered']);
  });

  test(`${PRODUCT}: the sections below the purchase block are kept, the purchase choices are hydrated`, async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await waitForHydration(page);
    expect(await kept(page, 'main section[aria-labelledby="composition"]')).toEqual(['kept']);
    expect(await kept(page, 'main section[aria-labelledby="avis"]')).toEqual(['kept']);
    await expect.poll(async () => new Set(await kept(page, 'main fieldset'))).toEqual(new Set(['rendered']));
  });

  test('/: every content block but the video is kept; the video still becomes a player', async ({ page }) => {
    await page.route('**/videos/**', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }));
    await page.goto('/');
    await waitForHydration(page);
    const blocks = await page
      .locator('main [data-block]')
      .evaluateAll((elements) => elements.map((el) => el.getAttribute('data-block')));
    const states = await kept(page, 'main [data-block]');
    expect(blocks).toContain('embed');
    expect(states.filter((_, index) => blocks[index] !== 'embed').every((state) => state === 'kept')).toBe(true);
    expect(states[blocks.indexOf('embed')]).toBe('rendered');
    await page.getByRole('link', { name: /^Lire la vidéo/ }).click();
    await expect(page.locator('main video')).toHaveCount(1);
  });

  test('the page’s icon is a PNG, not an SVG', async ({ page, request }) => {
    await page.goto('/chien/');
    const icons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(icons).toEqual(['/favicon.png']);
    const response = await request.get('/favicon.png');
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });
});
