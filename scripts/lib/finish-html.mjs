// Finishing a prerendered page (ADR 0005, ADR 0010): see scripts/finish-html.mjs for what and why.
// `finishSite` finishes a whole build; `finishPages` some pages rendered again into another folder
// (ADR 0023), with the build's stylesheet and id.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function* htmlFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The files the build wrote under assets/, without their precompressed copies (a second run finds them). */
function* assetFiles(dir, folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* assetFiles(dir, path);
    else if (!/\.(br|gz)$/.test(entry.name)) yield relative(dir, path);
  }
}

/** A build's id: a hash of the names of its files under assets/ (each named by its content's hash). */
export function buildIdOf(dir) {
  return createHash('sha256')
    .update([...assetFiles(dir, join(dir, 'assets'))].sort().join('\n'))
    .digest('base64url')
    .slice(0, 16);
}

/** `<html …>` with this build's id, in place of a previous run's. */
const HTML_TAG = /<html\b[^>]*>/;
const withBuildId = (buildId) => (tag) =>
  tag.replace(/\s+data-build="[^"]*"/, '').replace(/>$/, ` data-build="${buildId}">`);

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" (?![^>]*fetchpriority)/g;
/** Vike's entry script, followed by its module preloads, at the end of the body. */
const CODE = /<script src="\/assets\/[^"]+\.js" type="module" async><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/;
const TEMPLATE_ID = 'gamelle-code';
/**
 * Runs once the page is parsed: it takes the template out of the page (its work done, nothing is left
 * for a modal dialog to hide: `aria-hidden`, which the dialog sets on the body's other children, is
 * not allowed on a template), and after the next frame (the first paint) it recreates each element
 * of the template in the head (elements copied from a template would not run), one element per task —
 * starting a fetch may take a few milliseconds, fourteen of them in one task made a long task. A tab
 * in the background gets no frame and shows nothing (and its timers are slowed down): there every
 * element is recreated at once.
 */
const AFTER_PAINT = `(()=>{const t=document.getElementById("${TEMPLATE_ID}"),l=[...t.content.children];t.remove();const add=o=>{const n=document.createElement(o.localName);for(const a of o.attributes)n.setAttribute(a.name,a.value);document.head.append(n)};const next=()=>{const o=l.shift();if(o){add(o);setTimeout(next)}};document.hidden?l.forEach(add):requestAnimationFrame(()=>setTimeout(next))})()`;
export const AFTER_PAINT_HASH = `sha256-${createHash('sha256').update(AFTER_PAINT).digest('base64')}`;
/**
 * The skip link each layout writes first, in each language of the shop (`site/messages`): a page
 * whose words are not its path's language (a render that took another page's language) is refused.
 */
const SKIP_LINKS = Object.fromEntries(
  ['fr', 'nl'].map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../site/messages/${locale}.json`, import.meta.url), 'utf8'))['layout.skipLink'],
  ]),
);
const SKIP_LINK = /<a [^>]*href="#contenu"[^>]*>([^<]*)<\/a>/;

/** What is wrong with a page's language (its path's: `nl/…` Dutch, else French), or null. */
export function languageProblem(path, html) {
  const locale = path.split(/[\\/]/)[0] === 'nl' ? 'nl' : 'fr';
  const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  if (lang !== locale) return `<html lang="${lang}">, la page est en ${locale}`;
  const skip = SKIP_LINK.exec(html)?.[1];
  if (skip !== undefined && skip !== SKIP_LINKS[locale])
    return `lien d’évitement « ${skip} », la page est en ${locale}`;
  return null;
}

/**
 * `<meta charset>` and the viewport as vike-react writes them: after Vike's stylesheet link and font
 * preloads, so after the inlined stylesheet once it is in the page (53 kB in).
 */
const CHARSET = /\s*<meta charset="UTF-8" \/>/;
const VIEWPORT = /\s*<meta name="viewport" content="[^"]*">/;
/**
 * The head's first tags: the encoding, which HTML requires within the page's first 1024 bytes (WHATWG
 * HTML « The element containing the character encoding declaration must be serialized completely
 * within the first 1024 bytes of the document »), then the viewport, before anything the browser lays
 * out. Run again on a finished page, the page is unchanged.
 */
export function encodingFirst(html) {
  const charset = CHARSET.exec(html)?.[0].trim();
  if (!charset) return html;
  const viewport = VIEWPORT.exec(html)?.[0].trim() ?? '';
  return html
    .replace(CHARSET, '')
    .replace(VIEWPORT, '')
    .replace(/<head>/, `<head>${charset}${viewport}`);
}

/**
 * What is wrong when a page's `<meta charset>` ends beyond its first 1024 bytes, or null. A page
 * without one (a test's page) is not this step's to judge: e2e/prerendered-head.spec.ts wants one in
 * every page of a build.
 */
export function encodingProblem(html) {
  const at = html.search(/<meta charset=/i);
  if (at === -1) return null;
  const end = Buffer.byteLength(html.slice(0, html.indexOf('>', at) + 1));
  return end <= 1024 ? null : `<meta charset> finit à l’octet ${end}, au-delà des 1024 premiers`;
}

/** A deferred part's Suspense boundary as React writes it when the part's code was not loaded. */
const DEFERRED_FALLBACK = /<div data-deferred=""[^>]*><!--\$[?!]/;

/**
 * Finishes pages: `pages` are HTML files, `assetsDir` the build's folder whose `/assets/…` the pages
 * name, `buildId` its id. Returns how many pages changed and the CSP hashes of their inlined styles.
 */
function finish(pages, { assetsDir, buildId, label }) {
  const hashes = new Set();
  const hashed = new Set();
  const cache = new Map();
  let changed = 0;
  for (const path of pages) {
    const html = readFileSync(path, 'utf8');
    // ADR 0019: every page in its path's language, whatever else rendered beside it.
    const wrongLanguage = languageProblem(label(path), html);
    if (wrongLanguage) throw new Error(`${label(path)} : ${wrongLanguage}.`);
    if (DEFERRED_FALLBACK.test(html)) {
      throw new Error(`${label(path)} : une partie différée a été prérendue sans son code (site/render/deferred.tsx).`);
    }
    const inlined = encodingFirst(html)
      .replace(HTML_TAG, withBuildId(buildId))
      .replace(LINK, (_tag, href) => {
        let css = cache.get(href);
        if (css === undefined) {
          // `</style` cannot appear in CSS made by vanilla-extract; refuse rather than break the page.
          css = readFileSync(join(assetsDir, href), 'utf8').trim();
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
    const misplaced = encodingProblem(inlined);
    if (misplaced) throw new Error(`${label(path)} : ${misplaced}.`);
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
      changed += 1;
    }
  }
  return { changed, hashes };
}

/** Finishes every page of a build's `client/` folder and writes its id and CSP hash lists. */
export function finishSite(dir) {
  const buildId = buildIdOf(dir);
  const { changed, hashes } = finish(htmlFiles(dir), { assetsDir: dir, buildId, label: (path) => relative(dir, path) });
  mkdirSync(join(dir, 'builds'), { recursive: true });
  writeFileSync(join(dir, 'builds', 'latest.json'), `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`);
  writeFileSync(join(dir, 'csp-style-hashes.json'), `${JSON.stringify([...hashes])}\n`);
  writeFileSync(join(dir, 'csp-script-hashes.json'), `${JSON.stringify([AFTER_PAINT_HASH])}\n`);
  return { buildId, changed, hashes: hashes.size + 1 };
}

/**
 * Finishes pages rendered again into `staging` for the build served from `client` (its stylesheet,
 * its id: the code is the same); a stylesheet hash the build's list lacks is added to it (atomically).
 */
export function finishPages(staging, client) {
  const buildId = JSON.parse(readFileSync(join(client, 'builds', 'latest.json'), 'utf8')).id;
  const { changed, hashes } = finish(htmlFiles(staging), {
    assetsDir: client,
    buildId,
    label: (path) => relative(staging, path),
  });
  const listFile = join(client, 'csp-style-hashes.json');
  const listed = new Set(JSON.parse(readFileSync(listFile, 'utf8')));
  if ([...hashes].some((hash) => !listed.has(hash))) {
    const temporary = `${listFile}.${process.pid}`;
    writeFileSync(temporary, `${JSON.stringify([...new Set([...listed, ...hashes])])}\n`);
    renameSync(temporary, listFile);
  }
  return { buildId, changed };
}
