import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_TTL_MS,
  captchaSettingsFromEnv,
  DEFAULT_CAPTCHA_DIFFICULTY,
  MAX_CAPTCHA_DIFFICULTY,
} from '../auth/captcha.js';
import { contractTargets, IMAGE_KEYS, NOW, shopCall, solvedCaptcha } from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { seed } from '../db/seed.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { StartupError } from '../startup-error.js';

const SECRET = { secret: new TextEncoder().encode('secret-de-test-captcha-assez-long-hs256') };
const FR_REQUIRED = 'La vérification de sécurité de votre navigateur manque : rechargez la page, puis réessayez.';
const FR_INVALID =
  'La vérification de sécurité de votre navigateur n’est plus valable : rechargez la page, puis réessayez.';
const NL_REQUIRED = 'De veiligheidscontrole van uw browser ontbreekt: laad de pagina opnieuw en probeer het nog eens.';

/** A base64 token of a payload that no challenge of the shop signed. */
const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decoded = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

describe('captcha settings (ADR 0027)', () => {
  it('CAPTCHA_DIFFICULTY is a number of tries from 1 to the maximum, the default unset; anything else stops the start', () => {
    expect(captchaSettingsFromEnv(SECRET, {}).difficulty).toBe(DEFAULT_CAPTCHA_DIFFICULTY);
    expect(captchaSettingsFromEnv(SECRET, { CAPTCHA_DIFFICULTY: ' 12 ' }).difficulty).toBe(12);
    for (const bad of ['0', '-5', '1.5', 'facile', String(MAX_CAPTCHA_DIFFICULTY + 1), '1e3']) {
      expect(() => captchaSettingsFromEnv(SECRET, { CAPTCHA_DIFFICULTY: bad }), bad).toThrow(StartupError);
    }
  });

  it('its HMAC secrets derive from the shop’s secret: the same on every instance, another with another secret', () => {
    const one = captchaSettingsFromEnv(SECRET, {});
    expect(captchaSettingsFromEnv(SECRET, {})).toEqual(one);
    expect(one.signatureSecret).not.toBe(one.keySecret);
    const other = captchaSettingsFromEnv(
      { secret: new TextEncoder().encode('un-autre-secret-tout-aussi-long-hs256') },
      {},
    );
    expect(other.signatureSecret).not.toBe(one.signatureSecret);
  });
});

/**
 * The proof-of-work captcha through the shop API (ADR 0027, SPEC §7 "a captcha token is obtained
 * for the login action"), on every database of the contract; two app instances share the database,
 * as two backend processes over one PostgreSQL do.
 */
describe.each(contractTargets())('security — proof-of-work captcha on $name', ({ target }) => {
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
    };
    first = createApp(options);
    second = createApp(options);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A call with no token added: these tests say each time what they send. */
  const call = (
    method: string,
    path: string,
    body?: unknown,
    { address, app = first }: { address?: string; app?: Hono } = {},
  ) => shopCall(app, method, path, body, { address, captcha: false });
  const token = (action: 'login' | 'register' | 'reset', app = first) => solvedCaptcha(app, action);
  const account = () => ({
    email: `captcha-${randomBytes(6).toString('hex')}@example.fr`,
    password: 'croquettes',
    firstName: 'Anne',
    lastName: 'Martin',
  });
  const register = async () => {
    const me = account();
    expect((await call('POST', '/customers', { ...me, captcha: await token('register') })).status).toBe(201);
    return me;
  };
  const violation = (body: Record<string, unknown>) => (body.violations as Record<string, string>[])[0];
  /** Past every window of the counts and limits (none outlives an hour). */
  const laterOn = () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
  };

  it('GET /shop/captcha/challenge gives a signed challenge bound to its action, for five minutes, never cached', async () => {
    const answer = await call('GET', '/captcha/challenge?action=login');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.expiresIn).toBe(CAPTCHA_TTL_MS / 1000);
    const { parameters, signature } = answer.body.challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM, data: { action: 'login' } });
    expect(parameters.data.expires).toBe(Math.floor((clock.getTime() + CAPTCHA_TTL_MS) / 1000));
    // The shop picks the counter: the key's first half is given, never the counter itself.
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/"counter"/);
    for (const query of ['', '?action=', '?action=commande']) {
      const refused = await call('GET', `/captcha/challenge${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body['hydra:description']).toMatch(/action/);
    }
  });

  it('registration always needs a token: none or a forged one answers 422 on `captcha` in French (Dutch with locale=nl), and no account is made', async () => {
    const me = account();
    const none = await call('POST', '/customers', me);
    expect(none.status).toBe(422);
    expect(violation(none.body)).toEqual({ propertyPath: 'captcha', code: 'captcha_required', message: FR_REQUIRED });
    const dutch = await call('POST', '/customers?locale=nl', me);
    expect(violation(dutch.body)).toMatchObject({ code: 'captcha_required', message: NL_REQUIRED });
    for (const captcha of [
      'pas-un-jeton',
      forged({ challenge: {}, solution: {} }),
      randomBytes(200).toString('base64'),
    ]) {
      const refused = await call('POST', '/customers', { ...me, captcha });
      expect(refused.status).toBe(422);
      expect(violation(refused.body)).toEqual({
        propertyPath: 'captcha',
        code: 'captcha_invalid',
        message: FR_INVALID,
      });
    }
    // Nothing was made: the e-mail is still free.
    expect((await call('POST', '/customer/lookup', { email: me.email })).body.exists).toBe(false);
    expect((await call('POST', '/customers', { ...me, captcha: await token('register') })).status).toBe(201);
  });

  it('a token is refused when its solution or challenge is altered, its action is another, it has expired or is spent', async () => {
    const me = account();
    const refused = async (captcha: string) => {
      const answer = await call('POST', '/customers', { ...me, captcha });
      expect(answer.status).toBe(422);
      expect(violation(answer.body)?.code).toBe('captcha_invalid');
    };
    // A key that is not the one the challenge expects (the key is the proof: only trying counters
    // finds it), a challenge whose signed data changed.
    const good = decoded(await token('register'));
    await refused(forged({ ...good, solution: { ...good.solution, derivedKey: 'ab'.repeat(32) } }));
    await refused(forged({ ...good, solution: { ...good.solution, derivedKey: undefined } }));
    const easier = { ...good.challenge.parameters, data: { ...good.challenge.parameters.data, difficulty: 10 ** 6 } };
    await refused(forged({ ...good, challenge: { ...good.challenge, parameters: easier } }));
    // Solved for the sign-in: not for a registration.
    await refused(await token('login'));
    // Five minutes later: expired.
    const late = await token('register');
    clock = new Date(clock.getTime() + CAPTCHA_TTL_MS + 1000);
    await refused(late);
    clock = NOW;
    // Good once, on this instance as on any other over the same database.
    const once = await token('register');
    expect((await call('POST', '/customers', { ...me, captcha: once })).status).toBe(201);
    const again = await call('POST', '/customers', { ...account(), captcha: once }, { app: second });
    expect(violation(again.body)?.code).toBe('captcha_invalid');
    // The untouched original is still good: it had never been spent.
    expect((await call('POST', '/customers', { ...account(), captcha: forged(good) })).status).toBe(201);
  });

  it('one instance’s challenge is solved and spent on another (secrets derived from the shared JWT_SECRET)', async () => {
    expect(
      (await call('POST', '/customers', { ...account(), captcha: await token('register', first) }, { app: second }))
        .status,
    ).toBe(201);
  });

  it('a challenge given at a lower difficulty is refused once the difficulty is raised', async () => {
    const easy = createApp({
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: SECRET,
      captcha: captchaSettingsFromEnv(SECRET, { CAPTCHA_DIFFICULTY: '2' }),
    });
    const answer = await call('POST', '/customers', { ...account(), captcha: await token('register', easy) });
    expect(violation(answer.body)?.code).toBe('captcha_invalid');
  });

  it('the reset e-mail always needs a token; with one it is sent, the same answer for an unknown address', async () => {
    const me = await register();
    const none = await call('POST', '/customers/reset-password', { email: me.email });
    expect(none.status).toBe(422);
    expect(violation(none.body)?.code).toBe('captcha_required');
    expect(mails.filter((m) => m.to === me.email)).toHaveLength(0);
    const sent = await call('POST', '/customers/reset-password', { email: me.email, captcha: await token('reset') });
    expect(sent.status).toBe(202);
    expect(mails.filter((m) => m.to === me.email)).toHaveLength(1);
    const unknown = await call('POST', '/customers/reset-password', {
      email: 'personne-ici@example.fr',
      captcha: await token('reset'),
    });
    expect(unknown.status).toBe(202);
    laterOn();
  });

  it('SPEC §7 sign-in: no token for the first 3 failures on an account; the 4th needs one (none or forged: 422, the password unchecked); the count ends with a success', async () => {
    const me = await register();
    // Three wrong passwords, each from another address: the account's count.
    for (const address of ['198.51.100.101', '198.51.100.102', '198.51.100.103']) {
      expect(
        (await call('POST', '/customers/token', { email: me.email, password: 'mauvais' }, { address })).status,
      ).toBe(401);
    }
    const owner = '203.0.113.101';
    const none = await call('POST', '/customers/token', { email: me.email, password: me.password }, { address: owner });
    expect(none.status).toBe(422);
    expect(violation(none.body)).toEqual({ propertyPath: 'captcha', code: 'captcha_required', message: FR_REQUIRED });
    const dutch = await call(
      'POST',
      '/customers/token?locale=nl',
      { email: me.email, password: me.password },
      { address: owner },
    );
    expect(violation(dutch.body)?.message).toBe(NL_REQUIRED);
    const fake = await call(
      'POST',
      '/customers/token',
      { email: me.email, password: me.password, captcha: forged({ challenge: { parameters: {} }, solution: {} }) },
      { address: owner },
    );
    expect(violation(fake.body)).toEqual({ propertyPath: 'captcha', code: 'captcha_invalid', message: FR_INVALID });
    // With the token the browser obtained, the right password signs in…
    const signedIn = await call(
      'POST',
      '/customers/token',
      { email: me.email, password: me.password, captcha: await token('login') },
      { address: owner },
    );
    expect(signedIn.status).toBe(200);
    // …and the count has ended: the next sign-in, from anywhere, needs none.
    expect(
      (await call('POST', '/customers/token', { email: me.email, password: me.password }, { address: '203.0.113.102' }))
        .status,
    ).toBe(200);
    laterOn();
  });

  it('SPEC §7 sign-in: 3 failures from one address ask every sign-in from there for a token, an unknown e-mail’s as an account’s; after 15 minutes none', async () => {
    const me = await register();
    const address = '198.51.100.110';
    for (let i = 0; i < 3; i += 1) {
      const tried = await call(
        'POST',
        '/customers/token',
        { email: `inconnu-${i}@example.fr`, password: 'x1234' },
        { address },
      );
      expect(tried.status).toBe(401);
    }
    // The same answer whether the account exists or not: nothing said of who is a customer.
    const known = await call('POST', '/customers/token', { email: me.email, password: me.password }, { address });
    const unknown = await call(
      'POST',
      '/customers/token',
      { email: 'personne@example.fr', password: 'x1234' },
      { address },
    );
    expect([known.status, unknown.status]).toEqual([422, 422]);
    expect(known.body).toEqual(unknown.body);
    // Elsewhere, the account signs in without one.
    expect(
      (await call('POST', '/customers/token', { email: me.email, password: me.password }, { address: '203.0.113.110' }))
        .status,
    ).toBe(200);
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    expect(
      (await call('POST', '/customers/token', { email: me.email, password: me.password }, { address })).status,
    ).toBe(200);
    laterOn();
  });

  it('an address’s count ends only with a success that came with a token: a script cannot clear it by signing into its own account', async () => {
    const own = await register();
    const address = '198.51.100.120';
    for (let i = 0; i < 3; i += 1) {
      await call('POST', '/customers/token', { email: `cible-${i}@example.fr`, password: 'x1234' }, { address });
    }
    // Its own account from that address: a token is asked for (the address's count), given, and
    // the success ends the count.
    const withToken = await call(
      'POST',
      '/customers/token',
      { email: own.email, password: own.password, captcha: await token('login') },
      { address },
    );
    expect(withToken.status).toBe(200);
    expect(
      (await call('POST', '/customers/token', { email: 'cible-4@example.fr', password: 'x1234' }, { address })).status,
    ).toBe(401);
    laterOn();
    // Without a token, a success that was not required one leaves the address's count as it was.
    const next = '198.51.100.121';
    for (let i = 0; i < 2; i += 1) {
      await call('POST', '/customers/token', { email: `cible-${i}@example.fr`, password: 'x1234' }, { address: next });
    }
    expect(
      (await call('POST', '/customers/token', { email: own.email, password: own.password }, { address: next })).status,
    ).toBe(200);
    await call('POST', '/customers/token', { email: 'cible-3@example.fr', password: 'x1234' }, { address: next });
    const asked = await call(
      'POST',
      '/customers/token',
      { email: own.email, password: own.password },
      { address: next },
    );
    expect(violation(asked.body)?.code).toBe('captcha_required');
    laterOn();
  });

  it('a token sent where none is required is checked and spent all the same', async () => {
    const me = await register();
    const captcha = await token('login');
    expect((await call('POST', '/customers/token', { email: me.email, password: me.password, captcha })).status).toBe(
      200,
    );
    const replayed = await call('POST', '/customers/token', { email: me.email, password: me.password, captcha });
    expect(violation(replayed.body)?.code).toBe('captcha_invalid');
  });

  it('one address gets at most 120 challenges in 10 minutes: a script cannot stock them to solve in bulk', async () => {
    const address = '198.51.100.130';
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      statuses.push((await call('GET', '/captcha/challenge?action=login', undefined, { address })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call('GET', '/captcha/challenge?action=login', undefined, { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    laterOn();
  });
});
