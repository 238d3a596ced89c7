import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';
import { freePort } from './shop.mjs';

/** Debian's PostgreSQL binaries, newest version first, or null. */
function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const dir = join(base, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  return null;
}

/** Installs Debian's postgresql package when its server is missing. */
export async function ensurePostgres() {
  if (binDir()) return;
  console.log('PostgreSQL absent : installation du paquet Debian postgresql (apt-get)…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!binDir()) throw new Error('le serveur PostgreSQL reste introuvable après apt-get');
}

/**
 * Starts a throw-away PostgreSQL server on loopback, in a temporary folder, for the backend's
 * contract tests. PostgreSQL refuses to run as root: as root it runs as the `postgres` user.
 */
export async function startPostgres() {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL absent');
  const dir = mkdtempSync(join(tmpdir(), 'gamelle-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const exec = (cmd, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'gamelle', '--no-sync', '-E', 'UTF8', '--locale=C']);
  exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'gamelle', 'gamelle']);
  return {
    url: `postgres://gamelle@127.0.0.1:${port}/gamelle`,
    /** The server's main process (its first line of `postmaster.pid`): the backends are its children. */
    pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      const [file, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']]
        : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']];
      spawnSync(file, argv, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
