import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountSite } from './site.js';

describe('SPEC §7 "GET builds/latest.json with timestamp (reads id)"', () => {
  it('serves the build file, whatever its timestamp query, revalidated on every read (no-cache)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamelle-builds-'));
    mkdirSync(join(dir, 'builds'));
    writeFileSync(join(dir, 'builds', 'latest.json'), '{"id":"b2"}\n');
    const app = new Hono();
    mountSite(app, dir);
    const res = await app.request('/builds/latest.json?t=1795563707427');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: 'b2' });
    // Before the first build, a missing file answers 404 at once, never a redirect to /builds/latest.json/.
    const empty = new Hono();
    mountSite(empty, mkdtempSync(join(tmpdir(), 'gamelle-builds-')));
    const missing = await empty.request('/builds/latest.json?t=1');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('location')).toBeNull();
  });
});
