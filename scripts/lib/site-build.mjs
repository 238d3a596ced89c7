import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

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
 * Builds the site against a running backend and times it: the whole `vike build` and its prerender
 * phase (from Vike's « pre-rendering HTML » line to the end), then pages per second.
 */
export function timedSiteBuild(apiOrigin) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let prerenderStarted = null;
    const child = spawn(join(root, 'site/node_modules/.bin/vike'), ['build'], {
      cwd: join(root, 'site'),
      env: { ...process.env, GAMELLE_API_ORIGIN: apiOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const watch = (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      if (prerenderStarted === null && /pre-rendering HTML/.test(text)) prerenderStarted = performance.now();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`vike build a échoué (code ${code}) :\n${tail}`));
      const ended = performance.now();
      const pages = countPages();
      const prerenderSeconds = (ended - (prerenderStarted ?? started)) / 1000;
      resolve({
        pages,
        totalSeconds: (ended - started) / 1000,
        prerenderSeconds,
        pagesPerSecond: Math.round(pages / prerenderSeconds),
      });
    });
  });
}
