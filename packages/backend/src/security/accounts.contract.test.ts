import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, siteOriginFromEnv } from '../app.js';
import { addressBucket } from '../auth/throttle.js';
import { hashToken } from '../auth/tokens.js';
import {
  contractTargets,
  fromAddress,
  IMAGE_KEYS,
  NOW,
  solvedCaptcha,
  withSiteCaptcha,
} from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { refreshTokens } from '../db/schema.js';
import { seed } from '../db/seed.js';
import type { OutgoingMail } from '../mail/outbox.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const SECRET = { secret: new TextEncoder().encode('secret-de-test-comptes-assez-long-hs256') };

/**
 * Threats 5 (throttling), 6 (sessions) and 10 (links in e-mails) of docs/security.md, through the
 * shop API on every database of the contract. Two app instances share one database, as two backend processes
 * over one PostgreSQL do.
 */
describe.each(contractTargets())('security — accounts on $name', ({ target }) => {
  let database: OpenedDatabase;
  let clock = NOW;
  const mails: OutgoingMail[] = [];
  let first: Hono;
  let second: Hono;

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    const options = {
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: SECRET,
      outbox: { send: async (mail: OutgoingMail) => void mails.push(mail) },
      siteOrigin: 'https://boutique.gamelle.example',
    };
    first = createApp(options);
    second = createApp(options);
  });
  afterAll(async () => {
    await database.close();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    { bearer, address, app = first }: { bearer?: string; address?: string; app?: Hono } = {},
  ) => {
    const url = path.startsWith('/api') ? path : `/api/v2/shop${path}`;
    // Registration and the reset e-mail carry a captcha token, as the site's do (ADR 0027).
    const sent = await withSiteCaptcha(app, method, url, body);
    const res = await app.request(
      url,
      {
        method,
        headers: {
          'Content-Type': 'application/ld+json',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: sent === undefined ? undefined : JSON.stringify(sent),
      },
      fromAddress(address),
    );
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Body };
  };

  const register = async () => {
    const email = `compte-${randomBytes(6).toString('hex')}@example.fr`;
    const created = await call('POST', '/customers', {
      email,
      password: 'croquettes',
      firstName: 'Anne',
      lastName: 'Martin',
    });
    expect(created.status).toBe(201);
    const signedIn = await call('POST', '/customers/token', { email, password: 'croquettes' });
    expect(signedIn.status).toBe(200);
    return {
      email,
      path: String(signedIn.body.customer).replace('/api/v2/shop', ''),
      token: String(signedIn.body.token),
      refresh: String(signedIn.body.refresh_token),
    };
  };
  /**
   * A sign-in's captcha token (ADR 0027): required after 3 failures, so an attacker who keeps
   * trying solves one for each try — as these tests' attackers do, to reach the limits behind it.
   */
  const solved = async () => ({ captcha: await solvedCaptcha(first, 'login') });
  /** Moves the clock past every window of the limits (they never outlive an hour). */
  const laterOn = () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
  };

  describe('item 5 — throttling that cannot be turned against a customer', () => {
    it('20 parallel wrong passwords from one address are 5 tries: the others answer 429 with Retry-After', async () => {
      const { email } = await register();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) =>
          call(
            'POST',
            '/customers/token',
            { email, password: `faux-${i}`, ...(await solved()) },
            { address: '198.51.100.20' },
          ),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body['hydra:description']).toMatch(/réessayez/);
      }
      // The right password from that address waits too; from the owner's address it signs in.
      const blocked = await call(
        'POST',
        '/customers/token',
        { email, password: 'croquettes', ...(await solved()) },
        { address: '198.51.100.20' },
      );
      expect(blocked.status).toBe(429);
      const owner = await call(
        'POST',
        '/customers/token',
        { email, password: 'croquettes', ...(await solved()) },
        { address: '203.0.113.7' },
      );
      expect(owner.status).toBe(200);
      laterOn();
    });

    it('one address cannot lock the owner out: 110 wrong passwords from it leave the account open elsewhere', async () => {
      const { email } = await register();
      const attacker = '198.51.100.30';
      for (let i = 0; i < 110; i += 1) {
        const { status } = await call(
          'POST',
          '/customers/token',
          { email, password: `faux-${i}`, ...(i >= 3 ? await solved() : {}) },
          { address: attacker },
        );
        expect([401, 429], String(i)).toContain(status);
      }
      const owner = await call(
        'POST',
        '/customers/token',
        { email, password: 'croquettes', ...(await solved()) },
        { address: '203.0.113.8' },
      );
      expect(owner.status).toBe(200);
      laterOn();
    });

    it('an IPv6 client is counted by its /64 network; an IPv4-mapped address as IPv4', () => {
      expect(addressBucket('2001:db8:1:2::a')).toBe(addressBucket('2001:db8:1:2:ffff:0:0:b'));
      expect(addressBucket('2001:db8:1:2::a')).not.toBe(addressBucket('2001:db8:1:3::a'));
      expect(addressBucket('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
      expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
      expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
      expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    });

    it('the counters live in the database: a second backend instance sees the first one’s failures', async () => {
      const { email } = await register();
      const address = '198.51.100.21';
      for (let i = 0; i < 5; i += 1) {
        const body = { email, password: 'fausse', ...(i >= 3 ? await solved() : {}) };
        expect((await call('POST', '/customers/token', body, { address })).status).toBe(401);
      }
      // The failures counted by the first ask the second for a captcha token, then its limit answers.
      const unsolved = await call('POST', '/customers/token', { email, password: 'fausse' }, { address, app: second });
      expect(unsolved.status).toBe(422);
      const elsewhere = await call(
        'POST',
        '/customers/token',
        { email, password: 'fausse', ...(await solved()) },
        { address, app: second },
      );
      expect(elsewhere.status).toBe(429);
      laterOn();
    });

    it('one address cannot try more than 50 sign-ins over all accounts in 15 minutes (credential stuffing)', async () => {
      const address = '198.51.100.22';
      const answers = await Promise.all(
        Array.from({ length: 51 }, async (_, i) =>
          call(
            'POST',
            '/customers/token',
            { email: `inconnu-${i}@example.fr`, password: 'x1234', ...(await solved()) },
            { address },
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(50);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
      laterOn();
      // 50 scrypt checks (an unknown e-mail costs the same as a wrong password): slow on a busy machine.
    }, 120_000);

    it('lookup and registration are limited per address, each 429 with Retry-After', async () => {
      const address = '198.51.100.23';
      let status = 0;
      let tries = 0;
      while (status !== 429 && tries < 40) {
        tries += 1;
        ({ status } = await call('POST', '/customer/lookup', { email: `qui-${tries}@example.fr` }, { address }));
      }
      expect(tries).toBe(31);
      const registrations = [];
      for (let i = 0; i < 11; i += 1) {
        registrations.push(
          await call(
            'POST',
            '/customers',
            {
              email: `nouveau-${i}-${randomBytes(3).toString('hex')}@example.fr`,
              password: 'croquettes',
              firstName: 'A',
              lastName: 'B',
            },
            { address },
          ),
        );
      }
      expect(registrations.slice(0, 10).every((r) => r.status === 201)).toBe(true);
      expect(registrations[10]?.status).toBe(429);
      expect(registrations[10]?.headers.get('retry-after')).toMatch(/^\d+$/);
      laterOn();
    });

    it('reset password: one e-mail per account per 5 minutes (the answer never tells), 10 requests per address', async () => {
      const { email } = await register();
      const sent = () => mails.filter((m) => m.to === email).length;
      expect((await call('POST', '/customers/reset-password', { email })).status).toBe(202);
      expect((await call('POST', '/customers/reset-password', { email })).status).toBe(202);
      expect(sent()).toBe(1);
      clock = new Date(clock.getTime() + 6 * 60 * 1000);
      expect((await call('POST', '/customers/reset-password', { email })).status).toBe(202);
      expect(sent()).toBe(2);
      const address = '198.51.100.24';
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        answers.push(await call('POST', '/customers/reset-password', { email: `x${i}@example.fr` }, { address }));
      }
      expect(answers.slice(0, 10).every((a) => a.status === 202)).toBe(true);
      expect(answers[10]?.status).toBe(429);
      laterOn();
    });

    it('contact form and card tokenisation are limited per address', async () => {
      const address = '198.51.100.25';
      const message = {
        email: 'client@example.fr',
        subject: 'other',
        message: 'Bonjour, une question sur ma commande.',
      };
      const contacts = [];
      for (let i = 0; i < 6; i += 1)
        contacts.push((await call('POST', '/contact-requests', message, { address })).status);
      expect(contacts).toEqual([201, 201, 201, 201, 201, 429]);
      const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
      const cards = [];
      for (let i = 0; i < 21; i += 1)
        cards.push((await call('POST', '/api/v2/payment-gateway/cards', card, { address })).status);
      expect(cards.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(cards[20]).toBe(429);
      laterOn();
    });
  });

  describe('item 6 — sessions end when they should', () => {
    it('a password change revokes every refresh token; the answer carries the new session', async () => {
      const me = await register();
      const otherDevice = await call('POST', '/customers/token', { email: me.email, password: 'croquettes' });
      const changed = await call(
        'PUT',
        `${me.path}/password`,
        { currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'patees' },
        { bearer: me.token },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.refresh_token).toEqual(expect.any(String));
      for (const old of [me.refresh, String(otherDevice.body.refresh_token)]) {
        expect((await call('POST', '/authentication-token/refresh', { refresh_token: old })).status).toBe(401);
      }
      const renewed = await call('POST', '/authentication-token/refresh', {
        refresh_token: changed.body.refresh_token,
      });
      expect(renewed.status).toBe(200);
    });

    it('a password reset revokes every refresh token', async () => {
      const me = await register();
      await call('POST', '/customers/reset-password', { email: me.email });
      const link = mails.filter((m) => m.to === me.email).at(-1)?.text ?? '';
      const token = /\/mot-de-passe-oublie\/([\w-]+)\//.exec(link)?.[1] ?? '';
      expect(
        (
          await call('PATCH', `/customers/reset-password/${token}`, {
            newPassword: 'patees',
            confirmNewPassword: 'patees',
          })
        ).status,
      ).toBe(204);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: me.refresh })).status).toBe(401);
      laterOn();
    });

    it('a refresh that raced a revocation issues nothing that lasts: a family with a revoked token renews nothing', async () => {
      const me = await register();
      const renewed = await call('POST', '/authentication-token/refresh', { refresh_token: me.refresh });
      expect(renewed.status).toBe(200);
      // The revocation (logout, password change) reached the family's first token only.
      await database.db
        .update(refreshTokens)
        .set({ revokedAt: clock })
        .where(eq(refreshTokens.tokenHash, hashToken(me.refresh)));
      const late = await call('POST', '/authentication-token/refresh', { refresh_token: renewed.body.refresh_token });
      expect(late.status).toBe(401);
    });

    it('a reset link is spent once, and a reset ends every other link sent', async () => {
      const me = await register();
      const linkOf = () =>
        /\/mot-de-passe-oublie\/([\w-]+)\//.exec(mails.filter((m) => m.to === me.email).at(-1)?.text ?? '')?.[1] ?? '';
      await call('POST', '/customers/reset-password', { email: me.email });
      const first = linkOf();
      clock = new Date(clock.getTime() + 6 * 60 * 1000);
      await call('POST', '/customers/reset-password', { email: me.email });
      const second = linkOf();
      expect(second).not.toBe(first);
      const body = { newPassword: 'nouvelles-patees', confirmNewPassword: 'nouvelles-patees' };
      const [one, two] = await Promise.all([
        call('PATCH', `/customers/reset-password/${second}`, body),
        call('PATCH', `/customers/reset-password/${second}`, body),
      ]);
      expect([one.status, two.status].sort()).toEqual([204, 404]);
      expect((await call('PATCH', `/customers/reset-password/${first}`, body)).status).toBe(404);
      laterOn();
    });

    it('hostile paging of the order list answers 400, not 500', async () => {
      const me = await register();
      for (const query of ['page=1.5', 'page=Infinity', 'page=1e18', 'itemsPerPage=2.5', 'page=0']) {
        const answer = await call('GET', `/orders?${query}`, undefined, { bearer: me.token });
        expect(answer.status, query).toBe(400);
      }
      expect((await call('GET', '/orders?page=2&itemsPerPage=5', undefined, { bearer: me.token })).status).toBe(200);
    });

    it('logout revokes the current family only; the same answer for an unknown token', async () => {
      const me = await register();
      const otherDevice = await call('POST', '/customers/token', { email: me.email, password: 'croquettes' });
      expect((await call('POST', '/authentication-token/revoke', { refresh_token: me.refresh })).status).toBe(204);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: me.refresh })).status).toBe(401);
      expect(
        (await call('POST', '/authentication-token/refresh', { refresh_token: otherDevice.body.refresh_token })).status,
      ).toBe(200);
      expect((await call('POST', '/authentication-token/revoke', { refresh_token: 'inconnu' })).status).toBe(204);
    });

    it('registration, change and reset refuse the passwords most found in breaches (SPEC §5 allows 5 characters)', async () => {
      const common = await call('POST', '/customers', {
        email: `courant-${randomBytes(4).toString('hex')}@example.fr`,
        password: 'azerty',
        firstName: 'Anne',
        lastName: 'Martin',
      });
      expect(common.status).toBe(422);
      expect(common.body.violations[0]).toMatchObject({ propertyPath: 'password', code: 'common_password' });
      expect(common.body.violations[0].message).toMatch(/trop courant/);
      const me = await register();
      const change = await call(
        'PUT',
        `${me.path}/password`,
        { currentPassword: 'croquettes', newPassword: 'motdepasse', confirmNewPassword: 'motdepasse' },
        { bearer: me.token },
      );
      expect(change.body.violations[0]).toMatchObject({ propertyPath: 'newPassword', code: 'common_password' });
      await call('POST', '/customers/reset-password', { email: me.email });
      const link = mails.filter((m) => m.to === me.email).at(-1)?.text ?? '';
      const token = /\/mot-de-passe-oublie\/([\w-]+)\//.exec(link)?.[1] ?? '';
      const reset = await call('PATCH', `/customers/reset-password/${token}`, {
        newPassword: '123456',
        confirmNewPassword: '123456',
      });
      expect(reset.body.violations[0]).toMatchObject({ propertyPath: 'newPassword', code: 'common_password' });
      laterOn();
    });

    it('changing the account e-mail asks for the current password', async () => {
      const me = await register();
      const next = `nouvelle-${randomBytes(4).toString('hex')}@example.fr`;
      const without = await call('PUT', me.path, { email: next }, { bearer: me.token });
      expect(without.status).toBe(422);
      expect(without.body.violations[0]).toMatchObject({ propertyPath: 'currentPassword', code: 'required' });
      const wrong = await call('PUT', me.path, { email: next, currentPassword: 'mauvais' }, { bearer: me.token });
      expect(wrong.body.violations[0]).toMatchObject({ propertyPath: 'currentPassword', code: 'wrong_password' });
      const right = await call('PUT', me.path, { email: next, currentPassword: 'croquettes' }, { bearer: me.token });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(next);
      // Other personal data change without it.
      expect((await call('PUT', me.path, { firstName: 'Annie' }, { bearer: me.token })).status).toBe(200);
    });
  });

  describe('item 10 — links in e-mails work', () => {
    it('the reset e-mail links to an absolute URL on SITE_ORIGIN, never on the request’s Host', async () => {
      const me = await register();
      const res = await first.request(
        '/api/v2/shop/customers/reset-password',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
          body: JSON.stringify({ email: me.email, captcha: await solvedCaptcha(first, 'reset') }),
        },
        fromAddress(),
      );
      expect(res.status).toBe(202);
      const text = mails.filter((m) => m.to === me.email).at(-1)?.text ?? '';
      expect(text).toMatch(/https:\/\/boutique\.gamelle\.example\/mot-de-passe-oublie\/[\w-]{43}\//);
      expect(text).not.toContain('evil.example');
      laterOn();
    });

    it('SITE_ORIGIN is read without its trailing slash; the server’s own URL when unset', () => {
      expect(siteOriginFromEnv('http://127.0.0.1:3000', { SITE_ORIGIN: 'https://www.gamelle.fr/' })).toBe(
        'https://www.gamelle.fr',
      );
      expect(siteOriginFromEnv('http://127.0.0.1:3000', {})).toBe('http://127.0.0.1:3000');
    });
  });
});
