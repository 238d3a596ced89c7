#!/usr/bin/env node
// Adds N generated products to the embedded database (or DATABASE_URL) for benchmarks:
//   node scripts/generate-products.mjs 10000
// Stop `npm start` first: the embedded database has one owner. Restart to rebuild the site.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPackages, root } from './lib/run.mjs';

const count = Number(process.argv[2] ?? '1000');
if (!Number.isInteger(count) || count < 1 || count > 100_000) {
  console.error('Usage : node scripts/generate-products.mjs <nombre entre 1 et 100000>');
  process.exit(2);
}
await buildPackages();
const backend = await import(pathToFileURL(join(root, 'packages/backend/dist/index.js')).href);
const target = backend.databaseTargetFromEnv(process.env, root);
try {
  const opened = await backend.openDatabase(target);
  await backend.seed(opened.db);
  const started = Date.now();
  const added = await backend.addGeneratedProducts(opened.db, count);
  await opened.close();
  console.log(`${added} produits ajoutés en ${((Date.now() - started) / 1000).toFixed(1)} s (${opened.location}).`);
} catch (error) {
  console.error(`Génération impossible : ${error.message}`);
  process.exit(1);
}
