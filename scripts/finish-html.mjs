#!/usr/bin/env node
// Finishes every prerendered page for a fast first paint (ADR 0005):
// - puts the site's one stylesheet inside the page (`<style>` in the head), so the first paint waits
//   for no second request, and records its SHA-256 for the server's CSP (`style-src 'self'
//   'sha256-…'`): no inline style is allowed but this exact one;
// - gives the module preloads a low fetch priority: the page is complete as prerendered, its code
//   (hydration) must not compete with the picture and text the shopper sees first;
// - asks for that code only once the page has painted (ADR 0010): Vike's entry script and module
//   preloads go into a `<template>` (the browser's preload scanner ignores it), and a small inline
//   script copies them into the head after the first frame. Its SHA-256 goes to the CSP too
//   (`script-src 'self' 'sha256-…'`);
// - names the build (SPEC §4, §7; issue 21 item 12): its id, a hash of the names of the files under
//   assets/ (each named by its content's hash: the same code gives the same id, other code another),
//   goes into every page's `<html data-build>` — the build a tab runs — and into
//   `builds/latest.json`, which open tabs poll to know a newer build is online;
// - refuses a page that holds a deferred part's fallback instead of the part (site/render/deferred.tsx:
//   the server loads every declared part before rendering; a part it missed would hydrate into an
//   empty box).
// Usage: node scripts/finish-html.mjs site/dist/client
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/** The files the build wrote under assets/, without their precompressed copies (a second run finds them). */
function* assetFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* assetFiles(path);
    else if (!/\.(br|gz)$/.test(entry.name)) yield relative(dir, path);
  }
}

const buildId = createHash('sha256')
  .update([...assetFiles(join(dir, 'assets'))].sort().join('\n'))
  .digest('base64url')
  .slice(0, 16);
/** `<html …>` with this build's id, in place of a previous run's. */
const HTML_TAG = /<html\b[^>]*>/;
const withBuildId = (tag) => tag.replace(/\s+data-build="[^"]*"/, '').replace(/>$/, ` data-build="${buildId}">`);

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" (?![^>]*fetchpriority)/g;
/** Vike's entry script, followed by its module preloads, at the end of the body. */
const CODE = /<script src="\/assets\/[^"]+\.js" type="module" async><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/;
const TEMPLATE_ID = 'gamelle-code';
/**
 * Runs once the page is parsed: after the next frame (the first paint) it recreates each element of
 * the template in the head (elements copied from a template would not run), one element per task —
 * starting a fetch may take a few milliseconds, fourteen of them in one task made a long task. A tab
 * in the background gets no frame and shows nothing (and its timers are slowed down): there every
 * element is recreated at once.
 */
const AFTER_PAINT = `(()=>{const l=[...document.getElementById("${TEMPLATE_ID}").content.children];const add=o=>{const n=document.createElement(o.localName);for(const a of o.attributes)n.setAttribute(a.name,a.value);document.head.append(n)};const next=()=>{const o=l.shift();if(o){add(o);setTimeout(next)}};document.hidden?l.forEach(add):requestAnimationFrame(()=>setTimeout(next))})()`;
const afterPaintHash = `sha256-${createHash('sha256').update(AFTER_PAINT).digest('base64')}`;
const hashes = new Set();
const hashed = new Set();
const cache = new Map();
let pages = 0;
/** A deferred part's Suspense boundary as React writes it when the part's code was not loaded. */
const DEFERRED_FALLBACK = /<div data-deferred=""[^>]*><!--\$[?!]/;
for (const path of htmlFiles(dir)) {
  const html = readFileSync(path, 'utf8');
  if (DEFERRED_FALLBACK.test(html)) {
    throw new Error(
      `${relative(dir, path)} : une partie différée a été prérendue sans son code (site/render/deferred.tsx).`,
    );
  }
  const inlined = html
    .replace(HTML_TAG, withBuildId)
    .replace(LINK, (_tag, href) => {
      let css = cache.get(href);
      if (css === undefined) {
        // `</style` cannot appear in CSS made by vanilla-extract; refuse rather than break the page.
        css = readFileSync(join(dir, href), 'utf8').trim();
        if (/<\/style/i.test(css)) throw new Error(`${href} contient « </style » : impossible de l’intégrer.`);
        cache.set(href, css);
      }
      return `<style>${css}</style>`;
    })
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ')
    // Run again on a finished page, a page keeps its one template.
    .replace(CODE, (tags, _at, page) =>
      page.includes(`<template id="${TEMPLATE_ID}">`)
        ? tags
        : `<template id="${TEMPLATE_ID}">${tags}</template><script>${AFTER_PAINT}</script>`,
    );
  // Every inlined stylesheet's hash, this run's or a previous run's: the CSP list stays whole. Pages
  // share one stylesheet: each text is hashed once, not once per page.
  for (const [, css] of inlined.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    if (!hashed.has(css)) {
      hashed.add(css);
      hashes.add(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    }
  }
  if (inlined !== html) {
    writeFileSync(path, inlined);
    pages += 1;
  }
}
mkdirSync(join(dir, 'builds'), { recursive: true });
writeFileSync(join(dir, 'builds', 'latest.json'), `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`);
writeFileSync(join(dir, 'csp-style-hashes.json'), `${JSON.stringify([...hashes])}\n`);
writeFileSync(join(dir, 'csp-script-hashes.json'), `${JSON.stringify([afterPaintHash])}\n`);
console.log(
  `finish-html : feuille de style intégrée, code demandé après le premier affichage dans ${pages} pages (${hashes.size + 1} empreinte(s) CSP), build ${buildId}`,
);
