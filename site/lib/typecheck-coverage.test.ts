import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `tsc -p site/tsconfig.json` (the site's `typecheck`, and `tsc -b` from the root)
 * checks every TypeScript file of site/, including those no page imports (a hook's test, say).
 */
const SITE = join(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.vite']);

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : typescriptFiles(join(dir, entry.name));
    return /\.(m|c)?tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

describe('the site’s typecheck', () => {
  it('includes every TypeScript file of site/', () => {
    const configFile = join(SITE, 'tsconfig.json');
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, SITE, undefined, configFile);
    const checked = new Set(parsed.fileNames.map((file) => relative(SITE, file)));
    const files = typescriptFiles(SITE).map((file) => relative(SITE, file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !checked.has(file))).toEqual([]);
  });
});
