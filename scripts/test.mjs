#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one summary line.
// install → node → typecheck → lint → unit tests → build → Storybook build → browser → Java → e2e
// (Playwright + axe + the Nu Html Checker on the pages drawn in the browser) → the Nu Html Checker
// on the prerendered pages → start. Run by scripts/node24.mjs (`npm test`), which installed the
// dependencies and runs this on the lockfile's Node.js 24.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureJava } from './lib/nu-check.mjs';
import { ensurePostgres, startPostgres } from './lib/postgres.mjs';
import { buildPackages, output, run } from './lib/run.mjs';
import { startShop } from './lib/shop.mjs';

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

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} est absent : installation de Chromium depuis Debian (apt-get)…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} toujours absent après apt-get`);
}

const started = Date.now();
// scripts/node24.mjs has installed what changed (it says how long it took); run directly
// (`node scripts/test.mjs`), this does.
await step('install', async () => {
  if (!process.env.GAMELLE_LOG_FILE) await run('pnpm', ['install', '--frozen-lockfile', '--reporter=silent']);
  else if (process.env.GAMELLE_INSTALL_SECONDS)
    console.log(`dépendances installées par scripts/node24.mjs en ${process.env.GAMELLE_INSTALL_SECONDS} s`);
  else console.log('dépendances inchangées depuis la dernière installation');
});
// ADR 0024: this runner, the `node` its children find first (Vitest, Playwright, the shop), and
// pnpm's scripts run on Node.js 24.
await step('node', async () => {
  const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
  const child = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
  const viaPnpm = (await output('pnpm', ['exec', 'node', '--version'])).trim().split('\n').at(-1);
  console.log(`Node.js : ce processus ${process.version}, node du PATH ${child}, pnpm exec node ${viaPnpm}`);
  for (const version of [process.version, child, viaPnpm])
    if (major(version) < 24) throw new Error(`Node.js ${version} où Node.js 24 est attendu`);
});
await step('typecheck', () => run('pnpm', ['-r', '--reporter-hide-prefix', 'run', 'typecheck']), {
  needs: ['install'],
});
// Biome, then the guards: no page path typed by hand beyond the baseline (SPEC §2), no raw fetch,
// no module-held language, every prerendered page in its language; then the site's layers.
await step(
  'lint',
  async () => {
    await run('pnpm', ['exec', 'biome', 'ci', '.']);
    await run(process.execPath, [
      '--test',
      '--test-reporter=dot',
      'scripts/route-literals.test.mjs',
      'scripts/finish-html.test.mjs',
    ]);
    // The site's layers and no import cycle (ADR 0025, `.dependency-cruiser.cjs`), in the packages it builds on too.
    await run('pnpm', [
      'exec',
      'depcruise',
      'site',
      'packages/domain/src',
      'packages/api-client/src',
      'packages/ui/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ]);
  },
  { needs: ['install'] },
);
// The backend's contract runs on PGlite and on a real PostgreSQL server started here.
let postgres = null;
await step('postgresql', async () => {
  await ensurePostgres();
  postgres = await startPostgres();
  console.log(`PostgreSQL de test : ${postgres.url}`);
});
process.on('exit', () => postgres?.stop());

// Each package's own test script: the domain's prints its coverage and holds it at 95% of lines.
await step(
  'unit',
  () =>
    run('pnpm', ['-r', '--workspace-concurrency=1', '--reporter-hide-prefix', 'run', 'test'], {
      env: { TEST_DATABASE_URL: postgres?.url ?? '' },
    }),
  { needs: ['install', 'postgresql'] },
);
postgres?.stop();
postgres = null;
await step('build', () => buildPackages(), { needs: ['install'] });
// Byte budgets per entry of the kit, and the kit installed from its tarball into a fresh Vite app.
await step('ui size', () => run('pnpm', ['--filter', '@gamelle/ui', 'run', 'size']), { needs: ['build'] });
await step('pack', () => run('node', ['scripts/pack-test.mjs']), { needs: ['build'] });
await step('chromium', ensureChromium);
// The Nu Html Checker's runtime (Debian's default-jre-headless), for e2e/nu-html.spec.ts and the « nu html » step.
await step('java', ensureJava);
await step('storybook', () => run('pnpm', ['--filter', '@gamelle/ui', 'run', 'build-storybook']), { needs: ['build'] });
// Every story through axe (WCAG 2.2 A/AA) and the keyboard, in Chromium.
await step('stories a11y', () => run('pnpm', ['--filter', '@gamelle/ui', 'run', 'test:storybook']), {
  needs: ['storybook', 'chromium'],
});
await step(
  'e2e',
  async () => {
    const shop = await startShop({ e2e: true });
    try {
      await run('pnpm', ['--filter', '@gamelle/site', 'exec', 'playwright', 'test'], {
        env: shop.playwrightEnv,
      });
    } finally {
      await shop.stop();
    }
  },
  { needs: ['build', 'chromium', 'java'] },
);
// The Nu Html Checker on every page the e2e step's start prerendered (site/dist/client), in one run,
// after a test that it reads vnu's report and fails on a broken page.
await step(
  'nu html',
  async () => {
    await run(process.execPath, ['--test', '--test-reporter=dot', 'scripts/nu-check.test.mjs']);
    await run(process.execPath, ['scripts/nu-check.mjs']);
  },
  { needs: ['install', 'java'] },
);

// README « The two commands »: `npm start` as a person runs it, twice on one data folder — its terminal output
// short, then a second start that serves within 5 s without a 503.
await step('start', () => run(process.execPath, ['--test', '--test-reporter=spec', 'scripts/start.test.mjs']), {
  needs: ['build'],
});

const count = (status) => results.filter((r) => r.status === status).length;
console.log('\nRésumé des étapes :');
for (const r of results) console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(13)} ${r.seconds.toFixed(1)} s`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failed = count('failed') + count('skipped');
console.log(`\nsummary: ${count('passed')} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
