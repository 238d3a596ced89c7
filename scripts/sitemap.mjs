#!/usr/bin/env node
// Writes sitemap.xml of every indexable prerendered page (issue 6, SPEC §2 robots rules).
// Usage: node scripts/sitemap.mjs site/dist/client   (SITE_ORIGIN sets the absolute URLs)
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/run.mjs';

const { isIndexablePath } = await import(pathToFileURL(join(root, 'packages/domain/dist/index.js')).href);
const dir = process.argv[2];
const origin = (process.env.SITE_ORIGIN ?? 'https://gamelle.example').replace(/\/$/, '');

function* pages(folder, prefix = '/') {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'assets') yield* pages(path, `${prefix}${name}/`);
    } else if (name === 'index.html') yield prefix;
  }
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const urls = [...pages(dir)].filter((path) => isIndexablePath(path)).sort();
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
  .map((path) => `  <url><loc>${escapeXml(origin + encodeURI(path))}</loc></url>`)
  .join('\n')}\n</urlset>\n`;
writeFileSync(join(dir, 'sitemap.xml'), xml);
console.log(`sitemap: ${urls.length} adresses indexables`);
