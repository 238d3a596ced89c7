// Precompressed copies of a built file (ARCHITECTURE "The server"): the server sends `.br` or `.gz`
// beside a file when the browser accepts it. Used for a whole build (scripts/precompress.mjs) and for
// the pages rendered again when the catalogue changes (scripts/lib/site-refresh.mjs, ADR 0023).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

/** Whether a file of this name and size gets precompressed copies. */
export const compressible = (path, size) => COMPRESSIBLE.test(path) && size >= MIN_BYTES;

/** Writes `path.br` and `path.gz` beside `path`, or to `into` + `.br`/`.gz` when given. */
export function precompressFile(path, into = path) {
  const bytes = readFileSync(path);
  writeFileSync(`${into}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${into}.gz`, gzipSync(bytes, { level: 9 }));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The same copies, compressed on libuv's thread pool: several files at once use every core (a page
 * takes Brotli about 0.1 s at quality 11, and the pages of one catalogue change are a few dozen).
 */
export async function precompressFileAsync(path, into = path) {
  const bytes = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${into}.br`, br), writeFile(`${into}.gz`, gz)]);
}

/** Every file of a folder that gets precompressed copies. */
export function* compressibleFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(path);
    else if (compressible(entry.name, statSync(path).size)) yield path;
  }
}
