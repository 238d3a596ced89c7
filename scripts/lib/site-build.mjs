import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

/** Prerendered pages of a built site (every index.html and 404.html). */
export function countPages(dir = join(root, 'site/dist/client')) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') pages += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

/** Runs a command in site/ and resolves with its duration in seconds; rejects with its last output. */
function timed(command, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: join(root, 'site'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${[command, ...args].join(' ')} a échoué (code ${code}) :\n${tail}`)),
    );
  });
}

/**
 * Builds the site against a running backend and times it: `vike build` (bundling), then the
 * prerender of every page by `scripts/prerender.mjs` (one process per core, ADR 0006), and pages
 * per second of the prerender.
 */
export async function timedSiteBuild(apiOrigin) {
  const env = { ...process.env, GAMELLE_API_ORIGIN: apiOrigin };
  const bundleSeconds = await timed(join(root, 'site/node_modules/.bin/vike'), ['build'], env);
  const prerenderSeconds = await timed(process.execPath, [join(root, 'scripts/prerender.mjs')], env);
  const pages = countPages();
  return {
    pages,
    totalSeconds: bundleSeconds + prerenderSeconds,
    prerenderSeconds,
    pagesPerSecond: Math.round(pages / prerenderSeconds),
  };
}

/**
 * The site's whole build, the one sequence `npm start` and `site`'s `build` script run: `vike build`
 * (bundles), the prerender (one process per core), the sitemap, the finished HTML (inlined styles,
 * CSP hashes) and the precompressed copies. With `log`, each tool's output goes to the command's log
 * file (scripts/lib/run.mjs); `onProgress({ done, total })` follows the prerender's pages.
 */
export async function buildSite({ apiOrigin, log = false, onProgress } = {}) {
  const site = join(root, 'site');
  const client = join(site, 'dist/client');
  const env = apiOrigin ? { GAMELLE_API_ORIGIN: apiOrigin } : {};
  const options = { cwd: site, env, log };
  await run(join(site, 'node_modules/.bin/vike'), ['build'], options);
  await run(process.execPath, [join(root, 'scripts/prerender.mjs')], {
    ...options,
    onMessage: (message) => {
      if (message?.type === 'gamelle:progress') onProgress?.(message);
    },
  });
  for (const step of ['sitemap', 'finish-html', 'precompress'])
    await run(process.execPath, [join(root, `scripts/${step}.mjs`), client], options);
  return { pages: countPages(client) };
}
