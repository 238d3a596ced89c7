// « A start a person can read » (ADR 0024, README): `npm start` as a person runs it, on a data folder of
// its own. The first start says each step in a few lines (the build tools' output goes to the log);
// a second one, nothing changed, serves `/` within 5 s of the command and never answers 503.
// Run by `npm test` (its `start` step) once the packages are built: node --test scripts/start.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from './lib/run.mjs';
import { freePort } from './lib/shop.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-start-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` in its own process group (stopped whole, as Ctrl-C does), its output gathered. */
function npmStart(port) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, GAMELLE_LOG_FILE: '' },
  });
  let said = '';
  child.stdout.on('data', (chunk) => {
    said += chunk;
  });
  child.stderr.on('data', (chunk) => {
    said += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const online = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pas en ligne en 5 minutes :\n${said}`)), 300_000);
    child.stdout.on('data', () => {
      if (/Gamelle est en ligne : \S+/.test(said)) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start s’est arrêté (code ${code}) :\n${said}`));
    });
  });
  online.catch(() => {});
  return {
    online,
    output: () => said,
    async stop() {
      process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
}

test('README « The two commands »: npm start says each step in under 40 lines, the tools’ output in data/logs/start.log', async () => {
  const port = await freePort();
  const shop = npmStart(port);
  try {
    await shop.online;
  } finally {
    await shop.stop();
  }
  const lines = shop.output().trimEnd().split('\n');
  assert.ok(lines.length < 40, `npm start a écrit ${lines.length} lignes :\n${shop.output()}`);
  assert.match(shop.output(), /Node\.js v24\./, 'the shop runs on Node.js 24');
  assert.match(shop.output(), /Gamelle est en ligne : http:\/\/127\.0\.0\.1:\d+\//);
  assert.doesNotMatch(shop.output(), /warn|avertissement|deprecated/i, 'no warning reaches the terminal');
  // The build tools' output went to the log, whole: Vite's build and the prerender's count.
  const log = join(dataDir, 'logs', 'start.log');
  assert.ok(existsSync(log), 'the log file exists');
  assert.match(readFileSync(log, 'utf8'), /Prérendu : \d+ fichiers écrits/);
});

test('README « The two commands »: a second npm start, nothing changed, serves / within 5 s and never answers 503', async () => {
  const port = await freePort();
  const started = performance.now();
  const shop = npmStart(port);
  const statuses = new Map();
  let firstOk = null;
  try {
    // What a person's browser does while the shop starts: ask, and ask again.
    while (firstOk === null && performance.now() - started < 60_000) {
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status,
        () => 'refusée',
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) firstOk = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await shop.online;
  } finally {
    await shop.stop();
  }
  const seen = JSON.stringify(Object.fromEntries(statuses));
  console.log(`second start: first 200 after ${Math.round(firstOk)} ms; answers ${seen}`);
  assert.ok(!statuses.has(503), `a 503 while starting: ${seen}`);
  assert.ok(firstOk !== null && firstOk <= 5_000, `first 200 after ${Math.round(firstOk)} ms (at most 5,000)`);
  assert.match(shop.output(), /paquets inchangés/);
  assert.match(shop.output(), /site inchangé/);
  assert.doesNotMatch(shop.output(), /dépendances installées/);
});
