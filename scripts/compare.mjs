#!/usr/bin/env node
// `npm run bench:compare -- [ref] [path…]`: Lighthouse mobile on this working tree and on a git
// ref (main by default) side by side in one run, as the guide asks when a change must not lower
// the catalogue's score: both shops built and started with the e2e catalogue, then the runs
// alternate (ref, this tree, ref, this tree…) so that a noisy minute weighs on both. Prints the
// medians of BENCH_LIGHTHOUSE_RUNS (5) runs per page. A benchmark, not a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDomain } from './lib/domain.mjs';
import { lighthouseOnce, median } from './lib/lighthouse.mjs';
import { buildPackages, root, run } from './lib/run.mjs';

const [ref = 'main', ...asked] = process.argv.slice(2);
/** The product page in both languages unless paths are given (made with the domain once built). */
const pathsToMeasure = ({ href, localizedPath }) => {
  if (asked.length) return asked;
  const product = href.product({ product: 'croquettes-chien-adulte-au-poulet' });
  return [product, localizedPath(product, 'nl')];
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The ref's tree in a temporary git worktree, installed and built as CI would. */
const base = mkdtempSync(join(tmpdir(), 'gamelle-compare-'));
execFileSync('git', ['worktree', 'add', '--detach', base, ref], { cwd: root, stdio: 'inherit' });
const shops = [];
try {
  // This tree's dependencies: scripts/node24.mjs has installed what changed.
  await run('pnpm', ['install', '--frozen-lockfile', '--reporter=silent'], { cwd: base });
  await run('pnpm', ['--filter', './packages/**', '--reporter-hide-prefix', 'run', 'build'], { cwd: base });
  await buildPackages();
  const paths = pathsToMeasure(await loadDomain());
  // Each tree's own start script (its own build of the site), one after the other: 2 cores.
  for (const [name, dir] of [
    [ref, base],
    ['ce dépôt', root],
  ]) {
    const { startShop } = await import(pathToFileURL(join(dir, 'scripts/lib/shop.mjs')).href);
    shops.push({ name, shop: await startShop() });
  }
  const rows = [];
  for (const path of paths) {
    const results = shops.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, { shop }] of shops.entries()) results[index].push(await lighthouseOnce(shop.url + path));
    }
    for (const [index, { name }] of shops.entries()) {
      const runs = results[index];
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${path} | ${name} | ${m('score')} (${runs.map((r) => r.score).join(', ')}) | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} |`,
      );
    }
  }
  console.log(`\nLighthouse mobile, médiane de ${RUNS} passages alternés (${new Date().toISOString()})\n`);
  console.log('| Page | Arbre | Score (passages) | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  for (const { shop } of shops) await shop.stop();
  execFileSync('git', ['worktree', 'remove', '--force', base], { cwd: root, stdio: 'inherit' });
  rmSync(base, { recursive: true, force: true });
}
