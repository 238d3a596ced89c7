import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './run.mjs';

/** The e2e shop's tag manager container. */
const E2E_TAG_MANAGER_ID = 'GTM-GAMELLE1';

export function freePort() {
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

/**
 * Starts the shop (npm start's own script) on a free port with a throw-away database. For the e2e
 * suite (`e2e: true`) it also has a tag manager (SPEC §9, ADR 0018: the suite checks it loads after
 * consent only; the browser never reaches Google, e2e/fixtures.ts answers in its place).
 */
export async function startShop({ e2e = false, dataDir: given } = {}) {
  const port = await freePort();
  // A data folder given by the caller (a second start on the same database) is the caller's to remove.
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'gamelle-e2e-'));
  const started = performance.now();
  // The back office (SPEC §6) with a token of this run: the e2e tests ship orders to see invoices.
  const backOfficeToken = randomBytes(32).toString('hex');
  const child = spawn(process.execPath, ['scripts/start.mjs', '--packages-built'], {
    cwd: root,
    // TRUST_PROXY=1: each e2e test names its own client address (X-Forwarded-For, e2e/fixtures.ts).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      BACKOFFICE_TOKEN: backOfficeToken,
      // Required when DATABASE_URL is set in the caller's environment (ADR 0022).
      JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
      // The proof-of-work captcha (ADR 0027) at a test's difficulty: the browser and the tests'
      // own solver (e2e/fixtures.ts `captchaToken`) solve in milliseconds.
      ...(e2e ? { TAG_MANAGER_ID: E2E_TAG_MANAGER_ID, CAPTCHA_DIFFICULTY: '8' } : {}),
    },
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
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`la boutique s’est arrêtée (code ${code})`));
    });
  });
  return {
    url,
    dataDir,
    /**
     * Replaces the shop's backend instance by a new one without closing its port (SIGUSR2, ADR
     * 0023); resolves once the new one serves, rejects with the shop's reason if it could not.
     */
    reload() {
      return new Promise((resolve, reject) => {
        let said = '';
        const listen = (chunk) => {
          said += chunk;
          if (/instances rechargées/.test(said)) done(resolve);
          else if (/rechargement impossible : [^\n]*/.test(said))
            done(() => reject(new Error(/rechargement impossible : [^\n]*/.exec(said)?.[0])));
        };
        const done = (settle) => {
          child.stdout.off('data', listen);
          settle();
        };
        child.stdout.on('data', listen);
        child.kill('SIGUSR2');
      });
    },
    /** Seconds from the start command to « Gamelle est en ligne » (a warm start against a cold one). */
    readySeconds: (performance.now() - started) / 1000,
    /** Where the shop writes its e-mails (no SMTP_URL): the e2e tests read reset links there. */
    outboxDir: join(dataDir, 'outbox'),
    /** The back office's bearer token (`/api/v2/admin`, docs/api.md): e2e tests mark orders paid and shipped. */
    backOfficeToken,
    /** What Playwright is told of this shop (e2e/fixtures.ts reads it). */
    playwrightEnv: {
      BASE_URL: url,
      GAMELLE_OUTBOX_DIR: join(dataDir, 'outbox'),
      GAMELLE_BACKOFFICE_TOKEN: backOfficeToken,
      GAMELLE_TAG_MANAGER_ID: e2e ? E2E_TAG_MANAGER_ID : '',
      // The process that holds the shop's port: e2e/running-shop.spec.ts restarts its instance (SIGUSR2).
      GAMELLE_SHOP_PID: String(child.pid),
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
