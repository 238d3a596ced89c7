#!/usr/bin/env node
// `npm start`: installs, builds the packages, opens (and seeds on first run) the database,
// serves the backend (the last good build of the site at once, when there is one), prerenders the
// site against it, switches to the new build atomically (site/live), then prints the URL, and renders
// pages again when the catalogue changes (ADR 0023). The backend runs in one instance this process
// supervises (SIGUSR2 replaces it without a gap) — or, with --cluster (`npm run start:cluster`) or
// INSTANCES=n, n instances on one port over DATABASE_URL's PostgreSQL (scripts/cluster.mjs,
// docs/deployment.md).
// Options: --no-install and --packages-built (the test runner has done both already), --rebuild-site
// (build the site even when the last build still holds). Environment: see README.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { instancesFromEnv, requireSharedDatabase, startCluster } from './cluster.mjs';
import { buildPackages, root, run, StepError } from './lib/run.mjs';
import { siteSourcesDigest } from './lib/site-inputs.mjs';
import { siteRefresher } from './lib/site-refresh.mjs';

const skipInstall = process.argv.includes('--no-install');
const skipPackageBuild = process.argv.includes('--packages-built');
const clusterAsked = process.argv.includes('--cluster');
const rebuildAsked = process.argv.includes('--rebuild-site');
const log = (line) => console.log(`\x1b[1mgamelle\x1b[0m ${line}`);

async function main() {
  const started = Date.now();
  // Before the minutes of install and build: several instances need a shared PostgreSQL.
  const instances = instancesFromEnv(process.env, { cluster: clusterAsked });
  const clustered = clusterAsked || instances > 1;
  if (clustered) requireSharedDatabase(process.env, instances);
  if (!skipInstall) {
    log('installation des dépendances (lockfile figé)…');
    await run('pnpm', ['install', '--frozen-lockfile', '--reporter=silent']);
  }
  if (!skipPackageBuild) {
    log('construction des paquets…');
    await buildPackages();
  }

  const backend = await import(pathToFileURL(join(root, 'packages/backend/dist/index.js')).href);
  const port = backend.parsePort(process.env.PORT);
  // The site is served through `site/live`, switched to each finished build at once (issue 32
  // item 1): while the site is built again below, the last good build answers, never a 404.
  const site = backend.publishedSite(join(root, 'site'), { legacy: join(root, 'site/dist') });
  const staticDir = site.live;

  const host = process.env.HOST ?? '127.0.0.1';
  // The backend runs in instances of scripts/cluster.mjs, one by default: this process holds the
  // port, so an instance is replaced (SIGUSR2: new code, same port) without a refused connection.
  const server = await startCluster({ instances, port, host, staticDir });
  let closing = false;
  const stop = async (code = 0) => {
    if (closing) return;
    closing = true;
    await server.close().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // `kill -USR2 <pid>`: each instance replaced by a new one, running the code built now (issue 32
  // item 1); requests meanwhile wait a moment, none is refused. One reload at a time. (Not SIGHUP,
  // which a closed terminal sends: that one still stops the shop.)
  let reloading = null;
  process.on('SIGUSR2', () => {
    if (reloading || closing) return;
    log('rechargement des instances…');
    reloading = server
      .reload()
      .then(() => log('instances rechargées'))
      .catch((error) => log(`rechargement impossible : ${error.message}`))
      .finally(() => {
        reloading = null;
      });
  });

  log(`base de données : ${server.database.location}`);
  // What this build would be made from (issue 32 item 1): the sources and the database's content
  // (products aside: each write to one is a recorded change, rendered from the change log). The same
  // as the build served: it is served as it is (a restart in seconds), and the changes since the last
  // one it shows are rendered again at once (ADR 0023).
  const sources = siteSourcesDigest();
  const inputsNow = async () => `${sources}:${await server.siteDataVersion()}`;
  const inputs = await inputsNow();
  let seen = site.seen();
  if (!rebuildAsked && seen !== null && site.inputs() === inputs) {
    log('site inchangé depuis son dernier build (sources, contenus) : servi tel quel');
  } else {
    // The changes the new build shows: those before it starts. One made while it builds is rendered
    // again once it is published.
    seen = await server.lastContentChange();
    log('prérendu du site…');
    try {
      await run('pnpm', ['--filter', '@gamelle/site', '--reporter-hide-prefix', 'run', 'build'], {
        env: { GAMELLE_API_ORIGIN: server.url },
      });
    } catch (error) {
      console.error(`Gamelle n’a pas démarré : ${error.message}`);
      await stop(1);
      return;
    }
    site.publish(join(root, 'site/dist'), inputs, { seen });
  }
  // From now on a product created, changed or hidden reaches its pages in seconds, a content record
  // changed every page (ADR 0023). The next start builds the site whole again only when its sources
  // or content moved.
  const refresher = siteRefresher({ site, apiOrigin: server.url, log, inputs: inputsNow });
  await server.watchContentChanges({
    after: seen,
    onChanges: async (changes) => {
      const done = await refresher.refresh(changes);
      if (done && !done.whole) site.recordSeen(changes.at(-1).id);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`prêt en ${seconds} s — rechargement sans coupure : kill -USR2 ${process.pid}`);
  console.log(`\nGamelle est en ligne : ${server.url}/\n(Ctrl-C pour arrêter)`);
}

main().catch((error) => {
  const known = error instanceof StepError || error?.name === 'StartupError';
  console.error(`Gamelle n’a pas démarré : ${known ? error.message : (error?.message ?? String(error))}`);
  process.exit(1);
});
