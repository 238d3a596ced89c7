import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, defaultOutbox, siteOriginFromEnv } from './app.js';
import { captchaSettingsFromEnv } from './auth/captcha.js';
import { tokenKeysFromEnv } from './auth/tokens.js';
import {
  type ContentChangeWatch,
  lastContentChange,
  type WatchOptions,
  watchContentChanges,
} from './content/changes.js';
import { type DatabaseTarget, type OpenedDatabase, openDatabase } from './db/open.js';
import { seed } from './db/seed.js';
import { siteDataVersion } from './http/site-inputs.js';
import { logError } from './log.js';
import { startMailWorker, transportFromEnv } from './mail/outbox.js';
import { runSubscriptionScheduler } from './orders/scheduler.js';
import { cancelUnpaidOrders } from './orders/unpaid.js';
import { StartupError } from './startup-error.js';

export interface ServerOptions {
  port: number;
  host?: string;
  database: DatabaseTarget;
  staticDir?: string;
  /**
   * This server replaces another process of the shop on the same port (`scripts/cluster.mjs`
   * reload): requests that arrive before its database is open wait for it instead of a 503, and the
   * embedded database is waited for while the other process lets it go (ADR 0023).
   */
  takeover?: boolean;
}

/**
 * Kept-alive connections stay open longer than the idle time of the proxies usually put in front
 * (65 s: AWS's load balancers, nginx's upstream keepalive_timeout advice), so the proxy closes first
 * and never sends on a socket this server is closing; a request's headers may take a little longer
 * (Node requires headersTimeout above keepAliveTimeout).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 70_000;
export const HEADERS_TIMEOUT_MS = 75_000;
/** How long a request that arrives before the database is open waits for it before a 503. */
const STARTING_WAIT_MS = 60_000;
/** How long a server replaced waits for its open connections to end before it cuts them. */
const FORCE_CLOSE_MS = 10_000;
/** The longest a server taking over waits for the process it replaces to let the embedded database go. */
const TAKEOVER_WAIT_MS = 60_000;

export interface RunningServer {
  url: string;
  port: number;
  database: OpenedDatabase;
  /** A digest of what the prerendered site reads from the database (`http/site-inputs.ts`). */
  siteDataVersion(): Promise<string>;
  /** The last catalogue change recorded: a site built from now on has seen it (ADR 0023). */
  lastContentChange(): Promise<number>;
  /** Hands each catalogue change after `after` to `onChanges` (the site's refresher, ADR 0023). */
  watchContentChanges(options: WatchOptions): Promise<ContentChangeWatch>;
  /**
   * Stops: with `drainMs`, first answers that long with `Connection: close` (clients leave their
   * kept-alive connections and open new ones, to the process taking over), then stops accepting,
   * lets the requests under way end (10 s at most), and closes the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Reads `PORT`: an integer from 0 to 65535 (0 picks a free port). */
export function parsePort(value: string | undefined, fallback = 3000): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port > 65535) {
    throw new StartupError(`PORT invalide : « ${value} ». Donnez un entier entre 0 et 65535, par exemple PORT=3000.`);
  }
  return port;
}

/** Binds the port first, so a port in use is reported before the database is touched. */
function listen(
  port: number,
  host: string,
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch, port, hostname: host }) as Server;
    s.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    s.headersTimeout = HEADERS_TIMEOUT_MS;
    s.once('listening', () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(
            `Le port ${port} est déjà utilisé : arrêtez l’autre serveur ou choisissez un autre port avec PORT=…`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`Le port ${port} est réservé : choisissez un port au-dessus de 1024 avec PORT=…`));
      } else reject(error);
    });
  });
}

/** Stops accepting, closes idle connections, lets requests under way end (10 s at most), then resolves. */
function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The answer while the database is still opening: plain text, never cached, never framed, with the
 * app's own security headers' strictest form (it is answered before the app exists).
 */
export const startingResponse = (): Response =>
  new Response('Gamelle démarre, réessayez dans quelques secondes.', {
    status: 503,
    headers: {
      'Retry-After': '5',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    },
  });

/**
 * Binds the port, opens (and seeds on first run) the database, then serves the shop on one origin.
 * Over PostgreSQL the instance is one of possibly several (ADR 0022): JWT_SECRET is
 * required, and the migrations and seed wait for any other instance doing them.
 */
export async function startServer({
  port,
  host = '127.0.0.1',
  database,
  staticDir,
  takeover = false,
}: ServerOptions): Promise<RunningServer> {
  // A missing shared secret stops the start here, before the port is taken.
  const tokenKeys = tokenKeysFromEnv(process.env, { shared: database.kind === 'postgres' });
  // So does a CAPTCHA_DIFFICULTY that is no number of tries (ADR 0027).
  const captcha = captchaSettingsFromEnv(tokenKeys);
  let ready: (serve: (request: Request) => Response | Promise<Response>) => void = () => {};
  const served = new Promise<(request: Request) => Response | Promise<Response>>((resolve) => {
    ready = resolve;
  });
  // Before the database is open, a request waits for it (a start, or a process taking over from
  // another): a person opening the shop while it starts gets the page a moment later, not a 503.
  // Past STARTING_WAIT_MS, or if the database cannot open, a 503.
  const waitForDatabase = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(startingResponse()), takeover ? TAKEOVER_WAIT_MS : STARTING_WAIT_MS);
      timer.unref();
      served.then((serve) => {
        clearTimeout(timer);
        Promise.resolve(serve(request)).then(resolve, reject);
      }, reject);
    });
  let handler: (request: Request) => Response | Promise<Response> = waitForDatabase;
  const server = await listen(port, host, (request) => handler(request));
  let draining = false;
  server.prependListener('request', (request, response) => {
    if (draining) response.setHeader('Connection', 'close');
    // A body refused or left unread (a 413, an error before the body was read): its bytes still
    // come on the connection, and a next request sent after them would wait forever. The answer
    // closes the connection (HTTP/1.1, RFC 9112 §9.6), so the client sends the next one on a new one.
    // Only a request that has a body can leave one unread: the others (every page, every read) pass.
    if (!('content-length' in request.headers || 'transfer-encoding' in request.headers)) return;
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (!request.complete && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  });
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(database, {
      setUp: (db) => seed(db),
      waitForOwnerMs: takeover ? TAKEOVER_WAIT_MS : 0,
    });
  } catch (error) {
    ready(startingResponse);
    await closeServer(server);
    throw error;
  }
  const outbox = defaultOutbox(opened.db);
  // The mail worker (ADR 0026): woken by each queued mail, whichever instance queued it.
  const mailWorker = await startMailWorker({
    db: opened.db,
    transport: transportFromEnv(),
    listen: opened.listen,
    onFailure: ({ id, attempts, error, gaveUp }) =>
      logError(
        gaveUp
          ? `E-mail ${id} abandonné après ${attempts} essais (${error})`
          : `E-mail ${id} non envoyé (essai ${attempts}, ${error}) : nouvel essai plus tard`,
        new Error(error),
      ),
  });
  const actualPort = (server.address() as AddressInfo).port;
  // Links in e-mails open where the shop runs when SITE_ORIGIN is unset (a local `npm start`).
  const siteOrigin = siteOriginFromEnv(`http://${host}:${actualPort}`);
  handler = createApp({ db: opened.db, staticDir, outbox, siteOrigin, tokenKeys, captcha }).fetch;
  ready(handler);
  // The subscription scheduler: ten seconds after start, then every hour, on the real
  // clock. Every instance runs it; each reminder and each order is claimed in the database before
  // it is sent or made, so instances racing do each date's work once (ADR 0022).
  const schedule = () => {
    runSubscriptionScheduler({ db: opened.db, now: new Date(), outbox, siteOrigin }).catch((error: unknown) =>
      logError('Planificateur des abonnements', error),
    );
    // Orders unpaid for two weeks give their stock back (orders/unpaid.ts), on the same hourly run.
    cancelUnpaidOrders({ db: opened.db, now: new Date(), outbox, siteOrigin }).catch((error: unknown) =>
      logError('Annulation des commandes impayées', error),
    );
  };
  const first = setTimeout(schedule, 10_000);
  const scheduler = setInterval(schedule, 60 * 60 * 1000);
  first.unref();
  scheduler.unref();
  const watches = new Set<ContentChangeWatch>();
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    database: opened,
    siteDataVersion: () => siteDataVersion(opened.db),
    lastContentChange: () => lastContentChange(opened),
    async watchContentChanges(options) {
      const watch = await watchContentChanges(opened, options);
      watches.add(watch);
      return watch;
    },
    async close({ drainMs = 0 } = {}) {
      clearTimeout(first);
      clearInterval(scheduler);
      if (drainMs > 0) {
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await Promise.all([...watches].map((watch) => watch.stop()));
      await mailWorker.stop();
      await closeServer(server);
      await opened.close();
    },
  };
}
