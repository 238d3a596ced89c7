// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { href, isIndexablePath, LOCALES, localizedPath } from '@gamelle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a script of the repository, plain JavaScript
import { purgeUrlForLog, siteRefresher } from '../../scripts/lib/site-refresh.mjs';

/**
 * ADR 0023: what a catalogue change makes `npm start` render again, replace and remove in the
 * build it serves, and the paths it tells a CDN to purge (its decision 5). The render itself
 * is Vike's (`scripts/prerender.mjs --only`, run by the e2e suite); here it writes a page naming its URL.
 */

/** A page as the prerender writes it, in its path's language (the finish step checks it, ADR 0019). */
const page = (body: string, url = '/') =>
  `<!doctype html><html lang="${url.startsWith('/nl/') ? 'nl' : 'fr'}"><head></head><body>${body}</body></html>`;

/** A published build: `client/` with a few pages, `server/` (its code, present), the build's id. */
function publishedBuild() {
  const build = mkdtempSync(join(tmpdir(), 'gamelle-refresh-'));
  const client = join(build, 'client');
  const pages: Record<string, string> = {
    '/': page('<a href="/chien/">Chien</a>', '/'),
    '/nl/': page('<a href="/nl/chien/">Hond</a>', '/nl/'),
    '/chien/': page('<a href="/produits/poulet/">Croquettes au poulet</a>', '/chien/'),
    '/nl/chien/': page('<a href="/nl/produits/poulet/">Brokjes met kip</a>', '/nl/chien/'),
    '/chat/': page('<a href="/produits/saumon/">Croquettes au saumon</a>', '/chat/'),
    '/produits/poulet/': page('<h1>Croquettes au poulet</h1>', '/produits/poulet/'),
    '/nl/produits/poulet/': page('<h1>Brokjes met kip</h1>', '/nl/produits/poulet/'),
    '/produits/saumon/': page(
      '<h1>Croquettes au saumon</h1><a href="/produits/poulet/">Vous aimerez aussi</a>',
      '/produits/saumon/',
    ),
    '/nl/produits/saumon/': page('<h1>Brokjes met zalm</h1>', '/nl/produits/saumon/'),
    '/produits/echantillons/echantillon-poulet/': page(
      '<h1>Échantillon au poulet</h1>',
      '/produits/echantillons/echantillon-poulet/',
    ),
  };
  for (const [url, html] of Object.entries(pages)) {
    mkdirSync(join(client, url), { recursive: true });
    writeFileSync(join(client, url, 'index.html'), html);
    writeFileSync(join(client, url, 'index.html.br'), 'ancienne copie');
  }
  mkdirSync(join(client, 'builds'), { recursive: true });
  writeFileSync(join(client, 'builds', 'latest.json'), JSON.stringify({ id: 'build-de-test', timestamp: 1 }));
  writeFileSync(join(client, 'csp-style-hashes.json'), '[]');
  mkdirSync(join(build, 'server'));
  writeFileSync(join(build, 'server', 'entry.mjs'), 'export {};');
  return { build, client };
}

describe('ADR 0023: the pages a catalogue change touches are rendered again in the build served', () => {
  const purged: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      purged.push({ method: request.method, body: JSON.parse(body) });
      response.end();
    });
  });
  let purgeUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    purgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  });
  afterAll(() => {
    server.close();
  });

  const refresherOf = (build: string, rendered: string[][]) =>
    siteRefresher({
      site: { current: () => build },
      apiOrigin: 'http://boutique.test',
      purgeUrl,
      domain: { LOCALES, localizedPath, isIndexablePath, href },
      render: async (urls: string[], _build: string, into: string) => {
        rendered.push(urls);
        for (const url of urls) {
          mkdirSync(join(into, url), { recursive: true });
          writeFileSync(join(into, url, 'index.html'), page(`<h1>rendu ${url}</h1>${'contenu '.repeat(100)}`, url));
          writeFileSync(join(into, url, 'index.pageContext.json'), JSON.stringify({ url }));
        }
      },
    });

  it('a product renamed to another slug: its pages in both languages under the new one, the old ones removed, its listings and the pages linking to it again; the CDN is told every path', async () => {
    const { build, client } = publishedBuild();
    const rendered: string[][] = [];
    purged.length = 0;
    const done = await refresherOf(build, rendered).refresh([
      {
        id: 7,
        key: 'CHIEN-1',
        detail: {
          before: { slug: 'poulet', categories: ['chien'], viewable: true },
          after: { slug: 'poulet-fermier', categories: ['chien'], viewable: true },
        },
      },
    ]);
    const expected = [
      '/',
      '/chien/',
      '/nl/',
      '/nl/chien/',
      '/nl/produits/poulet-fermier/',
      '/produits/poulet-fermier/',
      '/produits/saumon/',
    ];
    expect(rendered).toEqual([expected]);
    expect(done.rendered).toEqual(expected);
    expect(done.removed).toEqual(['/nl/produits/poulet/', '/produits/poulet/']);
    // Replaced in place, with fresh compressed copies; the old product pages are gone.
    const served = (url: string, file = 'index.html') => join(client, url, file);
    expect(readFileSync(served('/chien/'), 'utf8')).toContain('rendu /chien/');
    expect(brotliDecompressSync(readFileSync(served('/chien/', 'index.html.br'))).toString()).toContain(
      'rendu /chien/',
    );
    expect(existsSync(served('/produits/poulet-fermier/', 'index.html.gz'))).toBe(true);
    expect(existsSync(served('/produits/poulet-fermier/', 'index.pageContext.json'))).toBe(true);
    expect(existsSync(served('/produits/poulet/'))).toBe(false);
    expect(existsSync(join(client, 'nl/produits/poulet'))).toBe(false);
    // A page that neither lists nor links to it is left as it was.
    expect(readFileSync(served('/chat/'), 'utf8')).not.toContain('rendu');
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/produits/poulet-fermier/</loc>');
    expect(sitemap).not.toContain('/produits/poulet/</loc>');
    expect(brotliDecompressSync(readFileSync(join(client, 'sitemap.xml.br'))).toString()).toBe(sitemap);
    // Nothing of the work is left in the build.
    expect(readdirSync(dirname(client)).sort()).toEqual(['client', 'server']);
    expect(purged).toEqual([{ method: 'POST', body: { paths: [...expected, ...done.removed, '/sitemap.xml'] } }]);
  });

  it('a product hidden: its pages removed and nothing rendered of it, its listings again; a build without its code renders nothing', async () => {
    const { build, client } = publishedBuild();
    const rendered: string[][] = [];
    const done = await refresherOf(build, rendered).refresh([
      {
        id: 8,
        key: 'CHAT-1',
        detail: {
          before: { slug: 'saumon', categories: ['chat', 'chat/croquettes'], viewable: true },
          after: { slug: 'saumon', categories: ['chat', 'chat/croquettes'], viewable: false },
        },
      },
    ]);
    // `/chat/croquettes/` is not a page of this site: not made. `/nl/chat/` neither.
    expect(rendered).toEqual([['/', '/chat/', '/nl/']]);
    expect(done.removed).toEqual(['/nl/produits/saumon/', '/produits/saumon/']);
    expect(existsSync(join(client, 'produits/saumon/index.html'))).toBe(false);
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).not.toContain('saumon');

    // A product whose slug was the samples' folder (the back office refuses it now): hiding it
    // removes no sample page.
    const samples = await refresherOf(build, rendered).refresh([
      {
        id: 10,
        key: 'X-2',
        detail: { before: null, after: { slug: 'echantillons', categories: [], viewable: false } },
      },
    ]);
    expect(samples.removed).toEqual([]);
    expect(existsSync(join(client, 'produits/echantillons/echantillon-poulet/index.html'))).toBe(true);

    const older = publishedBuild();
    rmSync(join(older.build, 'server'), { recursive: true });
    const none: string[][] = [];
    expect(
      await refresherOf(older.build, none).refresh([{ id: 9, key: 'X', detail: { before: null, after: null } }]),
    ).toBeNull();
    expect(none).toEqual([]);
  });

  it('one batch where a product is hidden then shown again, and a slug left by one product is taken by another: no page a product shows is removed', async () => {
    const { build, client } = publishedBuild();
    const rendered: string[][] = [];
    const chien = { categories: ['chien'], viewable: true };
    const done = await refresherOf(build, rendered).refresh([
      {
        id: 20,
        key: 'CHIEN-1',
        detail: { before: { slug: 'poulet', ...chien }, after: { slug: 'poulet', ...chien, viewable: false } },
      },
      {
        id: 21,
        key: 'CHIEN-1',
        detail: { before: { slug: 'poulet', ...chien, viewable: false }, after: { slug: 'poulet', ...chien } },
      },
      {
        id: 22,
        key: 'CHAT-1',
        detail: { before: { slug: 'saumon', ...chien }, after: { slug: 'saumon-sauvage', ...chien } },
      },
      { id: 23, key: 'CHAT-2', detail: { before: { slug: 'thon', ...chien }, after: { slug: 'saumon', ...chien } } },
    ]);
    expect(done.removed).toEqual(['/nl/produits/thon/', '/produits/thon/']);
    expect(done.rendered).toEqual(
      expect.arrayContaining(['/produits/poulet/', '/produits/saumon/', '/produits/saumon-sauvage/']),
    );
    expect(readFileSync(join(client, 'produits/poulet/index.html'), 'utf8')).toContain('rendu /produits/poulet/');
    expect(readFileSync(join(client, 'produits/saumon/index.html'), 'utf8')).toContain('rendu /produits/saumon/');
  });

  it('the purge address shows in a log without its user, password or query', () => {
    expect(purgeUrlForLog('https://cdn-user:s3cret@cdn.example/purge?token=abc')).toBe('https://cdn.example/purge');
    expect(purgeUrlForLog('pas une adresse')).toBe('(adresse de purge illisible)');
  });

  it('a content record changed (the header): every page rendered again into a copy of the build without its pages, switched in whole; the CDN purges everything', async () => {
    const { build } = publishedBuild();
    writeFileSync(join(build, 'client', 'favicon.svg'), '<svg/>');
    mkdirSync(join(build, 'client', 'assets'));
    writeFileSync(join(build, 'client', 'assets', 'site-abc.css'), 'body{}');
    const published: { folder: string; inputs: string; options: unknown; files: string[] }[] = [];
    const rendered: unknown[] = [];
    purged.length = 0;
    const refresher = siteRefresher({
      site: {
        current: () => build,
        publish: (folder: string, inputs: string, options: unknown) => {
          const listed = (dir: string, prefix = ''): string[] =>
            readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
              entry.isDirectory() ? listed(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
            );
          published.push({ folder, inputs, options, files: listed(folder).sort() });
          return folder;
        },
      },
      apiOrigin: 'http://boutique.test',
      purgeUrl,
      domain: { LOCALES, localizedPath, isIndexablePath, href },
      inputs: async () => 'sources:contenus-2',
      render: async (urls: string[] | null, copy: string) => {
        rendered.push(urls);
        // The whole prerender writes every page in the copy's client/, in place.
        for (const url of ['/', '/chien/', '/produits/poulet/']) {
          mkdirSync(join(copy, 'client', url), { recursive: true });
          writeFileSync(
            join(copy, 'client', url, 'index.html'),
            page(`<h1>nouvel en-tête ${url}</h1>${'x'.repeat(600)}`, url),
          );
        }
      },
    });
    const done = await refresher.refresh([
      { id: 12, kind: 'content', key: 'b2c-header', detail: { type: 'b2c-header', key: null, locale: 'fr' } },
    ]);
    expect(done).toMatchObject({ whole: true, paths: ['/*'] });
    expect(rendered).toEqual([null]);
    expect(published).toHaveLength(1);
    const [next] = published;
    expect(next?.inputs).toBe('sources:contenus-2');
    expect(next?.options).toEqual({ seen: 12, move: true });
    // The build's code, assets and files are kept; its old pages are not (a hidden product's page
    // would survive otherwise): only the pages just rendered, with their compressed copies.
    expect(next?.files).toEqual(
      expect.arrayContaining([
        'client/assets/site-abc.css',
        'client/favicon.svg',
        'client/index.html',
        'client/index.html.br',
        'client/chien/index.html.gz',
        'client/produits/poulet/index.html',
        'client/sitemap.xml',
        'server/entry.mjs',
      ]),
    );
    expect(next?.files).not.toContain('client/nl/produits/saumon/index.html');
    expect(next?.files).not.toContain('client/chat/index.html');
    expect(purged).toEqual([{ method: 'POST', body: { paths: ['/*'] } }]);
  });
});
