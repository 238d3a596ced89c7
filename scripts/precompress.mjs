#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of a built folder, so the server sends
// precompressed bytes (ARCHITECTURE "The server"). Usage: node scripts/precompress.mjs site/dist/client
import { compressibleFiles, precompressFile } from './lib/precompress.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage : node scripts/precompress.mjs <dossier>');
  process.exit(2);
}
let count = 0;
for (const path of compressibleFiles(dir)) {
  precompressFile(path);
  count += 1;
}
console.log(`precompress: ${count} fichiers compressés (br, gz) dans ${dir}`);
