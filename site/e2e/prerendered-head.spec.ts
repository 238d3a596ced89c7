import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * The head of every page the build wrote, read from `dist/client` as a validator reads it: the
 * pages a crawler and the Nu Html Checker get, before any script runs.
 */
const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path, `${prefix}${name}/`);
    return name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}

test('WHATWG HTML « the character encoding declaration … within the first 1024 bytes »: every prerendered page declares UTF-8 first, then its viewport', () => {
  const pages = htmlFiles(client);
  // Every page of the catalogue in both languages, the shells and the 404 page.
  expect(pages.length).toBeGreaterThan(200);
  expect(pages).toContain('404.html');
  const late: string[] = [];
  for (const page of pages) {
    const bytes = readFileSync(join(client, page));
    const head = bytes.subarray(0, 1024).toString('latin1');
    // The whole tag within the first 1024 bytes, then the viewport before any style or script.
    if (!/<meta charset="UTF-8" \/><meta name="viewport" content="[^"]+">/.test(head)) {
      late.push(`${page}: <meta charset> à l’octet ${bytes.indexOf('<meta charset')}`);
    }
  }
  expect(late, 'pages dont l’encodage est déclaré trop loin').toEqual([]);
});
