import chromium from './scripts/chromium.json' with { type: 'json' };

/**
 * Debian's Chromium as Playwright launches it here: never a Playwright browser download, and the
 * flags a closed network and a root user need (shared with the bench's Lighthouse runs).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};
