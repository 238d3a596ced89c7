import assert from 'node:assert/strict';
import { test } from 'node:test';
import { languageProblem } from './lib/finish-html.mjs';

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
