import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * No dead link: every internal link of every prerendered page — the header,
 * footer and content blocks the content API gave them included — leads somewhere. Each distinct
 * address is asked of the shop once (redirects followed); none may answer 404 or an error.
 */
const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path, `${prefix}${name}/`);
    return name.endsWith('.html') && name !== '404.html' ? [`${prefix}${name}`] : [];
  });
}

/** The shop's own addresses a page links to (`href="/…"`), without fragment; assets and mail links left out. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g)]
    .map((match) => (match[1] as string).replaceAll('&amp;', '&'))
    .filter((href) => !href.startsWith('//') && !href.startsWith('/assets/'));
}

test('no internal link of a prerendered page ends on a 404 or an error', async ({ request }) => {
  const pages = htmlFiles(client);
  expect(pages.length).toBeGreaterThan(100);
  const linkedFrom = new Map<string, string>();
  for (const page of pages) {
    for (const href of internalLinks(readFileSync(join(client, page), 'utf8'))) {
      if (!linkedFrom.has(href)) linkedFrom.set(href, page);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(50);
  const dead: string[] = [];
  const addresses = [...linkedFrom.keys()];
  // A few at a time: the shop answers static files and its lookups quickly.
  for (let i = 0; i < addresses.length; i += 8) {
    await Promise.all(
      addresses.slice(i, i + 8).map(async (href) => {
        const answer = await request.get(href, { maxRedirects: 5 });
        if (answer.status() >= 400) dead.push(`${href} (${answer.status()}), lien de ${linkedFrom.get(href)}`);
      }),
    );
  }
  expect(dead, 'liens morts').toEqual([]);
});

/** The prerendered page of a path, when there is one (`/chien/` → `dist/client/chien/index.html`). */
function pageOf(path: string): string | null {
  const file = join(client, decodeURI(path), 'index.html');
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

test('SPEC §2 head « robots »: every indexable page of the sitemap is reached by following links from the home page', () => {
  const sitemap = [...readFileSync(join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] as string).replaceAll('&amp;', '&')).pathname,
  );
  expect(sitemap.length).toBeGreaterThan(100);
  // Breadth first from `/`, through the links of every prerendered page met on the way.
  const reached = new Set(['/']);
  const queue = ['/'];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const html = pageOf(path);
    if (html === null) continue;
    for (const href of internalLinks(html)) {
      const target = href.split('?')[0] as string;
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  expect(
    sitemap.filter((path) => !reached.has(path) && !reached.has(decodeURI(path))),
    'pages du plan du site qu’aucun lien n’atteint',
  ).toEqual([]);
});
