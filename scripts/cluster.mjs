// Several backend processes on one port, with Node's cluster module, over one PostgreSQL (issue 29
// item 2, docs/adr/0022-several-instances-over-postgresql.md). `npm run start:cluster` and
// `INSTANCES=n npm start` come here through scripts/start.mjs, which still installs, builds and
// prerenders the site once; this file is both the primary's side (`startCluster`) and, run by
// cluster.fork(), each instance's.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root } from './lib/run.mjs';

const MAX_INSTANCES = 64;
/** How long an instance has to close its connections before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

/** An error the operator can fix, printed as one line like the backend's own start-up errors. */
class ClusterError extends Error {
  name = 'StartupError';
}

/**
 * How many backend processes to start: INSTANCES, a whole number from 1 to 64; unset, one — or,
 * with `--cluster`, one per core (two at least).
 */
export function instancesFromEnv(env = process.env, { cluster: asked = false } = {}) {
  const value = env.INSTANCES?.trim();
  if (!value) return asked ? Math.max(2, availableParallelism()) : 1;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_INSTANCES) {
    throw new ClusterError(
      `INSTANCES invalide : « ${env.INSTANCES} ». Donnez un entier entre 1 et ${MAX_INSTANCES}, par exemple INSTANCES=4.`,
    );
  }
  return count;
}

/** Several instances share one PostgreSQL: the embedded database belongs to one process only. */
export function requireSharedDatabase(env = process.env, instances = 2) {
  if (env.DATABASE_URL?.trim()) return;
  throw new ClusterError(
    `Plusieurs instances (${instances}) demandent une base PostgreSQL partagée : définissez DATABASE_URL=postgres://utilisateur:motdepasse@hôte:5432/base (la base embarquée n’a qu’un processus propriétaire). Voir docs/deployment.md.`,
  );
}

const log = (line) => console.log(`\x1b[1mgamelle\x1b[0m ${line}`);

/**
 * Forks `instances` backend processes listening on one port (the primary hands connections out in
 * turn) and resolves once each is serving, with the shape of the backend's `RunningServer` that
 * scripts/start.mjs uses. An instance that fails to start stops them all with its reason; one that
 * dies later is started again. `close()` stops every instance and waits for them.
 */
export async function startCluster({ instances, port, host, staticDir, env = process.env }) {
  requireSharedDatabase(env, instances);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [] });
  const workerEnv = {
    GAMELLE_CLUSTER_INSTANCE: '1',
    PORT: String(port),
    HOST: host,
    STATIC_DIR: staticDir,
    // Image upload signatures are made by one instance and checked by another: one key for all,
    // drawn here when none is given (instances on several machines must be given one).
    IMAGES_PRIVATE_KEY: env.IMAGES_PRIVATE_KEY || randomBytes(32).toString('hex'),
  };
  let stopping = false;

  const fork = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(workerEnv);
      let ready = false;
      worker.on('message', (message) => {
        if (message?.type === 'ready') {
          ready = true;
          resolve(message);
        } else if (message?.type === 'failed') {
          reject(message.startup ? new ClusterError(message.message) : new Error(message.message));
        }
      });
      worker.on('exit', (code, signal) => {
        if (!ready) {
          reject(new Error(`une instance s’est arrêtée au démarrage (${signal ?? `code ${code}`})`));
          return;
        }
        if (stopping) return;
        log(`instance ${worker.process.pid} arrêtée (${signal ?? `code ${code}`}) : relancée`);
        setTimeout(() => {
          if (!stopping) fork().catch((error) => log(`relance impossible : ${error.message}`));
        }, 1000).unref();
      });
    });

  const stopAll = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise((resolve) => {
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  const started = await Promise.allSettled(Array.from({ length: instances }, fork));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [first] = started.map((result) => result.value);
  log(
    `${instances} instances (pids ${Object.values(cluster.workers ?? {})
      .map((w) => w?.process.pid)
      .join(', ')})`,
  );
  return { url: first.url, database: { location: first.location }, instances, close: stopAll };
}

/** One instance: the backend's own server, reporting to the primary when it serves or why it did not. */
async function runInstance() {
  const backend = await import(
    pathToFileURL(process.env.GAMELLE_BACKEND_ENTRY ?? join(root, 'packages/backend/dist/index.js')).href
  );
  let running;
  try {
    running = await backend.startServer({
      port: backend.parsePort(process.env.PORT),
      host: process.env.HOST ?? '127.0.0.1',
      database: backend.databaseTargetFromEnv(process.env, root),
      staticDir: process.env.STATIC_DIR,
    });
  } catch (error) {
    const failed = {
      type: 'failed',
      startup: error?.name === 'StartupError',
      message: error?.message ?? String(error),
    };
    // Exits once the message has left: the primary prints the reason.
    process.send?.(failed, () => process.exit(1));
    return;
  }
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await running.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal: the primary stops the instances itself, in turn.
  process.on('SIGINT', () => {});
  // The primary is gone: nobody hands this instance connections any more.
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', url: running.url, location: running.database.location });
}

if (cluster.isWorker && process.env.GAMELLE_CLUSTER_INSTANCE) await runInstance();

/**
 * `node scripts/cluster.mjs`: the backend alone (no build, no site unless STATIC_DIR names one) as
 * INSTANCES processes on PORT over DATABASE_URL, for the load measures (scripts/bench-shop-api.mjs,
 * scripts/soak.mjs). Prints « Gamelle écoute sur … » like the backend's own main once every instance
 * serves, then the instances' pids; SIGTERM or SIGINT stops them all.
 */
if (cluster.isPrimary && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const running = await startCluster({
      instances: instancesFromEnv(process.env, { cluster: true }),
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      staticDir: process.env.STATIC_DIR,
    });
    const pids = Object.values(cluster.workers ?? {}).map((worker) => worker?.process.pid);
    console.log(`Gamelle écoute sur ${running.url}/ (instances : ${pids.join(', ')})`);
    const stop = () => running.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  } catch (error) {
    console.error(error instanceof ClusterError ? error.message : error);
    process.exit(1);
  }
}
