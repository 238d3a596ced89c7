#!/usr/bin/env node
// `npm start`: installs, builds the packages, opens (and seeds on first run) the database,
// serves the backend (the last good build of the site at once, when there is one), prerenders the
// site against it, switches to the new build atomically (site/live), then prints the URL, and renders
// pages again when the catalogue changes (ADR 0023). The backend runs in one instance this process
// supervises (SIGUSR2 replaces it without a gap) — or, with --cluster (`npm run start:cluster`) or
// INSTANCES=n, n instances on one port over DATABASE_URL's PostgreSQL (scripts/cluster.mjs,
// docs/deployment.md).
// Options: --verbose (the build tools' output in the terminal, not in data/logs/start.log),
// --packages-built (the test runner has built them already), --rebuild-site (build the site even
// when the last build still holds). Installing is scripts/node24.mjs's. Environment: see README.
// What it prints is a step a line with its duration, the prerender's progress, then the address
// (ADR 0024); the tools' own output goes to the log file scripts/node24.mjs names.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { instancesFromEnv, requireSharedDatabase, startCluster } from './cluster.mjs';
import { buildPackages, logFile, root, StepError } from './lib/run.mjs';
import { buildSite } from './lib/site-build.mjs';
import { siteSourcesDigest } from './lib/site-inputs.mjs';
import { siteRefresher } from './lib/site-refresh.mjs';

const skipPackageBuild = process.argv.includes('--packages-built');
const clusterAsked = process.argv.includes('--cluster');
const rebuildAsked = process.argv.includes('--rebuild-site');
const verbose = process.argv.includes('--verbose');
const tty = process.stdout.isTTY === true;
const bold = (text) => (tty ? `\x1b[1m${text}\x1b[0m` : text);
const log = (line) => console.log(`${bold('gamelle')} ${line}`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step of the start and prints it with its duration: `fn` returns the line to print. */
async function step(fn) {
  const started = performance.now();
  const said = await fn();
  log(`✓ ${said} (${seconds(started)})`);
}

/**
 * The prerender's progress: a bar redrawn in place on a terminal; elsewhere (a log, CI) a line at
 * each quarter, so the output stays short.
 */
function progressBar(label) {
  let quarter = -1;
  let drawn = false;
  return {
    update({ done, total }) {
      if (!total) return;
      const share = Math.min(1, done / total);
      const width = 24;
      const filled = Math.round(share * width);
      const line = `  ${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} pages`;
      if (tty) {
        process.stdout.write(`\r\x1b[K${bold('gamelle')}${line}`);
        drawn = true;
      } else if (Math.floor(share * 4) > quarter) {
        quarter = Math.floor(share * 4);
        log(line.trimStart());
      }
    },
    end() {
      if (drawn) process.stdout.write('\r\x1b[K');
    },
  };
}

async function main() {
  const started = performance.now();
  // Before the minutes of install and build: several instances need a shared PostgreSQL.
  const instances = instancesFromEnv(process.env, { cluster: clusterAsked });
  const clustered = clusterAsked || instances > 1;
  if (clustered) requireSharedDatabase(process.env, instances);
  log(`Node.js ${process.version}${logFile && !verbose ? ` — sortie des outils : ${logFile}` : ''}`);
  // scripts/node24.mjs installed what changed, if anything, and said so.
  if (!skipPackageBuild) {
    await step(async () =>
      (await buildPackages({ log: !verbose })) ? 'paquets construits' : 'paquets inchangés depuis leur dernier build',
    );
  }

  const backend = await import(pathToFileURL(join(root, 'packages/backend/dist/index.js')).href);
  const port = backend.parsePort(process.env.PORT);
  // The site is served through `site/live`, switched to each finished build at once (ADR
  // 0023): while the site is built again below, the last good build answers, never a 404.
  const site = backend.publishedSite(join(root, 'site'), { legacy: join(root, 'site/dist') });
  const staticDir = site.live;

  const host = process.env.HOST ?? '127.0.0.1';
  // The backend runs in instances of scripts/cluster.mjs, one by default: this process holds the
  // port, so an instance is replaced (SIGUSR2: new code, same port) without a refused connection.
  const opening = performance.now();
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
  // `kill -USR2 <pid>`: each instance replaced by a new one, running the code built now (ADR
  // 0023); requests meanwhile wait a moment, none is refused. One reload at a time. (Not SIGHUP,
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

  log(`✓ base de données ouverte : ${server.database.location} (${seconds(opening)})`);
  // What this build would be made from (ADR 0023): the sources and the database's content
  // (products aside: each write to one is a recorded change, rendered from the change log). The same
  // as the build served: it is served as it is (a restart in seconds), and the changes since the last
  // one it shows are rendered again at once (ADR 0023).
  const sources = siteSourcesDigest();
  const inputsNow = async () => `${sources}:${await server.siteDataVersion()}`;
  const inputs = await inputsNow();
  let seen = site.seen();
  if (!rebuildAsked && seen !== null && site.inputs() === inputs) {
    log('✓ site inchangé depuis son dernier build (sources, contenus) : servi tel quel');
  } else {
    // The changes the new build shows: those before it starts. One made while it builds is rendered
    // again once it is published.
    seen = await server.lastContentChange();
    const building = performance.now();
    const bar = progressBar('prérendu');
    try {
      const { pages } = await buildSite({ apiOrigin: server.url, log: !verbose, onProgress: bar.update });
      bar.end();
      log(`✓ site construit : ${pages} pages (${seconds(building)})`);
    } catch (error) {
      bar.end();
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
  log(`prêt en ${seconds(started)} — rechargement sans coupure : kill -USR2 ${process.pid}`);
  console.log(`\nGamelle est en ligne : ${server.url}/\n(Ctrl-C pour arrêter)`);
}

main().catch((error) => {
  const known = error instanceof StepError || error?.name === 'StartupError';
  console.error(`Gamelle n’a pas démarré : ${known ? error.message : (error?.message ?? String(error))}`);
  process.exit(1);
});
