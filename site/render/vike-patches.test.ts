// @vitest-environment node
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the site still changes or reads in Vike after issue 22 item 4 (each patch measured off and
 * on, `docs/upstream/`), checked in Vike as the site resolves it: an upgrade that drops the patch
 * or renames what `scripts/prerender.mjs` reads fails here, not in a Lighthouse run weeks later.
 * Each change is marked `Patched (Gamelle, …)` in Vike's file. The serializer's patch has its own
 * test (`page-context-serializer.server.test.ts`).
 */
const vike = realpathSync(join(dirname(fileURLToPath(import.meta.url)), '../node_modules/vike'));
const source = (file: string) => readFileSync(join(vike, 'dist', file), 'utf8');
/** The body of a top-level `function name(…) {…}` of Vike's compiled file (up to the next one). */
const functionBody = (file: string, name: string) => {
  const text = source(file);
  const start = text.indexOf(`function ${name}(`);
  expect(start, `${name}() in ${file}`).toBeGreaterThanOrEqual(0);
  const next = text.indexOf('\nfunction ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
};

describe('Vike patches that pay for themselves (issue 22 item 4, docs/upstream/)', () => {
  it('the router starts in tasks of its own after the one that evaluated it (docs/upstream/vike-router-start-in-tasks.md)', () => {
    const init = functionBody('client/runtime-client-routing/initClientRouter.js', 'initClientRouter');
    expect(init).toContain('Patched (Gamelle, ADR 0009)');
    // The history handlers and the first render each run in a zero-delay timer, nested, and the
    // first render (routing, page code) comes last: none runs in the task that evaluated Vike.
    const timers = [...init.matchAll(/setTimeout\(/g)].map((m) => m.index ?? 0);
    expect(timers.length).toBeGreaterThanOrEqual(2);
    expect(init.indexOf('initHistoryAndScroll()')).toBeGreaterThan(timers[0] ?? 0);
    expect(init.indexOf('renderFirstPage()')).toBeGreaterThan(timers.at(-1) ?? 0);
  });

  it("the temporary config file's name holds the process id, so parallel workers keep their own (docs/upstream/vike-temporary-config-file-per-process.md)", () => {
    const name = functionBody(
      'node/vite/shared/resolveVikeConfigInternal/transpileAndExecuteFile.js',
      'getTemporaryBuildFilePath',
    );
    expect(name).toContain('Patched (Gamelle, ADR 0013)');
    expect(name).toMatch(/\.update\(code\)\.update\(String\(process\.pid\)\)/);
  });

  it('the prerender hands each file to onPagePrerender in pageContext._prerenderResult, also kept in its output list (docs/upstream/vike-prerender-written-files.md)', () => {
    // scripts/prerender.mjs writes the file from `_prerenderResult` (required) and empties
    // `_prerenderContext.output` once written (memory); it also checks both on its first page.
    const write = functionBody('node/prerender/runPrerender.js', 'write');
    expect(write).toMatch(/_prerenderResult: \{\s*filePath,\s*fileContent,\s*\}/);
    expect(write).toContain('prerenderContext.output.push(');
    expect(write).toMatch(/if \(onPagePrerender\) \{\s*await onPagePrerender\(pageContext\)/);
  });
});
