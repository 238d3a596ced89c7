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

/**
 * The site's whole build, the one sequence `npm start`, `site`'s `build` script and the bench run:
 * `vike build` (bundles), the prerender (one process per core, ADR 0006), the sitemap, the finished
 * HTML (inlined styles, CSP hashes) and the precompressed copies. With `log`, each tool's output goes
 * to the command's log file (scripts/lib/run.mjs); `onProgress({ done, total })` follows the
 * prerender's pages. Resolves with the pages and the seconds of bundling and of prerendering.
 */
export async function buildSite({ apiOrigin, log = false, onProgress } = {}) {
  const site = join(root, 'site');
  const client = join(site, 'dist/client');
  const env = apiOrigin ? { GAMELLE_API_ORIGIN: apiOrigin } : {};
  const options = { cwd: site, env, log };
  const started = performance.now();
  await run(join(site, 'node_modules/.bin/vike'), ['build'], options);
  const bundled = performance.now();
  await run(process.execPath, [join(root, 'scripts/prerender.mjs')], {
    ...options,
    onMessage: (message) => {
      if (message?.type === 'gamelle:progress') onProgress?.(message);
    },
  });
  const prerendered = performance.now();
  for (const step of ['sitemap', 'finish-html', 'precompress'])
    await run(process.execPath, [join(root, `scripts/${step}.mjs`), client], options);
  return {
    pages: countPages(client),
    bundleSeconds: (bundled - started) / 1000,
    prerenderSeconds: (prerendered - bundled) / 1000,
  };
}

/**
 * The bench's figures of a build against a running backend: bundling and prerender together, the
 * prerender alone, and pages per second of the prerender.
 */
export async function timedSiteBuild(apiOrigin) {
  const { pages, bundleSeconds, prerenderSeconds } = await buildSite({ apiOrigin, log: true });
  return {
    pages,
    totalSeconds: bundleSeconds + prerenderSeconds,
    prerenderSeconds,
    pagesPerSecond: Math.round(pages / prerenderSeconds),
  };
}
