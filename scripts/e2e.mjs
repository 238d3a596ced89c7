#!/usr/bin/env node
// The end-to-end step of `npm test` alone: builds the packages, starts the shop on a free port with
// a throw-away database (npm start's own script), runs Playwright with the given arguments, stops.
// Usage: npm run e2e -- [playwright args…]   e.g. npm run e2e -- e2e/login.spec.ts (paths from site/)
import { buildPackages, run } from './lib/run.mjs';
import { startShop } from './lib/shop.mjs';

if (!process.argv.includes('--packages-built')) await buildPackages();
const args = process.argv.slice(2).filter((arg) => arg !== '--packages-built');
const shop = await startShop({ e2e: true });
let status = 1;
try {
  status = await run('pnpm', ['--filter', '@gamelle/site', 'exec', 'playwright', 'test', ...args], {
    env: shop.playwrightEnv,
    allowFailure: true,
  });
} finally {
  await shop.stop();
}
process.exit(status);
