// A SHA-256 of files and folders, by their paths and contents: what tells a start that the last
// install, build or prerender still holds (ADR 0023, ADR 0024).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function* files(path, skip, skipFile) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    yield path; // a file (or nothing: then reading it below throws, and the digest says so)
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* files(join(path, entry.name), skip, skipFile);
    else if (entry.isFile() && !skipFile?.test(entry.name)) yield join(path, entry.name);
  }
}

/**
 * Digests `sources` (paths from the repository's root; folders walked in name order, skipping
 * dot-files, the folder names in `skip` and the file names `skipFile` matches), then `extra` (a
 * string: the environment read, say).
 */
export function digestOf(sources, { skip = [], skipFile = null, extra = '' } = {}) {
  const skipped = new Set(skip);
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source), skipped, skipFile)) {
      hash.update(`${file.slice(root.length)}\0`);
      try {
        hash.update(readFileSync(file));
      } catch {
        hash.update('absent');
      }
      hash.update('\0');
    }
  }
  hash.update(extra);
  return hash.digest('hex');
}
