import { describe, expect, it, vi } from 'vitest';
import { lookupRedirect } from './redirects';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SPEC §2 redirect-by-path lookup on each navigation', () => {
  it('asks the content system for the path and returns its redirect', async () => {
    const fetcher = vi.fn(async () =>
      json({ data: { redirect: '/chien/croquettes/', status: 301, appMiddleware: false } }),
    );
    const found = await lookupRedirect('/cms', '/croquettes-chien/', 'nl', { fetch: fetcher as typeof fetch });
    expect(found?.redirect).toBe('/chien/croquettes/');
    expect(fetcher).toHaveBeenCalledWith(
      '/cms/b2c-redirects?path=%2Fcroquettes-chien%2F&locale=nl',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    );
  });
  it('answers null when the path has none, on an error status or a network failure', async () => {
    expect(
      await lookupRedirect('/cms', '/chien/', 'fr', { fetch: (async () => json({ data: null })) as typeof fetch }),
    ).toBeNull();
    expect(
      await lookupRedirect('/cms', '/chien/', 'fr', { fetch: (async () => json({}, 500)) as typeof fetch }),
    ).toBeNull();
    const failing = (async () => {
      throw new TypeError('Network request failed');
    }) as typeof fetch;
    expect(await lookupRedirect('/cms', '/chien/', 'fr', { fetch: failing })).toBeNull();
  });
});

describe('SPEC §2 "an absolute-URL redirect leaves the app, a relative one is followed": never to //host', () => {
  it('follows a path of the shop or an absolute http(s) URL, and nothing else', async () => {
    const answering = (redirect: string) =>
      (async () => json({ data: { redirect, status: 302, appMiddleware: false } })) as typeof fetch;
    expect(
      (await lookupRedirect('/cms', '/blog/', 'fr', { fetch: answering('https://blog.gamelle.example/') }))?.redirect,
    ).toBe('https://blog.gamelle.example/');
    for (const redirect of [
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '\n//evil.example',
      'https:/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(await lookupRedirect('/cms', '/promo/', 'fr', { fetch: answering(redirect) }), redirect).toBeNull();
    }
  });
});
