#!/usr/bin/env node
// The Nu Html Checker on every page the build prerendered (site/dist/client, the pages a crawler
// gets before any script runs), in one run of the checker: fails naming each page and message.
// Run by `npm test` after the site's build (its « nu html » step); the pages drawn in the browser
// are checked by site/e2e/nu-html.spec.ts. Usage: node scripts/nu-check.mjs [dist/client folder]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkHtml, htmlFilesOf, VNU_VERSION } from './lib/nu-check.mjs';
import { root } from './lib/run.mjs';

const client = resolve(process.argv[2] ?? join(root, 'site', 'dist', 'client'));
if (!existsSync(join(client, '404.html'))) {
  console.error(`✖ ${client} n’a pas de pages prérendues (404.html manque) : construire le site d’abord (npm start)`);
  process.exit(1);
}
const pages = htmlFilesOf(client);
const { problems, seconds } = await checkHtml(pages, { cwd: client });
console.log(`vnu ${VNU_VERSION} : ${pages.length} pages prérendues vérifiées en ${seconds.toFixed(1)} s`);
if (problems.length > 0) {
  const pagesWithErrors = new Set(problems.map((problem) => problem.split(':')[0]));
  console.error(problems.join('\n'));
  const plural = (count, word) => `${count} ${word}${count > 1 ? 's' : ''}`;
  console.error(
    `✖ ${plural(problems.length, 'erreur')} de HTML sur ${plural(pagesWithErrors.size, 'page')} (Nu Html Checker)`,
  );
  process.exit(1);
}
console.log('0 erreur');
