// The shop's backend processes on one port, with Node's cluster module
// (docs/adr/0022-several-instances-over-postgresql.md, ADR 0023). `npm start` runs one instance this
// way — the port is held by this primary, so an instance can be replaced without a gap (`reload`,
// SIGUSR2) —, `npm run start:cluster` and `INSTANCES=n npm start` several over one PostgreSQL.
// scripts/start.mjs still installs, builds and prerenders the site once; this file is both the
// primary's side (`startCluster`) and, run by cluster.fork(), each instance's.
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

const log = (line) => console.log(`${process.stdout.isTTY ? '\x1b[1mgamelle\x1b[0m' : 'gamelle'} ${line}`);

/** How long an instance replaced keeps answering, with `Connection: close`, before it stops accepting. */
const DRAIN_MS = 1000;
/** How long the primary waits for an instance's answer. */
const ASK_TIMEOUT_MS = 30_000;
/** Tries of a batch of catalogue changes before it is left to the next start's build. */
const RENDER_ATTEMPTS = 5;

/**
 * Forks `instances` backend processes listening on one port (the primary hands connections out in
 * turn) and resolves once each is serving, with the shape of the backend's `RunningServer` that
 * scripts/start.mjs uses. Several instances need DATABASE_URL; one may run on the embedded database.
 * An instance that fails to start stops them all with its reason; one that dies later is started
 * again. `reload()` replaces each instance by a new one (new code) without closing the port;
 * `close()` stops every instance and waits for them.
 */
export async function startCluster({ instances, port, host, staticDir, env = process.env }) {
  if (instances > 1) requireSharedDatabase(env, instances);
  const embedded = !env.DATABASE_URL?.trim();
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [] });
  const workerEnv = {
    GAMELLE_CLUSTER_INSTANCE: '1',
    PORT: String(port),
    HOST: host,
    STATIC_DIR: staticDir,
    // Image upload signatures are made by one instance and checked by another: one key for all,
    // drawn here when none is given (instances on several machines must be given one).
    IMAGES_PRIVATE_KEY: env.IMAGES_PRIVATE_KEY || randomBytes(32).toString('hex'),
    // The same for the customers' tokens on the embedded database (PostgreSQL requires one): an
    // instance that replaces another keeps everyone signed in.
    JWT_SECRET: env.JWT_SECRET || randomBytes(32).toString('hex'),
  };
  let stopping = false;
  const serving = new Set();
  /** Requests to instances (`ask`), by id, with the instance asked. */
  const asked = new Map();
  let asks = 0;
  /**
   * The catalogue watch (ADR 0023): one instance reads the changes and hands each batch over; this
   * process queues them, renders them one batch at a time, and owns them from then on (a batch
   * that fails is tried again here). `queued`: the last change queued, where a new watcher starts.
   */
  let watch = null;
  let watcher = null;
  let queue = Promise.resolve();

  const ask = (worker, what) =>
    new Promise((resolve, reject) => {
      asks += 1;
      const id = asks;
      const timer = setTimeout(() => settle(new Error(`l’instance n’a pas répondu (${what})`)), ASK_TIMEOUT_MS);
      const settle = (error, value) => {
        clearTimeout(timer);
        asked.delete(id);
        if (error) reject(error);
        else resolve(value);
      };
      asked.set(id, { worker, settle });
      worker.send({ type: 'ask', id, what });
    });

  const startWatch = (worker) => {
    watcher = worker;
    worker.send({ type: 'watch', after: watch.queued });
  };

  /** Renders a batch, again after a failure (5 s, then twice as long, five tries), then the next one. */
  const render = async (changes) => {
    for (let attempt = 1, wait = 5000; ; attempt += 1, wait *= 2) {
      try {
        await watch.onChanges(changes);
        return;
      } catch (error) {
        const ids = `${changes[0]?.id}–${changes.at(-1)?.id}`;
        if (attempt >= RENDER_ATTEMPTS) {
          log(
            `changements ${ids} abandonnés après ${attempt} essais (${error.message}) : le prochain démarrage reconstruit le site`,
          );
          return;
        }
        log(`changements ${ids} : rendu impossible (${error.message}), nouvel essai dans ${wait / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  /** A batch from the watcher: what is new is queued, and the watcher told at once (it goes on reading). */
  const receive = (changes) => {
    const fresh = changes.filter((change) => change.id > watch.queued);
    if (fresh.length === 0) return;
    watch.queued = fresh.at(-1).id;
    queue = queue.then(() => render(fresh));
  };

  /** A new instance; `ready` resolves once it serves, `listening` once it has the port. */
  const fork = ({ takeover = false } = {}) => {
    const worker = cluster.fork({ ...workerEnv, ...(takeover ? { GAMELLE_TAKEOVER: '1' } : {}) });
    let isReady = false;
    const listening = new Promise((resolve) => worker.once('listening', resolve));
    const ready = new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message?.type === 'ready') {
          isReady = true;
          serving.add(worker);
          if (watch && !watcher) startWatch(worker);
          resolve(message);
        } else if (message?.type === 'failed') {
          reject(message.startup ? new ClusterError(message.message) : new Error(message.message));
        } else if (message?.type === 'answer') {
          asked.get(message.id)?.settle(message.error ? new Error(message.error) : null, message.value);
        } else if (message?.type === 'changes' && watch) {
          receive(message.changes);
          if (worker.isConnected()) worker.send({ type: 'changes-done', id: message.id });
        } else if (message?.type === 'watch-failed' && watch && watcher === worker) {
          // Tried again a moment later, on whichever instance serves then.
          watcher = null;
          setTimeout(() => {
            const next = newest();
            if (watch && !watcher && next) startWatch(next);
          }, 5000).unref();
        }
      });
      worker.on('exit', (code, signal) => {
        serving.delete(worker);
        for (const pending of asked.values()) {
          if (pending.worker === worker) pending.settle(new Error('l’instance s’est arrêtée avant de répondre'));
        }
        if (watcher === worker) {
          watcher = null;
          const next = newest();
          if (watch && next) startWatch(next);
        }
        if (!isReady) {
          reject(new Error(`une instance s’est arrêtée au démarrage (${signal ?? `code ${code}`})`));
          return;
        }
        if (stopping || worker.replaced) return;
        log(`instance ${worker.process.pid} arrêtée (${signal ?? `code ${code}`}) : relancée`);
        setTimeout(() => {
          if (!stopping) fork({ takeover: true }).ready.catch((error) => log(`relance impossible : ${error.message}`));
        }, 1000).unref();
      });
    });
    return { worker, listening, ready };
  };

  /** Stops an instance: it drains (`drainMs`), stops accepting, ends its requests and exits. */
  const stopWorker = (worker, drainMs = 0) =>
    new Promise((resolve) => {
      if (worker.isDead()) {
        resolve();
        return;
      }
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS + drainMs);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      if (drainMs > 0 && worker.isConnected()) worker.send({ type: 'stop', drainMs });
      else worker.process.kill('SIGTERM');
    });

  const stopAll = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    await Promise.all(running.map((worker) => stopWorker(worker)));
  };

  /**
   * Replaces each instance in turn by a new one (a restart without a gap): the port stays open in this
   * process all along. Over PostgreSQL the new instance serves before the old one drains; on the
   * embedded database, which one process owns, the new one takes the port at once and holds its
   * requests while the old one drains, lets the database go, and exits (a second or two).
   */
  const reload = async () => {
    const before = [...serving];
    for (const old of before) {
      // Taking over: its requests wait for its database rather than a 503 (the primary hands it
      // connections as soon as it listens).
      const next = fork({ takeover: true });
      // Settled at once: a new instance that fails is reported below, never as an unhandled rejection.
      const outcome = next.ready.then(
        (message) => ({ message }),
        (error) => ({ error }),
      );
      const first = await Promise.race([embedded ? next.listening.then(() => null) : outcome, outcome]);
      if (first?.error) throw first.error;
      old.replaced = true;
      await stopWorker(old, DRAIN_MS);
      const { message, error } = await outcome;
      if (error) {
        // The old instance has let the embedded database go: nobody serves. Said loudly.
        log(
          `l’instance nouvelle n’a pas démarré (${error.message}) : plus aucune instance ne sert, redémarrez Gamelle`,
        );
        throw error;
      }
      log(`instance ${old.process.pid} remplacée par ${message.pid}`);
    }
  };

  const started = await Promise.allSettled(Array.from({ length: instances }, () => fork().ready));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [first] = started.map((result) => result.value);
  /** The instance started last: the one a reload replaces last. */
  const newest = () => [...serving].at(-1);
  const any = () => {
    const worker = newest();
    if (!worker) throw new Error('aucune instance ne sert');
    return worker;
  };
  log(
    `${instances} instance${instances > 1 ? 's' : ''} (pid${instances > 1 ? 's' : ''} ${[...serving]
      .map((w) => w.process.pid)
      .join(', ')})`,
  );
  return {
    url: first.url,
    database: { location: first.location },
    instances,
    /** A digest of what the site is made of in the database (`siteDataVersion` of the backend). */
    siteDataVersion: () => ask(any(), 'siteDataVersion'),
    /** The last catalogue change recorded. */
    lastContentChange: () => ask(any(), 'lastContentChange'),
    /**
     * Hands the catalogue changes after `after` to `onChanges`, in order (ADR 0023); one instance
     * watches, and another takes over from the last change done when it goes.
     */
    async watchContentChanges({ after, onChanges }) {
      watch = { queued: after, onChanges };
      startWatch(any());
    },
    /** Resolves once every batch queued so far is rendered (a clean stop, tests). */
    settled: () => queue,
    reload,
    close: stopAll,
  };
}

/**
 * One instance: the backend's own server, reporting to the primary when it serves or why it did not,
 * answering its questions, watching the catalogue when asked (ADR 0023) and stopping when told.
 */
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
      takeover: process.env.GAMELLE_TAKEOVER === '1',
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
  // The primary's answers to the batches of changes handed to it, by id (it answers once it has
  // queued them: this instance never waits for a render).
  const handed = new Map();
  let closing = false;
  const stop = async (drainMs = 0) => {
    if (closing) return;
    closing = true;
    for (const pending of handed.values()) pending.reject(new Error('instance arrêtée'));
    handed.clear();
    await running.close({ drainMs }).catch(() => {});
    process.exit(0);
  };
  let batches = 0;
  const send = (message) => {
    if (process.connected) process.send?.(message);
  };
  process.on('message', (message) => {
    if (message?.type === 'ask') {
      const question = message.what === 'siteDataVersion' ? running.siteDataVersion() : running.lastContentChange();
      question.then(
        (value) => send({ type: 'answer', id: message.id, value }),
        (error) => send({ type: 'answer', id: message.id, error: error?.message ?? String(error) }),
      );
    } else if (message?.type === 'watch') {
      running
        .watchContentChanges({
          after: message.after,
          onChanges: (changes) =>
            new Promise((resolve, reject) => {
              batches += 1;
              handed.set(batches, { resolve, reject });
              send({ type: 'changes', id: batches, changes });
            }),
        })
        .catch((error) => {
          console.error(`Changements du catalogue : écoute impossible (${error?.message})`);
          send({ type: 'watch-failed' });
        });
    } else if (message?.type === 'changes-done') {
      const pending = handed.get(message.id);
      handed.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error));
      else pending?.resolve();
    } else if (message?.type === 'stop') {
      stop(message.drainMs);
    }
  });
  process.on('SIGTERM', () => stop());
  // Ctrl-C reaches every process of the terminal: the primary stops the instances itself, in turn.
  process.on('SIGINT', () => {});
  // The primary is gone: nobody hands this instance connections any more.
  process.on('disconnect', () => stop());
  send({ type: 'ready', url: running.url, location: running.database.location, pid: process.pid });
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
