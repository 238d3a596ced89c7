import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Spawns a command with inherited output. `pnpm` is resolved to the pinned version through npx. */
export function run(command, args = [], { cwd = root, env = {}, allowFailure = false } = {}) {
  const [cmd, argv] = command === 'pnpm' ? ['npx', ['-y', `pnpm@${pnpmVersion}`, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) {
        reject(new StepError(`${command} ${args.join(' ')} a échoué (code ${status})`, status));
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

/** Builds the publishable packages and the backend, dependencies first. */
export function buildPackages() {
  return run('pnpm', ['--filter', './packages/**', '--reporter-hide-prefix', 'run', 'build']);
}
