// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFetch } from './services.server';

describe('issue 6 "A failing content API during build fails the build with the URL and the status"', () => {
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
  it('lets a 404 through: that page becomes the 404 page', async () => {
    const missing = buildFetch((async () => new Response('{}', { status: 404 })) as typeof fetch);
    expect((await missing('http://x/cms/b2c-products/inconnu')).status).toBe(404);
  });
});
