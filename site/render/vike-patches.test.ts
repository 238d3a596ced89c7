// @vitest-environment node
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Every change `patches/vike@0.4.266.patch` makes to Vike, and the private fields of Vike's
 * prerender that `scripts/prerender.mjs` reads or drops, checked in Vike as the site resolves it
 * (each was measured off and on and all were kept, `docs/upstream/README.md`).
 * An upgrade that drops a change, or renames what the prerender reads, fails here instead of in a
 * Lighthouse run or a prerender that fails now and then. Each patched function is marked
 * `Patched (Gamelle, ADR …)` in Vike's file: Vike's own files have no such marker, so every test
 * of a patched file fails on an unpatched Vike. The serializer's patch
 * (`patches/@brillout__json-serializer@0.5.27.patch`) has its own test,
 * `page-context-serializer.server.test.ts`: it resolves the serializer from Vike's folder and
 * fails when plain page data is not serialized at least twice as fast as through the replacer.
 */
const vike = realpathSync(join(dirname(fileURLToPath(import.meta.url)), '../node_modules/vike'));
const source = (file: string) => readFileSync(join(vike, 'dist', file), 'utf8');
/** The text of a top-level `function name(…) {…}` of Vike's compiled file (up to the next one). */
const functionBody = (file: string, name: string) => {
  const text = source(file);
  const start = text.search(new RegExp(`^(async )?function ${name}\\(`, 'm'));
  expect(start, `${name}() in ${file}`).toBeGreaterThanOrEqual(0);
  const next = text.slice(start + 1).search(/^(async )?function /m);
  return text.slice(start, next < 0 ? undefined : start + 1 + next);
};

describe('Vike patches, each kept after measuring it off and on (docs/upstream/)', () => {
  it('ADR 0009: the router starts in tasks of its own after the one that evaluated it (initClientRouter.js, docs/upstream/vike-router-start-in-tasks.md)', () => {
    const init = functionBody('client/runtime-client-routing/initClientRouter.js', 'initClientRouter');
    expect(init).toContain('Patched (Gamelle, ADR 0009)');
    // The global context, the history handlers and the first render each run in a zero-delay
    // timer, nested, the first render (routing, page code) last: none runs in the task that
    // evaluated Vike. A second call (HMR) only refreshes the global entry, at once.
    const timers = [...init.matchAll(/setTimeout\(/g)].map((m) => m.index ?? 0);
    expect(timers).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = timers;
    expect(init.indexOf('setVirtualFileExportsGlobalEntry(', init.indexOf('globalObject.done = true'))).toBeGreaterThan(
      first,
    );
    expect(init.indexOf('initHistoryAndScroll()')).toBeGreaterThan(second);
    expect(init.indexOf('renderFirstPage()')).toBeGreaterThan(third);
  });

  it('ADR 0009: on the first render, routing and loading the page’s code run in separate tasks (renderPageClient.js, docs/upstream/vike-first-render-split.md)', () => {
    const render = functionBody('client/runtime-client-routing/renderPageClient.js', 'renderPageClient');
    expect(render).toContain('Patched (Gamelle, ADR 0009)');
    const routed = render.indexOf('await route(pageContext)');
    const split = render.search(/if \(isFirstRender\)\s*await new Promise\(\(resolve\) => setTimeout\(resolve, 0\)\);/);
    const loaded = render.indexOf('loadPageConfigsLazyClientSideAndExecHook(');
    expect(routed).toBeGreaterThanOrEqual(0);
    // After the routing, before the page's code is loaded.
    expect(split).toBeGreaterThan(routed);
    expect(loaded).toBeGreaterThan(split);
  });

  it('ADR 0009: a link is observed for viewport prefetching only when its setting is `viewport` (prefetch.js, docs/upstream/vike-viewport-prefetch-when-asked.md)', () => {
    const apply = functionBody('client/runtime-client-routing/prefetch.js', 'addLinkPrefetchHandlers_apply');
    expect(apply).toContain('Patched (Gamelle, ADR 0009)');
    const skip = apply.search(
      /if \(!pageContextCurrent \|\| getPrefetchSettings\(pageContextCurrent, linkTag\)\.staticAssets !== 'viewport'\)\s*continue;/,
    );
    // Hover prefetching is added to every link first; the observer only past the check.
    expect(skip).toBeGreaterThan(apply.indexOf("prefetchOnEvent(linkTag, 'hover')"));
    expect(apply.indexOf('new IntersectionObserver(')).toBeGreaterThan(skip);
  });

  describe('ADR 0009: a Route String is checked, parsed and compiled once (resolveRouteString.js, docs/upstream/vike-route-strings-compiled-once.md)', () => {
    const file = 'shared-server-client/route/resolveRouteString.js';
    const NativeRegExp = RegExp;
    afterEach(() => {
      globalThis.RegExp = NativeRegExp;
    });

    it('compiles in compileRouteString(), cached by Route String', () => {
      expect(source(file)).toMatch(/Patched \(Gamelle, ADR 0009\).*const compiledRouteStrings = new Map\(\);/s);
      const resolve = functionBody(file, 'resolveRouteString');
      expect(resolve).toContain('compiledRouteStrings.get(routeString)');
      expect(resolve).not.toContain('new RegExp(');
      expect(functionBody(file, 'compileRouteString')).toContain('new RegExp(');
    });

    it('resolves as before, without a new RegExp once a Route String was seen', async () => {
      type Resolve = (routeString: string, urlPathname: string) => null | { routeParams: Record<string, string> };
      const { resolveRouteString } = (await import(pathToFileURL(join(vike, 'dist', file)).href)) as {
        resolveRouteString: Resolve;
      };
      const route = '/mon-compte/mes-commandes/@order/';
      expect(resolveRouteString(route, '/mon-compte/mes-commandes/000123/')).toEqual({
        routeParams: { order: '000123' },
      });
      let compiled = 0;
      globalThis.RegExp = new Proxy(NativeRegExp, {
        construct(target, args) {
          compiled += 1;
          return Reflect.construct(target, args);
        },
      });
      const results = [
        resolveRouteString(route, '/mon-compte/mes-commandes/000124/'),
        resolveRouteString(route, '/mon-compte/mes-commandes/000124/facture/'),
        resolveRouteString(route, '/mon-compte/mes-adresses/'),
        // A Route String not seen yet: compiled once, here.
        resolveRouteString('/magasins/*', '/magasins/paris/rivoli/'),
      ];
      globalThis.RegExp = NativeRegExp;
      expect(results).toEqual([
        { routeParams: { order: '000124' } },
        null,
        null,
        { routeParams: { '*': 'paris/rivoli/' } },
      ]);
      // Unpatched, Vike builds a RegExp on every call: 4 here.
      expect(compiled).toBe(1);
    });
  });

  it('ADR 0013: the temporary config file’s name holds the process id, so parallel prerender workers keep their own (transpileAndExecuteFile.js, docs/upstream/vike-temporary-config-file-per-process.md)', () => {
    const name = functionBody(
      'node/vite/shared/resolveVikeConfigInternal/transpileAndExecuteFile.js',
      'getTemporaryBuildFilePath',
    );
    expect(name).toContain('Patched (Gamelle, ADR 0013)');
    expect(name).toMatch(/\.update\(code\)\.update\(String\(process\.pid\)\)/);
  });

  it('ADR 0006: the prerender hands each file to onPagePrerender in pageContext._prerenderResult, and keeps it in `_prerenderContext.output` (runPrerender.js, docs/upstream/vike-prerender-written-files.md)', () => {
    // scripts/prerender.mjs writes the file from `_prerenderResult` (required), empties
    // `_prerenderContext.output` once written (memory), and checks both on its first page.
    const runPrerender = 'node/prerender/runPrerender.js';
    const write = functionBody(runPrerender, 'write');
    expect(write).toMatch(/_prerenderResult: \{\s*filePath,\s*fileContent,\s*\}/);
    expect(write).toContain('prerenderContext.output.push(');
    expect(write).toMatch(/if \(onPagePrerender\) \{\s*await onPagePrerender\(pageContext\)/);
    const text = source(runPrerender);
    expect(text).toMatch(/const prerenderContext = \{\s*pageContexts: \[\],\s*output: \[\],/);
    expect(text).toContain('_prerenderContext: prerenderContext,');
  });
});
