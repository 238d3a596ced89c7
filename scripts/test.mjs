#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one summary line.
// install → typecheck → lint → unit tests → build → Storybook build → browser → e2e (Playwright + axe).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPackages, root, run } from './lib/run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

async function step(name, fn, { needs = [] } = {}) {
  const missing = needs.filter((dep) => results.find((r) => r.name === dep)?.status !== 'passed');
  if (missing.length > 0) {
    results.push({ name, status: 'skipped', seconds: 0, reason: `needs ${missing.join(', ')}` });
    console.log(`\n■ ${name}: skipped (${missing.join(', ')} failed)`);
    return;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  try {
    await fn();
    results.push({ name, status: 'passed', seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    console.error(`✖ ${name}: ${error.message}`);
    results.push({ name, status: 'failed', seconds: (Date.now() - started) / 1000 });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the shop (npm start's own script) on a free port with a throw-away database. */
async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-install', '--packages-built'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('la boutique n’a pas démarré en 5 minutes')), 300_000);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const match = output.match(/Gamelle est en ligne : (\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`la boutique s’est arrêtée (code ${code})`));
    });
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} est absent : installation de Chromium depuis Debian (apt-get)…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} toujours absent après apt-get`);
}

const started = Date.now();
await step('install', () => run('pnpm', ['install', '--frozen-lockfile', '--reporter=silent']));
await step('typecheck', () => run('pnpm', ['-r', '--reporter-hide-prefix', 'run', 'typecheck']), {
  needs: ['install'],
});
await step('lint', () => run('pnpm', ['exec', 'biome', 'ci', '.']), { needs: ['install'] });
await step('unit', () => run('pnpm', ['exec', 'vitest', 'run']), { needs: ['install'] });
await step('build', () => buildPackages(), { needs: ['install'] });
await step('storybook', () => run('pnpm', ['--filter', '@gamelle/ui', 'run', 'build-storybook']), { needs: ['build'] });
await step('chromium', ensureChromium);
await step(
  'e2e',
  async () => {
    const shop = await startShop();
    try {
      await run('pnpm', ['--filter', '@gamelle/site', 'exec', 'playwright', 'test'], { env: { BASE_URL: shop.url } });
    } finally {
      await shop.stop();
    }
  },
  { needs: ['build', 'chromium'] },
);

const count = (status) => results.filter((r) => r.status === status).length;
console.log('\nRésumé des étapes :');
for (const r of results) console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failed = count('failed') + count('skipped');
console.log(`\nsummary: ${count('passed')} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
