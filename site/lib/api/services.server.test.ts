// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFetch } from './services.server';

describe('never a half-built site — a failing content API during build fails the build with the URL and the status', () => {
  it('names the URL and the status of an error answer', async () => {
    const failing = buildFetch((async () => new Response('oups', { status: 503 })) as typeof fetch);
    await expect(failing('http://127.0.0.1:9/cms/b2c-header?locale=fr')).rejects.toThrow(
      'Service en erreur pendant le prérendu : GET http://127.0.0.1:9/cms/b2c-header?locale=fr → 503',
    );
  });
  it('names the URL of an unreachable service', async () => {
    const down = buildFetch((async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    await expect(down('http://127.0.0.1:9/cms/b2c-shops')).rejects.toThrow(
      'Service injoignable pendant le prérendu : GET http://127.0.0.1:9/cms/b2c-shops (fetch failed)',
    );
  });
  it('tries a read once more after a network failure (a kept-alive connection closed by the server), never twice', async () => {
    let calls = 0;
    const flaky = buildFetch((async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return new Response('{}', { status: 200 });
    }) as typeof fetch);
    expect((await flaky('http://x/cms/b2c-home')).status).toBe(200);
    expect(calls).toBe(2);
    calls = 0;
    const down = buildFetch((async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    await expect(down('http://x/cms/b2c-home')).rejects.toThrow('Service injoignable');
    expect(calls).toBe(2);
    calls = 0;
    await expect(down('http://x/cms/b2c-home', { method: 'POST' })).rejects.toThrow('Service injoignable');
    expect(calls).toBe(1);
  });
  it('lets a 404 through: that page becomes the 404 page', async () => {
    const missing = buildFetch((async () => new Response('{}', { status: 404 })) as typeof fetch);
    expect((await missing('http://x/cms/b2c-products/inconnu')).status).toBe(404);
  });
});
