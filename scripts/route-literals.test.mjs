// SPEC §2's route table is the one place that writes a page's URL: code makes a link with the
// domain's `href` (`href.product({ product, format })`), never by typing the path again. This test
// finds path literals of the table's pages (`'/panier/'`, `` `/produits/${slug}/` ``) in production
// code outside packages/domain — tests, e2e, stories and seeded content data aside — and fails on
// any a file holds beyond `route-literals.baseline.json` (scripts/lib/route-literals.mjs): the literals not yet replaced, file by
// file. A file with fewer than its baseline fails too, so the baseline only ever goes down.
// Run by `npm test` (the lint step): node --test scripts/route-literals.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  BASELINE,
  countLiterals,
  moduleLocales,
  rawFetches,
  retypedConstants,
  routeLiterals,
  routeSegments,
  trackerCitations,
} from './lib/route-literals.mjs';

const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));

test('SPEC §2 route table: no page path typed again outside the domain beyond the baseline', () => {
  const found = routeLiterals();
  const over = Object.entries(found).filter(([file, count]) => count > (baseline[file] ?? 0));
  assert.deepEqual(
    over.map(([file, count]) => `${file}: ${count} (baseline ${baseline[file] ?? 0})`),
    [],
    'a page path typed by hand: make it with href from @gamelle/domain',
  );
  const under = Object.entries(baseline).filter(([file, count]) => (found[file] ?? 0) < count);
  assert.deepEqual(
    under.map(([file, count]) => `${file}: ${found[file] ?? 0} (baseline ${count})`),
    [],
    'fewer path literals than the baseline: lower it in scripts/route-literals.baseline.json',
  );
});

test('SPEC §2 route table: the scan finds a page path typed by hand, not an API path nor a comment', () => {
  const code = [
    "const cart = '/panier/';",
    // An interpolation in a template literal, written without one here.
    `const product = \`/produits/$${'{slug}'}/\`;`,
    'const dutch = "/nl/mon-compte/";',
    "const api = '/api/v2/shop/orders';",
    "// a comment naming '/connexion/'",
    'const made = href.cart();',
  ].join('\n');
  assert.equal(countLiterals(code), 3);
  assert.ok(!routeSegments().includes(''), 'the home page is not a segment');
});

test('SPEC §5 counter: the rule constants are imported from the domain, never typed again (MAX_LINE_QUANTITY)', () => {
  assert.deepEqual(retypedConstants(), [], 'import the constant from @gamelle/domain');
});

test('comments and test titles cite the SPEC, an ADR or the reason, never the tracker (« issue N »)', () => {
  assert.deepEqual(trackerCitations(), [], 'cite the SPEC section, the ADR or the reason');
});

test('SPEC §7 one client: the site calls no service with a fetch of its own, only through @gamelle/api-client', () => {
  assert.deepEqual(rawFetches(), [], 'call through the API client (requestJson for the light path)');
});

test('ADR 0019: no module holds the page’s language (pageContext, React’s context, <html lang>)', () => {
  assert.deepEqual(moduleLocales(), [], 'take the language from the page’s context');
});
