import type { Page } from '@playwright/test';
import { expect, newCustomer, placeOrder, signInWithTokens, test, waitForHydration } from './fixtures';

/**
 * Account pages keep their place while their data loads (Core Web Vitals « good » is CLS ≤ 0.1; the
 * shop holds them to 0.05): each placeholder takes the room of what replaces it. Measured by
 * Chromium's layout-shift entries from the page's first paint (`buffered`), shifts right after an
 * input left out as the metric does, once the page shows what a person waits for.
 */
const MAX_SHIFT = 0.05;

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('account pages keep their place while loading (issue « every screen finished », CLS ≤ 0.05)', () => {
  for (const width of [390, 1280]) {
    test(`dashboard, orders list and a subscription's page at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 844 });
      const { auth } = await newCustomer(request, `cls-${width}`);
      await placeOrder(request, auth.token, 'visa', { subscriptionInterval: 31 });
      const list = await request.get('/api/v2/shop/subscriptions', {
        headers: { Authorization: `Bearer ${auth.token}` },
      });
      const code = (await list.json())['hydra:member'][0].code as string;
      await page.goto('/');
      await signInWithTokens(page, auth);

      const pages = [
        { path: '/mon-compte/', ready: page.getByRole('main').getByRole('link', { name: 'Voir la commande' }) },
        { path: '/mon-compte/mes-commandes/', ready: page.getByRole('article').first() },
        { path: `/mon-compte/mes-abonnements/${code}/`, ready: page.getByRole('tablist', { name: 'Mon abonnement' }) },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(ready).toBeVisible();
        // Everything the page asked for has arrived: no placeholder is left.
        await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
        expect(await layoutShift(page), `décalage de mise en page sur ${path} à ${width} px`).toBeLessThanOrEqual(
          MAX_SHIFT,
        );
      }
    });
  }
});
