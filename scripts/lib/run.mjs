import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf } from './digest.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The command's log file (scripts/node24.mjs names it: `data/logs/start.log` for `npm start`). */
export const logFile = process.env.GAMELLE_LOG_FILE || null;

/** The last lines of the log, for an error message. */
function logTail(lines = 30) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Spawns a command; `pnpm` is resolved to the pinned version through npx. Its output is inherited,
 * or with `log: true` appended to the command's log file (when there is one), and then a failure's
 * message carries the log's last lines. `onMessage` receives what the child sends over IPC.
 */
/** A command as spawned: `pnpm` is the pinned version through npx (ADR 0001). */
const commandOf = (command, args) =>
  command === 'pnpm' ? ['npx', ['-y', `pnpm@${pnpmVersion}`, ...args]] : [command, args];

export function run(command, args = [], { cwd = root, env = {}, allowFailure = false, log = false, onMessage } = {}) {
  const [cmd, argv] = commandOf(command, args);
  const toLog = log && logFile;
  let fd = null;
  if (toLog) {
    mkdirSync(dirname(logFile), { recursive: true });
    fd = openSync(logFile, 'a');
  }
  const output = fd ?? 'inherit';
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd,
      stdio: ['inherit', output, output, ...(onMessage ? ['ipc'] : [])],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
    });
    if (onMessage) child.on('message', onMessage);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (fd !== null) closeSync(fd);
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) {
        const where = toLog ? ` — journal complet : ${logFile}\n${logTail()}` : '';
        reject(new StepError(`${command} ${args.join(' ')} a échoué (code ${status})${where}`, status));
      } else resolve(status);
    });
  });
}

export class StepError extends Error {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/** What the packages' builds are made of: their sources and configuration, the lockfile and shared settings. */
const PACKAGE_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json', 'packages'];
const PACKAGE_OUTPUTS = ['domain', 'api-client', 'ui', 'backend'].map((name) => join(root, 'packages', name, 'dist'));
const packagesStamp = join(root, 'node_modules', '.gamelle-packages');

/**
 * Builds the publishable packages and the backend, dependencies first — unless nothing they are made
 * of changed since the last build (a content hash, ADR 0024): then resolves `false` at once.
 * Resolves `true` when it built. `log`: the build tools' output to the command's log file.
 */
export async function buildPackages({ log = false } = {}) {
  const digest = digestOf(PACKAGE_INPUTS, {
    skip: ['node_modules', 'dist', 'storybook-static', 'storybook-a11y', 'test-results', 'coverage'],
    // Tests and stories are no part of a package's build.
    skipFile: /\.(test|test-helpers|contract\.test|stories)\.tsx?$|\.md$/,
  });
  const built = existsSync(packagesStamp) && readFileSync(packagesStamp, 'utf8') === digest;
  if (built && PACKAGE_OUTPUTS.every((dir) => existsSync(dir))) return false;
  await run('pnpm', ['--filter', './packages/**', '--reporter-hide-prefix', 'run', 'build'], { log });
  writeFileSync(packagesStamp, digest);
  return true;
}

/** Runs a command and resolves with its standard output (`pnpm` through npx, as `run`). */
export function output(command, args = [], { cwd = root } = {}) {
  const [cmd, argv] = commandOf(command, args);
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { cwd, encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}
