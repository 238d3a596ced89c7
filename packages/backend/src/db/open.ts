import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logError } from '../log.js';
import { StartupError } from '../startup-error.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** Where the data lives, for the start-up line (a folder, `memory` or the server's host). */
  location: string;
  /**
   * Calls `onNotify` on each `NOTIFY` of `channel` (after the notifying transaction commits), from
   * this process's own connection: PGlite's, or a dedicated PostgreSQL one that reconnects when lost
   * (`onNotify` is then called once, since notifications may have been missed). Resolves, once
   * listening, with the function that stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name as SQL spells it (letters, digits and underscores only). */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Canal NOTIFY invalide : ${channel}`);
  return channel;
}

export type DatabaseTarget =
  /** PGlite files in this folder. */
  | { kind: 'pglite'; dataDir: string }
  /** PGlite in memory, for tests. */
  | { kind: 'memory' }
  /** A PostgreSQL server; `poolSize` connections at most from this process (10 by default). */
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Connections one instance opens to PostgreSQL at most, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * DATABASE_POOL_SIZE: the most connections this instance holds, a whole number from 1 to 100
 * (docs/deployment.md: n instances × this must stay under the server's `max_connections`).
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DATABASE_POOL_SIZE?.trim();
  if (!value) return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!/^\d+$/.test(value) || size < 1 || size > 100) {
    throw new StartupError(
      `DATABASE_POOL_SIZE invalide : « ${value} ». Donnez un entier entre 1 et 100, par exemple DATABASE_POOL_SIZE=10.`,
    );
  }
  return size;
}

/** The database the environment asks for: DATABASE_URL, else PGlite under DATA_DIR (./data) from `base`. */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env, base = process.cwd()): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: poolSizeFromEnv(env) }
    : { kind: 'pglite', dataDir: resolve(base, env.DATA_DIR ?? 'data', 'pglite') };
}

export interface OpenOptions {
  /**
   * Work done once the migrations are applied, before the database is handed over (the server's
   * seed). On PostgreSQL it runs, as the migrations do, under the set-up lock: instances starting
   * together on an empty database migrate and seed it one after the other, never at once.
   */
  setUp?: (db: Database) => Promise<void>;
  /**
   * PGlite: how long to wait for another process of this shop to let the folder go (an instance
   * taking over from the one it replaces, `scripts/cluster.mjs` reload) before refusing. 0: refuse at once.
   */
  waitForOwnerMs?: number;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Opens the database and applies the migrations; the same migrations serve PGlite and PostgreSQL. */
export async function openDatabase(
  target: DatabaseTarget,
  { setUp, waitForOwnerMs = 0 }: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE, setUp);
  const releaseLock = target.kind === 'pglite' ? await lockDataDirWaiting(target.dataDir, waitForOwnerMs) : () => {};
  let client: PGlite | undefined;
  try {
    client = target.kind === 'pglite' ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    // One process owns a PGlite folder (the lock above): nobody to wait for.
    await setUp?.(db as unknown as Database);
    const opened = client;
    return {
      db: db as unknown as Database,
      location: target.kind === 'pglite' ? target.dataDir : 'memory',
      listen: (channel, onNotify) => opened.listen(channelName(channel), () => onNotify()),
      async close() {
        await opened.close();
        releaseLock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has one writer: a second process opening the same folder would corrupt it. A lock file
 * holding the owner's pid refuses a second opener; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, '..', `${basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new StartupError(
          `La base ${dataDir} est déjà ouverte par un autre processus (pid ${owner}) : arrêtez-le ou choisissez un autre DATA_DIR.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new StartupError(`Impossible de verrouiller la base ${dataDir}.`);
}

/** {@link lockDataDir}, tried again every 100 ms while another live process holds the folder, for `waitMs`. */
async function lockDataDirWaiting(dataDir: string, waitMs: number): Promise<() => void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof StartupError) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The key of the session-level advisory lock taken while migrating and seeding (ADR 0022):
 * « game » in ASCII, so a reader of `pg_locks` can tell whose it is.
 */
export const SETUP_LOCK_KEY = 0x67616d65;

/** How long opening one connection to PostgreSQL may take. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * node-postgres's pool applies its `connectionTimeoutMillis` both to opening a connection and to
 * waiting for a free one; its clients apply theirs to opening only. The pool's is off, this one on.
 */
class ConnectTimeoutClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

async function openPostgres(url: string, poolSize: number, setUp: OpenOptions['setUp']): Promise<OpenedDatabase> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw new StartupError(
      'DATABASE_URL n’est pas une URL valide (attendu : postgres://utilisateur:motdepasse@hôte:5432/base).',
    );
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Under load a query waits for a free connection as long as it takes, in line: a bound on that
    // wait turned bursts of 50 concurrent requests into « timeout exceeded when trying to connect »
    // errors. Opening a connection still gives up after 5 s (the clients' own
    // timeout): a server that does not answer is an error, not a hang.
    connectionTimeoutMillis: 0,
    Client: ConnectTimeoutClient,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => logError('PostgreSQL (connexion inactive)', error));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Base de données injoignable (${host}) : ${reason || 'connexion refusée'}.`);
  }
  // Migrations and seed on this one connection, under a lock every instance asks for: drizzle's
  // migrator is not safe against itself (two instances on an empty database both create its table
  // and both apply 0000), and the seed checks then writes. The lock goes with the session, so an
  // instance that dies while holding it frees it.
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      const setUpDb = drizzlePg({ client, schema });
      await migratePg(setUpDb, { migrationsFolder });
      await setUp?.(setUpDb as unknown as Database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
    client.release();
  } catch (error) {
    client.release(true);
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    location: `postgres://${host}`,
    async listen(channel, onNotify) {
      const stop = await listenPostgres(url, channelName(channel), onNotify);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * `LISTEN channel` on a connection of its own (a pooled one would be handed to queries, and the pool
 * would be one short for good): a notification is delivered to the session that listens. A lost
 * connection is opened again a second later, and `onNotify` is called then, for what it missed.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new ConnectTimeoutClient({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client.on('error', (error) => {
      logError(`PostgreSQL (écoute de ${channel})`, error);
      client.end().catch(() => {});
      if (current === client) {
        current = null;
        again();
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) await client.end();
    else current = client;
  };
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(onNotify, (error: unknown) => {
        logError(`PostgreSQL (écoute de ${channel})`, error);
        again();
      });
    }, RELISTEN_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}
