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
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** PGlite files in this folder. */
  | { kind: 'pglite'; dataDir: string }
  /** PGlite in memory, for tests. */
  | { kind: 'memory' }
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string };

/** The database the environment asks for: DATABASE_URL, else PGlite under DATA_DIR (./data) from `base`. */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env, base = process.cwd()): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(base, env.DATA_DIR ?? 'data', 'pglite') };
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Opens the database and applies the migrations; the same migrations serve PGlite and PostgreSQL. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  const releaseLock = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = target.kind === 'pglite' ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      location: target.kind === 'pglite' ? target.dataDir : 'memory',
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
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

async function openPostgres(url: string): Promise<OpenedDatabase> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw new StartupError(
      'DATABASE_URL n’est pas une URL valide (attendu : postgres://utilisateur:motdepasse@hôte:5432/base).',
    );
  }
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => logError('PostgreSQL (connexion inactive)', error));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Base de données injoignable (${host}) : ${reason || 'connexion refusée'}.`);
  }
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Database, location: `postgres://${host}`, close: () => pool.end() };
}
