import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');

function titleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? titleFiles(join(dir, entry.name))
      : /^\+(title|description)\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('ADR 0019: every page title and description in the page’s language', () => {
  it('no +config gives a title or a description of its own words: they come from messages, in the page’s language', () => {
    const configs = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? configs(join(dir, entry.name))
          : entry.name === '+config.ts'
            ? [join(dir, entry.name)]
            : [],
      );
    const found = configs(PAGES).filter((file) => /^\s*(title|description)\s*:/m.test(readFileSync(file, 'utf8')));
    expect(found.map((file) => relative(PAGES, file))).toEqual([]);
  });

  it('no +title or +description writes words itself (a quoted text with a space): they come from messages', () => {
    const files = titleFiles(PAGES);
    expect(files.length).toBeGreaterThan(30);
    const written = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
        .replace(/^import .*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      return [...code.matchAll(/(['"`])([^'"`\n(]*[a-zà-ÿ]\s[^'"`\n(]*)\1/gi)].map(
        ([, , text]) => `${relative(PAGES, file)}: « ${text} »`,
      );
    });
    expect(written).toEqual([]);
  });
});
