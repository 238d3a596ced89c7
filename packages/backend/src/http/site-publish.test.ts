import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountSite } from './site.js';
import { publishedSite } from './site-publish.js';

/** A finished build (Vike's output: `client/`, `server/`): its home page saying `name`, and `files` more pages. */
function finishedBuild(name: string, files = 0): string {
  const root = mkdtempSync(join(tmpdir(), `gamelle-build-${name}-`));
  const dir = join(root, 'client');
  mkdirSync(dir);
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'server', 'entry.mjs'), `export const name = '${name}';`);
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title><h1>${name}</h1>`);
  writeFileSync(join(dir, '404.html'), `<!doctype html><h1>introuvable ${name}</h1>`);
  for (let i = 0; i < files; i += 1) {
    mkdirSync(join(dir, `page-${i}`));
    writeFileSync(join(dir, `page-${i}`, 'index.html'), `<!doctype html><p>${name} ${i}</p>${'x'.repeat(20_000)}`);
  }
  return root;
}

describe('ADR 0023: the site is switched from one build to the next atomically', () => {
  it('before any build the server answers its 404 page; once published, the build; then the next one', async () => {
    const site = publishedSite(mkdtempSync(join(tmpdir(), 'gamelle-site-')));
    const app = new Hono();
    mountSite(app, site.live);
    expect((await app.request('/')).status).toBe(404);
    site.publish(finishedBuild('premier'));
    const first = await app.request('/');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('premier');
    site.publish(finishedBuild('second'));
    expect(await (await app.request('/')).text()).toContain('second');
    expect((await app.request('/introuvable/')).status).toBe(404);
    expect(await (await app.request('/introuvable/')).text()).toContain('introuvable second');
  });

  it('while a large build is copied and switched, a reader of the served folder always finds a whole home page, the old or the new', async () => {
    const site = publishedSite(mkdtempSync(join(tmpdir(), 'gamelle-site-')));
    site.publish(finishedBuild('ancien'));
    const next = finishedBuild('nouveau', 400);
    // Another thread reads `live/index.html` over and over, as the server does for each request.
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { parentPort, workerData } = require('node:worker_threads');
       const seen = { reads: 0, failures: 0, old: 0, new: 0 };
       let stop = false;
       parentPort.on('message', () => { stop = true; });
       const loop = () => {
         for (let i = 0; i < 200; i += 1) {
           seen.reads += 1;
           try {
             const page = readFileSync(workerData + '/index.html', 'utf8');
             if (page.includes('ancien')) seen.old += 1; else if (page.includes('nouveau')) seen.new += 1; else seen.failures += 1;
           } catch { seen.failures += 1; }
         }
         if (stop) parentPort.postMessage(seen); else setImmediate(loop);
       };
       parentPort.postMessage('ready');
       loop();`,
      { eval: true, workerData: site.live },
    );
    await new Promise((resolve) => reader.once('message', resolve));
    site.publish(next);
    // A little more reading of the new build before stopping.
    await new Promise((resolve) => setTimeout(resolve, 50));
    reader.postMessage('stop');
    const seen = await new Promise<{ reads: number; failures: number; old: number; new: number }>((resolve) =>
      reader.once('message', resolve),
    );
    await reader.terminate();
    expect(seen.failures, JSON.stringify(seen)).toBe(0);
    expect(seen.old).toBeGreaterThan(0);
    expect(seen.new).toBeGreaterThan(0);
  });

  it('keeps the build served and the one before it, and serves a build made before this layout at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamelle-site-'));
    const site = publishedSite(dir, { legacy: finishedBuild('existant') });
    const app = new Hono();
    mountSite(app, site.live);
    expect(await (await app.request('/')).text()).toContain('existant');
    expect(site.inputs()).toBeNull();
    site.publish(finishedBuild('b'), 'sources-1:donnees-1', { seen: 3 });
    expect(site.seen()).toBe(3);
    const last = site.publish(finishedBuild('c'), 'sources-2:donnees-1', { seen: 4 });
    // Its pages rendered again for the changes after (ADR 0023): the build shows them.
    site.recordSeen(9);
    expect(site.current()).toBe(last);
    // The build keeps the code that renders its pages again (ADR 0023), out of the served folder.
    expect(readdirSync(last).sort()).toEqual(['client', 'server']);
    expect((await app.request('/server/entry.mjs')).status).toBe(404);
    // What the build served was made from, kept out of the served folder.
    expect(site.inputs()).toBe('sources-2:donnees-1');
    expect(readdirSync(join(last, 'client')).filter((name) => name.endsWith('.inputs'))).toEqual([]);

    expect(
      readdirSync(join(dir, 'builds')).filter((name) => name !== 'empty' && !/\.(inputs|seen)$/.test(name)),
    ).toHaveLength(2);
    // Opened again (the next start), the same build is served, with what it was made from.
    expect(publishedSite(dir).current()).toBe(last);
    expect(publishedSite(dir).inputs()).toBe('sources-2:donnees-1');
    expect(publishedSite(dir).seen()).toBe(9);
    // A build moved in rather than copied (a whole new render of the pages): served, and gone from where it was.
    const moved = finishedBuild('d');
    site.publish(moved, 'sources-2:donnees-2', { seen: 10, move: true });
    expect(existsSync(moved)).toBe(false);
    expect(await (await app.request('/')).text()).toContain('<h1>d</h1>');
    expect(site.seen()).toBe(10);
    expect(() => site.publish(mkdtempSync(join(tmpdir(), 'vide-')))).toThrow(/pas de site construit/);
  });

  it('serves a build of the layout before (no server code) until the next one, and builds again at the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamelle-site-'));
    const old = join(dir, 'builds', '2026-01-01T00-00-00-000Z');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'index.html'), '<h1>ancienne disposition</h1>');
    writeFileSync(`${old}.inputs`, 'sources:donnees\n');
    symlinkSync(join('builds', basename(old)), join(dir, 'live'), 'dir');
    const site = publishedSite(dir);
    const app = new Hono();
    mountSite(app, site.live);
    expect(await (await app.request('/')).text()).toContain('ancienne disposition');
    // No server code to render a page again: not a build to keep serving at the next start.
    expect(site.current()).toBeNull();
    expect(site.inputs()).toBeNull();
    site.publish(finishedBuild('a'));
    site.publish(finishedBuild('b'));
    expect(await (await app.request('/')).text()).toContain('<h1>b</h1>');
  });
});
