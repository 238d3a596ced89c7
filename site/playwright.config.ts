import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.shared.ts';

/**
 * End-to-end suite. `npm test` starts the shop on a free port and passes its URL as BASE_URL;
 * the browser is Debian's Chromium (never a Playwright download).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The screenshots of e2e/screenshots.spec.ts are the README's pictures: one
  // file each, named by the test, whatever the platform (Debian's Chromium everywhere).
  snapshotPathTemplate: '{testDir}/../../docs/screenshots/{arg}{ext}',
  // Tests that restart the shop or change the catalogue for good (ADR 0023) run once every other
  // test has passed, so that no page another test reads changes under it.
  projects: [
    { name: 'boutique', testIgnore: /running-shop\.spec\.ts$/ },
    { name: 'boutique en marche', testMatch: /running-shop\.spec\.ts$/, dependencies: ['boutique'] },
  ],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
});
