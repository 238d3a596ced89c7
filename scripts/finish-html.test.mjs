import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodingFirst, encodingProblem, languageProblem } from './lib/finish-html.mjs';

const page = (lang, skip) =>
  `<!DOCTYPE html><html lang="${lang}"><body><a class="s" href="#contenu">${skip}</a></body></html>`;

test('ADR 0019: a prerendered page in its path’s language passes, in another it is refused', () => {
  assert.equal(languageProblem('chien/index.html', page('fr', 'Aller au contenu')), null);
  assert.equal(languageProblem('nl/chien/index.html', page('nl', 'Naar de inhoud')), null);
  assert.match(languageProblem('nl/chien/index.html', page('fr', 'Aller au contenu')) ?? '', /lang="fr"/);
  // The right <html lang>, words of the other language (a render that took another page's language).
  assert.match(languageProblem('nl/chien/index.html', page('nl', 'Aller au contenu')) ?? '', /Aller au contenu/);
  assert.match(languageProblem('chien/index.html', page('fr', 'Naar de inhoud')) ?? '', /Naar de inhoud/);
  // A page without the skip link (a landing page) is judged by its lang alone.
  assert.equal(languageProblem('landing/x/index.html', '<html lang="fr"><body></body></html>'), null);
});

/** The head as vike-react writes it: Vike's stylesheet (inlined by finish-html) and font preload before the encoding. */
const vikeHead = (css) =>
  `<!DOCTYPE html>\n    <html lang="fr">\n      <head>\n        <style>${css}</style>\n        <link rel="preload" href="/f.woff2" as="font">\n        <meta charset="UTF-8" />\n        \n    <title>Gamelle</title>\n    <meta name="viewport" content="width=device-width,initial-scale=1">\n<meta name="robots" content="index, follow"/>\n      </head><body></body></html>`;

test('WHATWG HTML « character encoding declaration … within the first 1024 bytes »: the encoding, then the viewport, first in the head', () => {
  const page = vikeHead('a{color:red}'.repeat(5000));
  assert.match(encodingProblem(page) ?? '', /octet \d{5}/);
  const finished = encodingFirst(page);
  assert.equal(encodingProblem(finished), null);
  assert.match(
    finished,
    /<head><meta charset="UTF-8" \/><meta name="viewport" content="width=device-width,initial-scale=1">\s*<style>/,
  );
  // Each tag once, nothing else lost; finished again, the page is unchanged.
  assert.equal(finished.match(/<meta charset/g)?.length, 1);
  assert.equal(finished.match(/<meta name="viewport"/g)?.length, 1);
  assert.equal(finished.replace(/<meta[^>]*>|\s/g, ''), page.replace(/<meta[^>]*>|\s/g, ''));
  assert.equal(encodingFirst(finished), finished);
  // A page without any declaration is left as it is (the e2e check of a build wants one).
  assert.equal(encodingFirst('<html><head></head></html>'), '<html><head></head></html>');
});
