import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.shared.ts';

const port = Number(process.env.STORYBOOK_PORT ?? 6107);

/** Every story of the built Storybook, through axe and the keyboard, in Debian's Chromium. */
export default defineConfig({
  testDir: './storybook-a11y',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['line']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
