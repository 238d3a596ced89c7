import type { Server } from 'node:http';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../app.test-helpers.js';
import { redirects } from '../db/schema.js';

/**
 * Open redirect (docs/security.md threat 2). A link of the shop's own host must never send a shopper to
 * another host: the trailing-slash rule (SPEC §2) answers 404 for a path that is no path of the
 * shop (`//evil.example`, `/\evil`, `/%2F%2Fevil.example`…) instead of redirecting to it, and the
 * content system's redirects keep to a path of the shop or an absolute `http(s)` URL.
 */
let shop: Awaited<ReturnType<typeof testApp>>;
let server: Server;
let port = 0;

beforeAll(async () => {
  shop = await testApp();
  // Hostile targets typed into the content system: never followed (read before the first lookup).
  await shop.database.db.insert(redirects).values([
    { path: '/ancienne-promo/', target: '//evil.example/promo/', status: 301 },
    { path: '/ancien-blog/', target: '/\\evil.example/', status: 302 },
    { path: '/ancien-script/', target: 'javascript:alert(1)', status: 301 },
  ]);
  server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await shop.database.close();
});

/** Sends a raw request line, as an attacker's link or tool would, and reads the status and Location. */
function rawGet(target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: gamelle.example\r\nConnection: close\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(head)?.[1] ?? null;
      resolve({ status, location });
    });
  });
}

/** What a browser makes of a Location received from https://gamelle.example. */
function expectSameOrigin(location: string | null, target: string): void {
  if (location === null) return;
  expect(location, target).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, 'https://gamelle.example/x/').origin, target).toBe('https://gamelle.example');
}

const HOSTILE_REQUEST_TARGETS = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '//x@evil.example',
  '//gamelle.example@evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/..//evil.example',
  '/.%2e//evil.example',
  '/chien/..//evil.example',
  '//evil.example?x=1',
  '//evil.example/%2e%2e',
];

describe('security — open redirect: the trailing-slash rule (SPEC §2) never leaves the origin', () => {
  it('answers 404 with no Location to a hostile path, over a real HTTP connection', async () => {
    for (const target of HOSTILE_REQUEST_TARGETS) {
      const { status, location } = await rawGet(target);
      expect(location, target).toBeNull();
      expect(status, target).toBe(404);
    }
  });

  it('refuses the backslash and tab forms at the HTTP parser or with a 404, never with a redirect', async () => {
    for (const target of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example']) {
      const { status, location } = await rawGet(target);
      expect(location, JSON.stringify(target)).toBeNull();
      expect([400, 404], JSON.stringify(target)).toContain(status);
    }
    // The same paths once a URL parser has read them (a proxy in front of the shop may do so).
    for (const url of ['http://gamelle.example/\\evil.example', 'http://gamelle.example/\t/evil.example']) {
      const res = await shop.app.fetch(new Request(url));
      expect(res.headers.get('location'), JSON.stringify(url)).toBeNull();
      expect(res.status, JSON.stringify(url)).toBe(404);
    }
  });

  it('keeps redirecting the shop’s own paths to the slashed form on the same origin', async () => {
    for (const [target, expected] of [
      ['/chien', '/chien/'],
      ['/evil.example', '/evil.example/'],
      ['/chien?next=//evil.example', '/chien/?next=//evil.example'],
      ['http://evil.example/chien', '/chien/'],
    ] as const) {
      const { status, location } = await rawGet(target);
      expect(status, target).toBe(301);
      expect(location, target).toBe(expected);
      expectSameOrigin(location, target);
    }
  });

  it('SPEC §2 redirect by path: a content redirect to //host, /\\host or javascript: is not followed', async () => {
    for (const target of ['/ancienne-promo/', '/ancien-blog/', '/ancien-script/', '/ancienne-promo']) {
      const { status, location } = await rawGet(target);
      expectSameOrigin(location, target);
      if (status === 301) expect(location, target).toBe(`${target}/`);
      else expect(status, target).toBe(404);
    }
    // The intended ones still work: a path of the shop, and an absolute URL on purpose.
    expect(await rawGet('/croquettes-chien/')).toEqual({ status: 301, location: '/chien/croquettes/' });
    expect(await rawGet('/blog/')).toEqual({ status: 302, location: 'https://blog.gamelle.example/' });
  });

  it('SPEC §2 product-sku-redirect keeps the query on the same origin', async () => {
    const { status, location } = await rawGet('/produits/CHIEN-CROQUETTES-00001/?next=//evil.example');
    expect(status).toBe(301);
    expect(location).toBe('/produits/croquettes-chien-adulte-au-poulet/?next=//evil.example');
    expectSameOrigin(location, 'sku');
  });
});
