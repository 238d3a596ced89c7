#!/usr/bin/env node
// Finishes every prerendered page for a fast first paint (ADR 0005):
// - puts the site's one stylesheet inside the page (`<style>` in the head), so the first paint waits
//   for no second request, and records its SHA-256 for the server's CSP (`style-src 'self'
//   'sha256-…'`): no inline style is allowed but this exact one;
// - gives the module preloads a low fetch priority: the page is complete as prerendered, its code
//   (hydration) must not compete with the picture and text the shopper sees first.
// Usage: node scripts/finish-html.mjs site/dist/client
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage : node scripts/finish-html.mjs <dossier>');
  process.exit(2);
}

function* htmlFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" (?![^>]*fetchpriority)/g;
const hashes = new Set();
const cache = new Map();
let pages = 0;
for (const path of htmlFiles(dir)) {
  const html = readFileSync(path, 'utf8');
  const inlined = html
    .replace(LINK, (_tag, href) => {
      let css = cache.get(href);
      if (css === undefined) {
        // `</style` cannot appear in CSS made by vanilla-extract; refuse rather than break the page.
        css = readFileSync(join(dir, href), 'utf8').trim();
        if (/<\/style/i.test(css)) throw new Error(`${href} contient « </style » : impossible de l’intégrer.`);
        cache.set(href, css);
        hashes.add(`sha256-${createHash('sha256').update(css).digest('base64')}`);
      }
      return `<style>${css}</style>`;
    })
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ');
  if (inlined !== html) {
    writeFileSync(path, inlined);
    pages += 1;
  }
}
writeFileSync(join(dir, 'csp-style-hashes.json'), `${JSON.stringify([...hashes])}\n`);
console.log(
  `finish-html : feuille de style intégrée et préchargements en priorité basse dans ${pages} pages (${hashes.size} empreinte(s) CSP)`,
);
