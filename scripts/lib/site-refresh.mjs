// Renders again the pages a catalogue change touches, in the build being served
// (ADR 0023): the product's pages in every language, the listings that show it (its categories and
// the pages that link to it), the home page and the sitemap — each file replaced by one rename,
// with its precompressed copies — and removes the pages of a product hidden, deleted or moved to
// another slug. A content record changed (a page, the header…) renders every page again, from the
// served build's code, into a new build switched in whole. Then tells a CDN which paths to purge
// (SITE_PURGE_URL, docs/deployment.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { loadDomain } from './domain.mjs';
import { finishPages } from './finish-html.mjs';
import { compressible, precompressFileAsync } from './precompress.mjs';
import { root } from './run.mjs';
import { sitemapOf } from './sitemap.mjs';

/**
 * A product page's path, the only kind of page a change removes: never `/produits/echantillons/`,
 * the samples' folder (its removal would take every sample page with it).
 */
export const PRODUCT_PAGE = /^\/(?:[a-z]{2}\/)?produits\/(?!echantillons\/)[a-z0-9]+(?:-[a-z0-9]+)*\/$/;

/** The purge address as a log may show it: no user, password or query (a token may sit there). */
export function purgeUrlForLog(url) {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname}`;
  } catch {
    return '(adresse de purge illisible)';
  }
}

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function* pageFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* pageFiles(path);
    else if (entry.name === 'index.html') yield path;
  }
}

/** A page's URL from its `index.html` under `client`. */
const urlOf = (client, file) => `/${relative(client, dirname(file)).split(sep).join('/')}/`.replace(/^\/\/$/, '/');

/** A category and the categories above it: `chien/croquettes` → `chien/croquettes`, `chien`. */
function withParents(category) {
  const parts = category.split('/');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * Runs the prerender with the build's own code: of `urls` into `into` (`--only`), or, `urls` null, of
 * every page in place in the build's `client/` (one process per core, as a build does).
 */
function renderInto(urls, build, into, apiOrigin) {
  const list = urls ? join(dirname(into), `${relative(dirname(into), into)}.urls.json`) : null;
  if (list) writeFileSync(list, JSON.stringify(urls));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'scripts/prerender.mjs'), ...(list ? ['--only', list, '--build', build, '--into', into] : [])],
      {
        cwd: join(root, 'site'),
        env: { ...process.env, GAMELLE_API_ORIGIN: apiOrigin, ...(list ? {} : { GAMELLE_PRERENDER_BUILD: build }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      if (list) rmSync(list, { force: true });
      if (code === 0) resolve();
      else reject(new Error(`le rendu des pages a échoué (code ${code}) :\n${tail}`));
    });
  });
}

/** Runs one of the repository's Node scripts; resolves once it has ended well. */
function nodeScript(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let tail = '';
    child.stderr.on('data', (chunk) => {
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} a échoué (code ${code}) : ${tail}`)),
    );
  });
}

/** A prerendered page's files: its HTML, its data for client navigation, and their compressed copies. */
const PAGE_FILE = /(?:^|\/)(?:index\.html|404\.html|index\.pageContext\.json)(?:\.br|\.gz)?$/;

/**
 * The refresher of a published site (`PublishedSite` of the backend). `apiOrigin` is the shop the
 * pages read their data from; `purgeUrl`, when set, receives `POST {"paths": […]}` after each batch.
 * `domain` (`LOCALES`, `localizedPath`, `isIndexablePath`, `href`: the domain package's build unless given)
 * and `render` (the prerender of `scripts/prerender.mjs --only`) are given by tests.
 */
export function siteRefresher({
  site,
  apiOrigin,
  purgeUrl = process.env.SITE_PURGE_URL,
  log = () => {},
  domain: givenDomain,
  render: renderPages = renderInto,
  inputs = async () => undefined,
}) {
  let domain = givenDomain;
  let batches = 0;

  /** Tells the CDN (SITE_PURGE_URL) which paths changed; a failure is logged, the origin is right anyway. */
  async function purge(paths) {
    if (!purgeUrl) return;
    try {
      const response = await fetch(purgeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(10_000),
        // The purge goes where it is configured, never where an answer points.
        redirect: 'manual',
      });
      if (!response.ok) log(`purge du CDN refusée (${response.status}) : ${purgeUrlForLog(purgeUrl)}`);
    } catch (error) {
      log(`purge du CDN impossible (${purgeUrlForLog(purgeUrl)}) : ${error.message}`);
    }
  }

  /**
   * Every page again (a content record changed): a copy of the served build without its pages, the
   * whole prerender with its code, finished, compressed, and switched in whole like a new build.
   * The CDN purges everything (`/*`).
   */
  async function renderAll(changes, build, started) {
    batches += 1;
    // Beside `builds/`, on its file system: published by a rename.
    const next = join(dirname(dirname(build)), `.rendu-${process.pid}-${batches}`);
    rmSync(next, { recursive: true, force: true });
    await cp(build, next, { recursive: true, filter: (source) => !PAGE_FILE.test(source) });
    try {
      await renderPages(null, next, null, apiOrigin);
      const client = join(next, 'client');
      const { xml } = await sitemapOf(client, undefined, domain.isIndexablePath);
      writeFileSync(join(client, 'sitemap.xml'), xml);
      // Every page finished in a process of its own (as a build does): this one hands out connections.
      await nodeScript('scripts/finish-html.mjs', [client]);
      const pages = [];
      for (const file of files(client)) {
        if (file.startsWith(join(client, 'assets'))) continue;
        if (compressible(file, statSync(file).size)) pages.push(file);
      }
      await Promise.all(pages.map((file) => precompressFileAsync(file)));
      site.publish(next, await inputs(), { seen: changes.at(-1)?.id, move: true });
    } finally {
      rmSync(next, { recursive: true, force: true });
    }
    const seconds = (performance.now() - started) / 1000;
    const keys = [...new Set(changes.map((change) => change.key))].join(', ');
    log(`contenu changé (${keys}) : toutes les pages rendues à nouveau en ${seconds.toFixed(1)} s`);
    await purge(['/*']);
    return { rendered: null, removed: [], paths: ['/*'], seconds, whole: true };
  }

  /** What a batch of changes touches: pages to render again and product pages to remove. */
  async function touched(changes, client, { LOCALES: locales, localizedPath, href }) {
    const render = new Set();
    const gone = new Set();
    const linkedSlugs = new Set();
    const inEveryLanguage = (path) => locales.map((locale) => localizedPath(path, locale));
    // Where each product of the batch is in the end: a product hidden then shown again, or a slug
    // left by one product and taken by another, within one batch, keeps its page.
    const last = new Map();
    for (const { key, detail } of changes) last.set(key, detail.after);
    const shownSlugs = new Set([...last.values()].filter((placement) => placement?.viewable).map((p) => p.slug));
    const productPath = (slug) => href.product({ product: slug });
    for (const slug of shownSlugs) for (const url of inEveryLanguage(productPath(slug))) render.add(url);
    for (const { detail } of changes) {
      const { before, after } = detail;
      for (const placement of [before, after]) {
        for (const category of placement?.categories ?? []) {
          for (const listing of withParents(category))
            for (const url of inEveryLanguage(`/${listing}/`)) render.add(url);
        }
        if (placement) {
          linkedSlugs.add(placement.slug);
          if (!shownSlugs.has(placement.slug))
            for (const url of inEveryLanguage(productPath(placement.slug))) if (PRODUCT_PAGE.test(url)) gone.add(url);
        }
      }
      for (const url of inEveryLanguage('/')) render.add(url);
    }
    // Every page that links to the product as it was (best sellers, cross-sells, listings): its link
    // or its name there changes too. Read without blocking: this process also hands out connections.
    if (linkedSlugs.size > 0) {
      const links = [...linkedSlugs].map(productPath);
      const pages = [...pageFiles(client)];
      for (let i = 0; i < pages.length; i += 32) {
        const batch = pages.slice(i, i + 32);
        const texts = await Promise.all(batch.map((file) => readFile(file, 'utf8')));
        texts.forEach((html, index) => {
          if (links.some((link) => html.includes(link))) render.add(urlOf(client, batch[index]));
        });
      }
    }
    // A listing the site does not have (a category not in the content system) is not made here.
    const pages = [...render].filter(
      (url) => !gone.has(url) && (PRODUCT_PAGE.test(url) || existsSync(join(client, url, 'index.html'))),
    );
    return { render: pages.sort(), gone: [...gone].sort() };
  }

  return {
    /**
     * Renders again what `changes` (rows of `content_changes`, oldest first) touch in the build served
     * — or every page, into a new build, when a content record is among them. Resolves with what was
     * done, or null when the build served cannot render pages (one made before builds kept their code:
     * the next start builds the site whole).
     */
    async refresh(changes) {
      const started = performance.now();
      const build = site.current();
      if (!build || !existsSync(join(build, 'server'))) {
        log(
          'le site servi ne peut pas rendre de pages à nouveau (build antérieur) : il sera reconstruit au prochain démarrage',
        );
        return null;
      }
      domain ??= await loadDomain();
      if (changes.some((change) => change.kind === 'content')) return renderAll(changes, build, started);
      const client = join(build, 'client');
      const { render, gone } = await touched(changes, client, domain);
      const timings = { found: performance.now() };
      batches += 1;
      const staging = join(build, `refresh-${process.pid}-${batches}`);
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(staging, { recursive: true });
      try {
        if (render.length > 0) {
          await renderPages(render, build, staging, apiOrigin);
          timings.rendered = performance.now();
          finishPages(staging, client);
        }
        const staged = [...files(staging)].filter((file) => compressible(file, statSync(file).size));
        await Promise.all(staged.map((file) => precompressFileAsync(file)));
        timings.compressed = performance.now();
        // Compressed copies first, then data, then pages: a browser that reads a new page finds its
        // new data, and the copies of a page are never older than the page but for an instant.
        const rank = (file) => (/\.(br|gz)$/.test(file) ? 0 : file.endsWith('.json') ? 1 : 2);
        for (const file of [...files(staging)].sort((a, b) => rank(a) - rank(b))) {
          const target = join(client, relative(staging, file));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
        }
        // The sitemap between the two: it lists a new page once that page is served, and no longer
        // lists a page removed by the time that page answers 404.
        const { xml } = await sitemapOf(
          client,
          undefined,
          (path) => !gone.includes(path) && domain.isIndexablePath(path),
        );
        const sitemap = join(client, 'sitemap.xml');
        writeFileSync(`${sitemap}.next`, xml);
        await precompressFileAsync(`${sitemap}.next`);
        renameSync(`${sitemap}.next.br`, `${sitemap}.br`);
        renameSync(`${sitemap}.next.gz`, `${sitemap}.gz`);
        renameSync(`${sitemap}.next`, sitemap);
        for (const url of gone) {
          const folder = join(client, url);
          if (!PRODUCT_PAGE.test(url) || !folder.startsWith(`${client}${sep}`)) continue;
          // The page first: from this instant the address answers 404.
          rmSync(join(folder, 'index.html'), { force: true });
          rmSync(folder, { recursive: true, force: true });
        }
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
      const paths = [...render, ...gone, '/sitemap.xml'];
      await purge(paths);
      const seconds = (performance.now() - started) / 1000;
      const skus = [...new Set(changes.map((change) => change.key))].join(', ');
      const phase = (from, to) => (((to ?? from) - from) / 1000).toFixed(1);
      log(
        `catalogue changé (${skus}) : ${render.length} page(s) rendue(s) à nouveau, ${gone.length} retirée(s), en ${seconds.toFixed(1)} s (pages trouvées ${phase(started, timings.found)} s, rendu ${phase(timings.found, timings.rendered)} s, compression ${phase(timings.rendered ?? timings.found, timings.compressed)} s)`,
      );
      return { rendered: render, removed: gone, paths, seconds };
    },
  };
}
