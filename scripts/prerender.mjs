#!/usr/bin/env node
// Prerenders the built site (after `vike build`, whose own prerender is off) in one worker process
// per core: Vike renders in one thread, so two cores render a large catalogue faster in two
// processes (ADR 0006). Each worker is this script with `--worker index/count`; product pages are
// split between workers by API page, every other page is written by the first worker.
//   node ../scripts/prerender.mjs      (from site/, as its `build` script does)
// GAMELLE_PRERENDER_WORKERS sets the number of workers (default: the cores);
// GAMELLE_PRERENDER_DEBUG=1 prints each worker's timings.
// Some pages again (ADR 0023), from a published build's own code, in one worker:
//   node scripts/prerender.mjs --only urls.json --build site/builds/<name> --into <folder>
// renders the URLs listed in urls.json with the code of `<build>/server` and writes their files under
// `<folder>` (as they would be under `<build>/client`), for `scripts/lib/site-refresh.mjs` to finish
// and move into place.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..', 'site');
const workerFlag = process.argv.indexOf('--worker');

/**
 * Drops what Vike keeps of a page once its files are written: its rendered HTML, React element and
 * file contents stay referenced by Vike's list of pages (and its output list) until the end, so that
 * every young-generation GC copies them (a third of a worker's time with 5,000 pages, ADR 0006).
 * Properties Vike no longer reads once the page is written; the page's URL and data stay.
 */
const RENDER_LEFTOVERS = ['page', 'pageHtmlString', '_pageContextHtmlTag', '_prerenderResult', '_pageAssets'];
let leftoversChecked = false;
function forget(pageContext) {
  // These fields are Vike's private ones: a Vike that renamed one would keep it silently (without
  // forget(), 25 % more rendering CPU and 44 % more peak memory at 2,000 products, ADR 0013),
  // so the first page checks that each is still there (docs/upstream/vike-prerender-written-files.md).
  // `_pageAssets` is not set on the pages `+onPrerenderStart` gives (every page since Dutch came, ADR 0019: each
  // language's copy), so it is dropped when there and not required.
  if (!leftoversChecked) {
    leftoversChecked = true;
    const missing = RENDER_LEFTOVERS.filter((key) => key !== '_pageAssets' && !(key in pageContext));
    if (!Array.isArray(pageContext._prerenderContext?.output)) missing.push('_prerenderContext.output');
    if (missing.length > 0)
      throw new Error(
        `Prérendu : Vike ne pose plus ${missing.join(', ')} sur pageContext ; mettre à jour forget() (scripts/prerender.mjs, docs/upstream/vike-prerender-written-files.md).`,
      );
  }
  for (const key of RENDER_LEFTOVERS) Reflect.deleteProperty(pageContext, key);
  pageContext._prerenderContext?.output?.splice(0);
}

/** A worker: Vike's prerender API, writing only the pages this worker owns. */
async function worker(shard) {
  const [index] = shard.split('/').map(Number);
  // A published build's output folder (`client/`, `server/`), and where to write instead of its
  // `client/` (pages rendered again, `--only`); by default `site/dist`, written in place.
  const outDir = process.env.GAMELLE_PRERENDER_BUILD;
  const into = process.env.GAMELLE_PRERENDER_INTO;
  const target = (filePath) => (into && outDir ? join(into, relative(join(outDir, 'client'), filePath)) : filePath);
  process.env.GAMELLE_PRERENDER_SHARD = shard;
  const { prerender } = await import(pathToFileURL(createRequire(join(site, 'package.json')).resolve('vike/api')).href);
  let written = 0;
  // Progress (ADR 0024): pages this worker owns, of all it owns, sent to the parent at most
  // every 100 ms; the parent adds the workers' and tells its own parent (`npm start`'s bar).
  let pagesDone = 0;
  let pagesOwned = null;
  let progressSent = 0;
  const progress = (force = false) => {
    const now = performance.now();
    if (!force && now - progressSent < 100) return;
    progressSent = now;
    process.send?.({ type: 'gamelle:prerender-progress', done: pagesDone, total: pagesOwned });
  };
  let firstPage = null;
  let firstPageCpu = null;
  // Files are written synchronously: a page's two small files take tens of microseconds, whereas
  // thousands of writes queued on libuv's thread pool contend for the folder's lock (strace: 0.3 ms
  // a call). One mkdir per folder.
  const folders = new Set();
  try {
    await prerender({
      // Not `vite.config.ts`: the bundles are built, and loading it (three times: Vike resolves the
      // Vite config for its settings) imported every build plugin for nothing, 0.8 s of each worker's
      // CPU (ADR 0013). Vike adds its own plugin; the output is the same files.
      viteConfig: { root: site, logLevel: 'warn', configFile: false, ...(outDir ? { build: { outDir } } : {}) },
      async onPagePrerender(pageContext) {
        if (firstPage === null) {
          firstPage = performance.now();
          firstPageCpu = process.cpuUsage();
          // Every page of the build, as `+onPrerenderStart` returned them (Vike's private list: with
          // another Vike the bar counts without its total).
          const all = pageContext._prerenderContext?.pageContexts;
          if (Array.isArray(all)) pagesOwned = all.filter((page) => (page.prerenderWrittenBy ?? 0) === index).length;
        }
        // Private, and required: Vike gives the file to write only there (with `onPagePrerender` it
        // writes nothing itself; docs/upstream/vike-prerender-written-files.md).
        if (!pageContext._prerenderResult)
          throw new Error('Prérendu : Vike ne pose plus pageContext._prerenderResult (scripts/prerender.mjs).');
        const { filePath, fileContent } = pageContext._prerenderResult;
        // A page's HTML comes first, then its pageContext.json (none for the 404 page).
        const lastFile = !filePath.endsWith('.html') || pageContext.is404;
        const owned = (pageContext.prerenderWrittenBy ?? 0) === index;
        if (owned) {
          const path = target(filePath);
          const folder = dirname(path);
          if (!folders.has(folder)) {
            mkdirSync(folder, { recursive: true });
            folders.add(folder);
          }
          writeFileSync(path, fileContent);
          written += 1;
        }
        if (lastFile) {
          forget(pageContext);
          if (owned) pagesDone += 1;
          progress();
        }
        // Rendering is a chain of promises: without a turn of the event loop between pages, the
        // requests of pages that fetch their data while others render would wait until the end
        // (and time out).
        await new Promise(setImmediate);
      },
    });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  progress(true);
  const seconds = (ms) => Number((ms / 1000).toFixed(1));
  const cpuMs = (usage) => (usage.user + usage.system) / 1000;
  process.send?.({
    type: 'gamelle:prerender-done',
    written,
    beforeFirstPage: seconds(firstPage ?? 0),
    rendering: seconds(performance.now() - (firstPage ?? 0)),
    cpuBeforeFirstPage: seconds(firstPageCpu ? cpuMs(firstPageCpu) : 0),
    cpuRendering: seconds(cpuMs(process.cpuUsage(firstPageCpu ?? undefined))),
  });
}

/** Each worker's pages done and owned; their sums go to this process's parent, if it listens. */
const workerProgress = new Map();
function reportProgress(index, count, workerDone, workerTotal) {
  workerProgress.set(index, { done: workerDone, total: workerTotal });
  if (workerProgress.size < count) return; // a total is every worker's
  const workers = [...workerProgress.values()];
  const done = workers.reduce((sum, worker) => sum + worker.done, 0);
  // A worker that could not count its pages leaves the total unknown (the bar then waits).
  const total = workers.some((worker) => worker.total === null)
    ? null
    : workers.reduce((sum, worker) => sum + worker.total, 0);
  process.send?.({ type: 'gamelle:progress', done, total });
}

/** One worker; resolves with its number of files once it has ended well. */
function runWorker(index, count, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=64', process.argv[1], '--worker', `${index}/${count}`],
      {
        cwd: site,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    let report = null;
    child.on('message', (message) => {
      if (message.type === 'gamelle:prerender-progress') reportProgress(index, count, message.done, message.total);
      if (message.type === 'gamelle:prerender-done') report = message;
    });
    // A worker that ends without its report failed, whatever its exit code.
    child.on('exit', (code) => {
      if (code !== 0 || !report) {
        reject(new Error(`Prérendu : le processus ${index + 1}/${count} a échoué (code ${code}).`));
        return;
      }
      if (process.env.GAMELLE_PRERENDER_DEBUG)
        console.log(
          `  processus ${index + 1} : ${report.written} fichiers, ${report.beforeFirstPage} s avant la première page (${report.cpuBeforeFirstPage} s de CPU), ${report.rendering} s de rendu (${report.cpuRendering} s de CPU)`,
        );
      resolve(report.written);
    });
  });
}

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (workerFlag > 0) {
  await worker(process.argv[workerFlag + 1]);
} else if (option('only')) {
  const [only, build, into] = ['only', 'build', 'into'].map((name) => option(name));
  if (!build || !into) {
    console.error('Usage : node scripts/prerender.mjs --only <urls.json> --build <build> --into <dossier>');
    process.exit(2);
  }
  try {
    const files = await runWorker(0, 1, {
      GAMELLE_PRERENDER_ONLY: resolve(only),
      GAMELLE_PRERENDER_BUILD: resolve(build),
      GAMELLE_PRERENDER_INTO: resolve(into),
    });
    console.log(`Prérendu : ${files} fichiers écrits.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} else {
  const count = Math.max(1, Number(process.env.GAMELLE_PRERENDER_WORKERS ?? availableParallelism()));
  const started = performance.now();
  console.log(`Prérendu : ${count} processus…`);
  // Workers start together: Vike's patched config loader names its transpiled `+config` files
  // after the process (ADR 0013), where two processes used to delete each other's.
  const workers = Array.from({ length: count }, (_, index) => runWorker(index, count));
  try {
    const files = (await Promise.all(workers)).reduce((sum, n) => sum + n, 0);
    // The server bundle stays (Vike removes it when it prerenders by itself): a published build keeps
    // it, out of the served folder, to render a page again when the catalogue changes (ADR 0023).
    console.log(`Prérendu : ${files} fichiers écrits en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
