// Path literals of the route table's pages in production code outside packages/domain (SPEC §2:
// the table is the one place that writes a page's URL; code makes links with the domain's `href`).
// scripts/route-literals.test.mjs holds them to route-literals.baseline.json;
// `node scripts/lib/route-literals.mjs --write` writes that baseline anew (after replacing some).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BASELINE = join(root, 'scripts/route-literals.baseline.json');

/** The first segment of every page pattern of the table but the home page's and the categories'. */
export function routeSegments() {
  const table = readFileSync(join(root, 'packages/domain/src/route-patterns.ts'), 'utf8');
  const segments = new Set();
  for (const [, pattern] of table.matchAll(/^ {2}(?:[a-z]+|'[a-z-]+'): '(\/[^']*)',$/gm)) {
    const first = pattern.split('/')[1];
    if (first && !first.startsWith('{')) segments.add(first);
  }
  return [...segments];
}

const SCANNED = ['site', 'packages/backend/src', 'packages/api-client/src', 'packages/ui/src', 'scripts'];
/** Dependencies, builds and their results: never sources. */
const BUILT = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'builds', 'live', 'coverage']);
/** Tests, stories and content data (the seed writes the shop's menus and pages as an editor would). */
const NOT_PRODUCTION_FOLDERS = new Set(['e2e', 'storybook-a11y', 'seed']);
const NOT_PRODUCTION_FILES = /\.(test|test-helpers|stories|spec)\.|\.d\.ts$|^seed\.ts$/;

/** Source files under `folder`; with `tests`, tests, stories and seed data too. */
function* sources(folder, { tests = false } = {}) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || BUILT.has(entry.name)) continue;
    if (!tests && NOT_PRODUCTION_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sources(path, { tests });
    else if (/\.(ts|tsx|mjs|js|sql)$/.test(entry.name) && (tests || !NOT_PRODUCTION_FILES.test(entry.name))) yield path;
  }
}

/** The lines of a source text that are code: comment lines aside. */
const codeLines = (text) => text.split('\n').map((line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line));

/** `file:line` of every line of the files under `bases` that `test` accepts. */
function linesWhere(bases, test, { tests = false, code = true } = {}) {
  const found = [];
  for (const base of bases) {
    for (const file of sources(join(root, base), { tests })) {
      const text = readFileSync(file, 'utf8');
      (code ? codeLines(text) : text.split('\n')).forEach((line, index) => {
        if (test(line)) found.push(`${relative(root, file)}:${index + 1}`);
      });
    }
  }
  return found;
}

/** How many path literals of the table's pages a source text holds (comment lines aside). */
export function countLiterals(text, segments = routeSegments()) {
  // A quote or backtick, maybe the Dutch prefix, a page's first segment, then a slash, the closing
  // quote, an interpolation, a query or a fragment.
  const literal = new RegExp(`(['"\`])\\/(?:nl\\/)?(?:${segments.join('|')})(?:\\/|\\1|\\$\\{|\\?|#)`, 'g');
  return codeLines(text).reduce((count, line) => count + (line.match(literal)?.length ?? 0), 0);
}

/** Path literals of the table's pages in each file, by path from the root. */
export function routeLiterals() {
  const segments = routeSegments();
  const found = {};
  for (const base of SCANNED) {
    for (const file of sources(join(root, base))) {
      const count = countLiterals(readFileSync(file, 'utf8'), segments);
      if (count > 0) found[relative(root, file)] = count;
    }
  }
  return found;
}

/**
 * The rule constants of the domain whose value, typed as a number, would be the rule retyped
 * (SPEC §5 « not above 99 »: `MAX_LINE_QUANTITY`): each name with the number its file gives it.
 */
export function ruleConstants() {
  const cart = readFileSync(join(root, 'packages/domain/src/cart.ts'), 'utf8');
  const value = /export const MAX_LINE_QUANTITY = (\d+);/.exec(cart)?.[1];
  if (!value) throw new Error('MAX_LINE_QUANTITY introuvable dans packages/domain/src/cart.ts');
  return [{ name: 'MAX_LINE_QUANTITY', value }];
}

/** Lines of production code (comments aside) outside the domain that type a rule constant's value. */
export function retypedConstants() {
  // The shop's code (the scripts' percentiles, p99, are no rule).
  const shop = SCANNED.filter((folder) => folder !== 'scripts');
  return ruleConstants().flatMap(({ name, value }) => {
    const number = new RegExp(`(?<![\\w.,])${value}(?![\\w.,])`);
    return linesWhere(shop, (line) => number.test(line)).map((where) => `${where} (${name})`);
  });
}

/**
 * Code and test titles cite the SPEC, an ADR or the reason, never a tracker's « issue N »: its issues
 * are not in the repository. Lines that do, in every source file (tests included), by path.
 */
export function trackerCitations() {
  const cited = /\bissue \d+/i;
  return linesWhere(['site', 'packages', 'scripts'], (line) => cited.test(line), { tests: true, code: false });
}

/**
 * The site calls every service through the API client (`@gamelle/api-client`: `createHttpClient`'s
 * clients, or its light path `requestJson` for code every catalogue page ships): lines of the
 * site's production code that call `fetch` themselves, or take one to call.
 */
export function rawFetches() {
  // A call of `fetch`, a default that will call it, a call of an injected one.
  const raw = /(?<![\w.])fetch\(|=\s*fetch\b(?![\w.])|window\.fetch\b|\bfetcher\(/;
  return linesWhere(['site'], (line) => raw.test(line)).filter((where) => !ADAPTERS.has(where.split(':')[0]));
}
/** The API client's adapters in the site: the build's fetch, handed to `createHttpClient` as its `fetch`. */
const ADAPTERS = new Set(['site/lib/api/services.server.ts']);

/**
 * The page's language lives in the page's context (ADR 0019: `pageContext.locale`, React's context,
 * `<html lang>` for browser code outside React), never in a module: lines of the site's production
 * code that name a module-held language (`currentLocale`, `setCurrentLocale`, `setPageLocale`).
 */
export function moduleLocales() {
  return linesWhere(['site'], (line) => /\b(currentLocale|setCurrentLocale|setPageLocale)\b/.test(line));
}

if (process.argv.includes('--write')) {
  const found = routeLiterals();
  writeFileSync(BASELINE, `${JSON.stringify(found, null, 2)}\n`);
  console.log(
    `${Object.values(found).reduce((sum, n) => sum + n, 0)} littéraux dans ${Object.keys(found).length} fichiers`,
  );
}
