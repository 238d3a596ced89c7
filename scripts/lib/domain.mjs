// The domain's rules (`href`, `localizedPath`, …) for the scripts, from the package's build: a script
// loads it once it has built the packages (`buildPackages()`), not when it is imported.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './run.mjs';

/** `@gamelle/domain` as built in packages/domain/dist. */
export function loadDomain() {
  return import(pathToFileURL(join(root, 'packages/domain/dist/index.js')).href);
}
