#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of a built folder, so the server sends
// precompressed bytes (ARCHITECTURE "The server"). Usage: node scripts/precompress.mjs site/dist/client
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage : node scripts/precompress.mjs <dossier>');
  process.exit(2);
}
let count = 0;
for (const path of files(dir)) {
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} fichiers compressés (br, gz) dans ${dir}`);
