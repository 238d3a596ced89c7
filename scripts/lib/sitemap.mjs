// sitemap.xml of every indexable prerendered page (SPEC §2 robots rules), for a whole build
// (scripts/sitemap.mjs) and again after pages were added or removed (ADR 0023).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './run.mjs';

function* pages(folder, prefix = '/') {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'assets') yield* pages(path, `${prefix}${name}/`);
    } else if (name === 'index.html') yield prefix;
  }
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Whether a page's own head keeps it from search engines (a shell such as the FAQ's search, `/faq/_/`). */
const saysNoindex = (dir, path) =>
  /<meta name="robots" content="noindex"/.test(readFileSync(join(dir, path, 'index.html'), 'utf8'));

/**
 * The sitemap of the pages under `dir`, with absolute URLs on `origin` (SITE_ORIGIN by default);
 * `isIndexablePath` is the domain's (its build's, unless given); a page whose head says `noindex`
 * is left out too.
 */
export async function sitemapOf(dir, origin = process.env.SITE_ORIGIN ?? 'https://gamelle.example', isIndexablePath) {
  isIndexablePath ??= (await import(pathToFileURL(join(root, 'packages/domain/dist/index.js')).href)).isIndexablePath;
  const base = origin.replace(/\/$/, '');
  const urls = [...pages(dir)].filter((path) => isIndexablePath(path) && !saysNoindex(dir, path)).sort();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((path) => `  <url><loc>${escapeXml(base + encodeURI(path))}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return { xml, count: urls.length };
}
