import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountSite } from './site.js';
import { publishedSite } from './site-publish.js';

/** A finished build: its home page saying `name`, and `files` more pages to copy. */
function finishedBuild(name: string, files = 0): string {
  const dir = mkdtempSync(join(tmpdir(), `gamelle-build-${name}-`));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title><h1>${name}</h1>`);
  writeFileSync(join(dir, '404.html'), `<!doctype html><h1>introuvable ${name}</h1>`);
  for (let i = 0; i < files; i += 1) {
    mkdirSync(join(dir, `page-${i}`));
    writeFileSync(join(dir, `page-${i}`, 'index.html'), `<!doctype html><p>${name} ${i}</p>${'x'.repeat(20_000)}`);
  }
  return dir;
}

describe('issue 32 item 1: the site is switched from one build to the next atomically', () => {
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
    site.publish(finishedBuild('b'), 'sources-1:donnees-1');
    const last = site.publish(finishedBuild('c'), 'sources-2:donnees-1');
    expect(site.current()).toBe(last);
    // What the build served was made from, kept out of the served folder.
    expect(site.inputs()).toBe('sources-2:donnees-1');
    expect(readdirSync(last).filter((name) => name.endsWith('.inputs'))).toEqual([]);
    expect(
      readdirSync(join(dir, 'builds')).filter((name) => name !== 'empty' && !name.endsWith('.inputs')),
    ).toHaveLength(2);
    // Opened again (the next start), the same build is served, with what it was made from.
    expect(publishedSite(dir).current()).toBe(last);
    expect(publishedSite(dir).inputs()).toBe('sources-2:donnees-1');
    expect(() => site.publish(mkdtempSync(join(tmpdir(), 'vide-')))).toThrow(/pas de site construit/);
  });
});
