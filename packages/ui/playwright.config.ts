import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
