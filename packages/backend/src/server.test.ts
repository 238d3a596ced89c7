import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenKeysFromEnv } from './auth/tokens.js';
import { databaseTargetFromEnv, openDatabase } from './db/open.js';
import { parsePort, startingResponse, startServer } from './server.js';
import { StartupError } from './startup-error.js';

describe('Bad input: "An invalid PORT ... ends with one clear line naming the cause"', () => {
  it('accepts integers from 0 to 65535 and defaults to 3000', () => {
    expect(parsePort(undefined)).toBe(3000);
    expect(parsePort('')).toBe(3000);
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort('0')).toBe(0);
  });

  it('refuses anything else with a message naming PORT', () => {
    for (const value of ['abc', '-1', '65536', '30.5', '3000abc']) {
      expect(() => parsePort(value), value).toThrow(StartupError);
      expect(() => parsePort(value), value).toThrow(/PORT invalide/);
    }
  });
});

describe('Bad input: "a port already in use ends with one clear line"', () => {
  it('refuses a busy port before touching the database', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = join(mkdtempSync(join(tmpdir(), 'gamelle-port-')), 'pglite');
    try {
      await expect(startServer({ port, database: { kind: 'pglite', dataDir } })).rejects.toThrow(
        new StartupError(
          `Le port ${port} est déjà utilisé : arrêtez l’autre serveur ou choisissez un autre port avec PORT=…`,
        ),
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });
});

describe('Bad input: "an unreachable DATABASE_URL ends with one clear line"', () => {
  it('names the unreachable server', async () => {
    await expect(
      openDatabase({ kind: 'postgres', url: 'postgres://gamelle:secret@127.0.0.1:1/gamelle' }),
    ).rejects.toThrow(/^Base de données injoignable \(127\.0\.0\.1:1\)/);
  });

  it('never prints the password of the URL', async () => {
    const error: unknown = await openDatabase({
      kind: 'postgres',
      url: 'postgres://gamelle:secret@127.0.0.1:1/gamelle',
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as StartupError).message).not.toContain('secret');
  });

  it('explains a malformed URL', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'pas-une-url' })).rejects.toThrow(
      /DATABASE_URL n’est pas une URL valide/,
    );
  });
});

describe('ADR 0022: JWT_SECRET required when DATABASE_URL is set', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a start over PostgreSQL without JWT_SECRET, in one French line, before the port or the database', async () => {
    vi.stubEnv('JWT_SECRET', '');
    // A busy port and a server nobody answers on: the secret is what is named, so it came first.
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const started = startServer({
        port,
        database: { kind: 'postgres', url: 'postgres://gamelle@127.0.0.1:1/gamelle' },
      });
      await expect(started).rejects.toBeInstanceOf(StartupError);
      await expect(started).rejects.toThrow(
        /^JWT_SECRET manquant : avec DATABASE_URL, chaque instance doit signer les jetons de connexion avec le même secret/,
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses a secret too short to sign HS256 tokens, and takes a drawn one', () => {
    expect(() => tokenKeysFromEnv({ JWT_SECRET: 'court' }, { shared: true })).toThrow(
      new StartupError(
        'JWT_SECRET trop court (5 caractères) : il en faut au moins 32, tirés au hasard (openssl rand -hex 32).',
      ),
    );
    const secret = 'a'.repeat(64);
    expect(tokenKeysFromEnv({ JWT_SECRET: secret }, { shared: true }).secret).toEqual(new TextEncoder().encode(secret));
  });

  it('keeps the embedded database working without it: a secret is drawn for the process', () => {
    expect(databaseTargetFromEnv({}, '/tmp').kind).toBe('pglite');
    expect(tokenKeysFromEnv({}).secret).toHaveLength(32);
  });

  it('reads DATABASE_POOL_SIZE, 10 by default, and refuses what is no pool size', () => {
    const url = 'postgres://gamelle@127.0.0.1:5432/gamelle';
    expect(databaseTargetFromEnv({ DATABASE_URL: url })).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(databaseTargetFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' })).toMatchObject({ poolSize: 4 });
    for (const value of ['0', '101', 'dix', '2.5']) {
      expect(() => databaseTargetFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: value }), value).toThrow(
        /^DATABASE_POOL_SIZE invalide/,
      );
    }
  });
});

describe('a second npm start keeps what was written', () => {
  // Each opens PGlite on disk (seconds and most of a gigabyte a time): slow on a loaded machine.
  it('finds a cart created before a restart, on the same data folder; refuses a JSON body over 64 KiB', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'gamelle-restart-')), 'pglite');
    const first = await startServer({ port: 0, database: { kind: 'pglite', dataDir } });
    const created = await fetch(`${first.url}/api/v2/shop/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: JSON.stringify({ localeCode: 'fr_FR' }),
    });
    const { tokenValue } = (await created.json()) as { tokenValue: string };
    await first.close();

    const second = await startServer({ port: 0, database: { kind: 'pglite', dataDir } });
    try {
      const loaded = await fetch(`${second.url}/api/v2/shop/orders/${tokenValue}`);
      expect(loaded.status).toBe(200);
      const header = await fetch(`${second.url}/cms/b2c-header`);
      expect(header.status).toBe(200);

      // Bad input over real HTTP: a JSON body over 64 KiB is refused (413, in French) before it is
      // read, whether its `Content-Length` says so or it comes in chunks; one under it goes through.
      const cart = `${second.url}/api/v2/shop/orders/${tokenValue}/items`;
      const patch = { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json' } };
      const pad = 'x'.repeat(70_000);
      const declared = await fetch(cart, { ...patch, body: JSON.stringify({ pad }) });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject({
        'hydra:description': 'Corps de requête trop volumineux (64 Ko au plus).',
      });
      const chunked = await fetch(cart, {
        ...patch,
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 8; i += 1)
              controller.enqueue(new TextEncoder().encode(i === 0 ? '{"pad":"' : pad.slice(0, 10_000)));
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      const small = await fetch(cart, { ...patch, body: JSON.stringify({ productVariant: 'inconnu', quantity: 1 }) });
      expect(small.status).toBe(422);

      // Refusals on one kept-alive agent (one socket at a time), each followed by a
      // request — every one answered. A refused body's answer says « Connection: close »; the others
      // keep the connection longer than a proxy's 65 s idle time.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const big = Buffer.alloc(5 * 1024 * 1024, 'x');
        const nextRequest = () => send(agent, 'GET', `${second.url}/api/v2/shop/orders/${tokenValue}`);
        for (let round = 0; round < 2; round += 1) {
          const refusedDeclared = await send(agent, 'PATCH', cart, big);
          expect(refusedDeclared.status).toBe(413);
          expect(refusedDeclared.headers.connection).toBe('close');
          const next = await nextRequest();
          expect(next.status).toBe(200);
          expect(next.headers['keep-alive']).toBe('timeout=70');
          const refusedChunked = await send(agent, 'PATCH', cart, big, { chunked: true });
          expect(refusedChunked.status).toBe(413);
          expect(refusedChunked.headers.connection).toBe('close');
          expect((await nextRequest()).status).toBe(200);
        }
      } finally {
        agent.destroy();
      }
    } finally {
      await second.close();
    }
  }, 90_000);
});

/**
 * One request over `agent`, answered within 10 s or failed (a request lost on a connection would
 * otherwise hang the test): the status and headers, the body read to its end. `chunked` sends the body
 * in 64 KiB chunks without a Content-Length.
 */
function send(
  agent: Agent,
  method: string,
  url: string,
  body?: Buffer,
  { chunked = false } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method} ${url} : pas de réponse en 10 s`)), 10_000);
    const headers: Record<string, string> = { 'Content-Type': 'application/merge-patch+json' };
    if (body && !chunked) headers['Content-Length'] = String(body.length);
    const sent = request(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      });
    });
    // The server may close while the body is still going: that is its right once it has answered.
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') {
        clearTimeout(timer);
        reject(error);
      }
    });
    if (body && chunked) {
      for (let at = 0; at < body.length; at += 65_536) sent.write(body.subarray(at, at + 65_536));
      sent.end();
    } else sent.end(body);
  });
}

describe('the embedded database has one owner', () => {
  it('refuses a second process on the same data folder and frees it on close', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'gamelle-lock-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    // Pretend another live process (our parent) holds the lock.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/déjà ouverte par un autre processus/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 90_000);
});

describe('OWASP ASVS 14.4: the answer while the shop starts carries the security headers every answer has', () => {
  it('is a 503 in plain text, never cached, framed, sniffed or given a referrer', async () => {
    const answer = startingResponse();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await answer.text()).toBe('Gamelle démarre, réessayez dans quelques secondes.');
  });
});
