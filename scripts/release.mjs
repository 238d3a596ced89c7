#!/usr/bin/env node
// `npm run release`: builds the published packages (@gamelle/domain, @gamelle/api-client,
// @gamelle/ui) from a clean install, packs each one as npm would publish it into `release/`, and
// publishes them when NPM_TOKEN is set (changesets publishes only versions not yet on the registry,
// and tags them). Versions and changelogs come first, from the pending changesets:
// `npm run version-packages` (README « Releasing the kit »).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPackages, root, run } from './lib/run.mjs';

const PUBLISHED = ['domain', 'api-client', 'ui'];
const pending = readdirSync(join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
if (pending.length > 0) {
  console.error(
    `Publication refusée : ${pending.length} changeset(s) en attente (${pending.join(', ')}). Lancez d’abord « npm run version-packages ».`,
  );
  process.exit(1);
}

// scripts/node24.mjs has installed what changed.
await buildPackages();

const out = join(root, 'release');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
for (const name of PUBLISHED) {
  await run('pnpm', ['pack', '--pack-destination', out], { cwd: join(root, 'packages', name) });
}
console.log(`Paquets prêts dans release/ : ${readdirSync(out).join(', ')}`);

if (process.env.NPM_TOKEN) {
  // The token stays in a file of the run, never in the repository or the logs.
  const npmrc = join(out, '.npmrc');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: npm reads the token from the environment itself
  writeFileSync(npmrc, '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
  await run('pnpm', ['exec', 'changeset', 'publish'], { env: { NPM_CONFIG_USERCONFIG: npmrc } });
} else {
  console.log('NPM_TOKEN absent : rien n’est publié (les paquets sont dans release/).');
}
