import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { href, localizedPath } from '@gamelle/domain';
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

test('SPEC §2 « kept from search engines »: the maintenance page, in French and in Dutch, is noindex and out of the sitemap', () => {
  const maintenance = href.maintenance();
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
  // The sitemap is read: it lists the catalogue.
  expect(sitemap).toContain(`${href.product({ product: 'croquettes-chien-adulte-au-poulet' })}</loc>`);
  for (const path of [maintenance, localizedPath(maintenance, 'nl')]) {
    const html = readFileSync(join(client, path, 'index.html'), 'utf8');
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).not.toContain('index, follow');
    expect(sitemap, path).not.toContain(`${path}</loc>`);
  }
});
