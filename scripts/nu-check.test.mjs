import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkHtml, problemsOf } from './lib/nu-check.mjs';

/** A report as vnu 26 writes it (`--format json --errors-only`). */
const report = JSON.stringify({
  version: '26.9.27',
  messages: [
    {
      type: 'error',
      url: 'file:/tmp/client/chien/index.html',
      lastLine: 3,
      firstColumn: 12,
      lastColumn: 20,
      message: 'No “p” element in scope but a “p” end tag seen.',
      extract: 'iv>a</div></p><img s',
    },
    { type: 'info', url: 'file:/tmp/client/index.html', lastLine: 1, message: 'Trailing slash on void elements.' },
    { type: 'non-document-error', subType: 'io', url: 'file:/tmp/client/nl/index.html', message: 'File not found.' },
  ],
});

test('vnu’s report read: each error and each failure of the checker, by page, line and column; info left out', () => {
  assert.deepEqual(problemsOf(report, { base: '/tmp/client' }), [
    'chien/index.html:3:12: No “p” element in scope but a “p” end tag seen. — « iv>a</div></p><img s »',
    'nl/index.html: File not found.',
  ]);
  assert.deepEqual(problemsOf(JSON.stringify({ messages: [] })), []);
});

test('a message known to be wrong about valid HTML is left out, that message only', () => {
  const falsePositives = [{ message: /“p” end tag/, why: 'a test' }];
  assert.deepEqual(problemsOf(report, { base: '/tmp/client', falsePositives }), ['nl/index.html: File not found.']);
});

test('output that is not vnu’s report fails the check instead of passing it', () => {
  assert.throws(() => problemsOf('Exception in thread "main" java.lang.OutOfMemoryError'), /pas du JSON/);
  assert.throws(() => problemsOf('{}'), /sans messages/);
});

test('the checker run on a broken page and a valid one: the broken page’s errors, nothing of the valid one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gamelle-nu-'));
  try {
    const head = '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Gamelle</title></head>';
    writeFileSync(join(dir, 'valid.html'), `${head}<body><p>Croquettes</p></body></html>`);
    writeFileSync(
      join(dir, 'broken.html'),
      `${head}<body><p><div>Croquettes</div></p><img src="a.webp"></body></html>`,
    );
    const { problems } = await checkHtml(['valid.html', 'broken.html'], { cwd: dir });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0] ?? '', /^broken\.html:1:\d+: No “p” element in scope/);
    assert.match(problems[1] ?? '', /^broken\.html:1:\d+: An “img” element must have an “alt” attribute/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
