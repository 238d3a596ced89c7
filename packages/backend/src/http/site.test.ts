import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALE_COOKIE } from '@gamelle/domain';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountSite } from './site.js';

const dir = mkdtempSync(join(tmpdir(), 'gamelle-site-'));
mkdirSync(join(dir, 'nl'));
writeFileSync(join(dir, 'index.html'), '<html lang="fr">Accueil</html>');
writeFileSync(join(dir, 'nl', 'index.html'), '<html lang="nl">Home</html>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono();
mountSite(app, dir);

describe('SPEC §9 "Locale cookie 365 days": the home page in the language the visitor chose', () => {
  it('sends a visitor who chose Dutch from / to /nl/, query kept, never cached', async () => {
    const answer = await app.request('/?utm_source=lettre', { headers: { Cookie: `${LOCALE_COOKIE}=nl` } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/nl/?utm_source=lettre');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves the French home to everyone else, and every other page in the language of its address', async () => {
    expect((await app.request('/')).status).toBe(200);
    expect((await app.request('/', { headers: { Cookie: `${LOCALE_COOKIE}=fr` } })).status).toBe(200);
    const dutch = await app.request('/nl/', { headers: { Cookie: `${LOCALE_COOKIE}=fr` } });
    expect(dutch.status).toBe(200);
    expect(await dutch.text()).toContain('Home');
  });
});

describe('SPEC §2 `/faq/{faqQuery?}/`: a topic is its prerendered page, the shopper’s own words the search shell', () => {
  for (const [folder, text] of [
    ['faq/livraison', 'Livraison'],
    ['faq/_', 'Coquille'],
    ['nl/faq/_', 'Schelp'],
  ] as const) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, 'index.html'), `<html>${text}</html>`);
    writeFileSync(join(dir, folder, 'index.pageContext.json'), `{"page":"${text}"}`);
  }

  it('serves a topic’s own page, and any other query the shell, in the language of the address', async () => {
    expect(await (await app.request('/faq/livraison/')).text()).toContain('Livraison');
    const searched = await app.request('/faq/livraison%20en%20belgique/');
    expect(searched.status).toBe(200);
    expect(await searched.text()).toContain('Coquille');
    expect(await (await app.request('/nl/faq/levering/')).text()).toContain('Schelp');
    // Client navigation reads the shell's data.
    expect(await (await app.request('/faq/sac%20ouvert/index.pageContext.json')).text()).toContain('Coquille');
  });

  it('leaves every other address alone: no shell for the FAQ itself or another page', async () => {
    expect((await app.request('/faq/')).status).toBe(404);
    expect((await app.request('/faq/a/b/')).status).toBe(404);
    expect((await app.request('/magasins/inconnu/')).status).toBe(404);
  });
});
