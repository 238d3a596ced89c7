#!/usr/bin/env node
// Finishes every prerendered page for a fast first paint (ADR 0005):
// - puts `<meta charset>` and the viewport first in the head: HTML wants the encoding within a page's
//   first 1024 bytes, and Vike writes its stylesheet link before them (the inlined stylesheet below
//   would push them 53 kB in); a page where it is not stops the build;
// - puts the site's one stylesheet inside the page (`<style>` in the head), so the first paint waits
//   for no second request, and records its SHA-256 for the server's CSP (`style-src 'self'
//   'sha256-…'`): no inline style is allowed but this exact one;
// - gives the module preloads a low fetch priority: the page is complete as prerendered, its code
//   (hydration) must not compete with the picture and text the shopper sees first;
// - asks for that code only once the page has painted (ADR 0010): Vike's entry script and module
//   preloads go into a `<template>` (the browser's preload scanner ignores it), and a small inline
//   script copies them into the head after the first frame. Its SHA-256 goes to the CSP too
//   (`script-src 'self' 'sha256-…'`);
// - names the build (SPEC §4, §7): its id, a hash of the names of the files under
//   assets/ (each named by its content's hash: the same code gives the same id, other code another),
//   goes into every page's `<html data-build>` — the build a tab runs — and into
//   `builds/latest.json`, which open tabs poll to know a newer build is online;
// - refuses a page that holds a deferred part's fallback instead of the part (site/render/deferred.tsx:
//   the server loads every declared part before rendering; a part it missed would hydrate into an
//   empty box).
// Usage: node scripts/finish-html.mjs site/dist/client
import { finishSite } from './lib/finish-html.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage : node scripts/finish-html.mjs <dossier>');
  process.exit(2);
}
const { buildId, changed, hashes } = finishSite(dir);
console.log(
  `finish-html : feuille de style intégrée, code demandé après le premier affichage dans ${changed} pages (${hashes} empreinte(s) CSP), build ${buildId}`,
);
