import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  contractTargets,
  fromAddress,
  IMAGE_KEYS,
  LYON_ADDRESS,
  NOW,
  withSiteCaptcha,
} from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { seed } from '../db/seed.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { DAILY_UPLOAD_QUOTA, signUpload } from '../routes/images.js';
import { SIMULATORS_OFF, simulatorsFromEnv } from '../simulators/config.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const SECRET = new TextEncoder().encode('secret-de-test-simulateurs-assez-long-hs256');

/**
 * Threats 1 (simulators are not a back door) and 7 (image host uploads) of docs/security.md,
 * through the shop API on every database of the contract.
 */
describe.each(contractTargets())('security — simulators and uploads on $name', ({ target }) => {
  let database: OpenedDatabase;
  let clock = NOW;
  const mails: OutgoingMail[] = [];
  let shop: Hono;
  let closed: Hono;
  let variant = '';

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    const options = {
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: SECRET },
      outbox: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    };
    shop = createApp({ ...options, simulators: true });
    closed = createApp({ ...options, simulators: false });
    const listing = (await (await shop.request('/cms/b2c-products?pageSize=100&render=1')).json()) as Body;
    const found = (listing.data as Body[])
      .flatMap((p) => p.ProductVariants as Body[])
      .find((v) => v.in_stock && v.stock >= 100 && v.show_variant !== false && typeof v.base_price === 'number');
    variant = String(found?.code);
  });
  afterAll(async () => {
    await database.close();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    { bearer, app = shop }: { bearer?: string; app?: Hono } = {},
  ) => {
    const url = path.startsWith('/api') || path.startsWith('/images') ? path : `/api/v2/shop${path}`;
    // Registration carries a captcha token, as the site's does (ADR 0027).
    const sent = await withSiteCaptcha(app, method, url, body);
    const res = await app.request(
      url,
      {
        method,
        headers: {
          'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: sent === undefined ? undefined : JSON.stringify(sent),
      },
      fromAddress(),
    );
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body };
  };

  const customer = async () => {
    const email = `simu-${randomBytes(6).toString('hex')}@example.fr`;
    expect(
      (await call('POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' }))
        .status,
    ).toBe(201);
    const signedIn = await call('POST', '/customers/token', { email, password: 'croquettes' });
    return { email, token: String(signedIn.body.token), iri: String(signedIn.body.customer) };
  };

  const address = {
    ...LYON_ADDRESS,
  };

  /** A cart of `bearer` taken to the payment step with `method`. */
  const readyToPay = async (bearer: string, method: string, app: Hono = shop) => {
    const created = await call('POST', '/orders', { localeCode: 'fr_FR' }, { bearer, app });
    const cart = String(created.body.tokenValue);
    const added = await call(
      'PATCH',
      `/orders/${cart}/items`,
      { productVariant: `/api/v2/shop/product-variants/${variant}`, quantity: 1 },
      { bearer, app },
    );
    expect(added.status).toBe(200);
    const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: address }, { bearer, app });
    expect(addressed.status).toBe(200);
    const shipped = await call(
      'PATCH',
      `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
      { shippingMethod: 'colissimo' },
      { bearer, app },
    );
    expect(shipped.status).toBe(200);
    const chosen = await call(
      'PATCH',
      `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
      { paymentMethod: method },
      { bearer, app },
    );
    return { cart, chosen };
  };

  describe('item 1 — the simulated identity provider gives a token only to who proves the address', () => {
    it('no ID token for a bare e-mail: the provider sends a code, and only that code gives one', async () => {
      const email = `federe-${randomBytes(4).toString('hex')}@example.fr`;
      // Today's hole: an ID token for any e-mail, no proof asked.
      expect((await call('POST', '/api/v2/identity/id-tokens', { email })).status).toBe(422);
      const challenge = await call('POST', '/api/v2/identity/challenges', { email, firstName: 'Inès' });
      expect(challenge.status).toBe(201);
      expect(JSON.stringify(challenge.body)).not.toMatch(/\b\d{6}\b/);
      const mail = mails.at(-1);
      expect(mail?.to).toBe(email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await call('POST', '/api/v2/identity/id-tokens', {
        challenge: challenge.body.challenge,
        code: wrong,
      });
      expect(refused.status).toBe(422);
      const given = await call('POST', '/api/v2/identity/id-tokens', { challenge: challenge.body.challenge, code });
      expect(given.status).toBe(201);
      const signedIn = await call('POST', '/customers/token', { 'google-token': given.body.idToken });
      expect(signedIn.status).toBe(200);
      // A code is good once.
      expect(
        (await call('POST', '/api/v2/identity/id-tokens', { challenge: challenge.body.challenge, code })).status,
      ).toBe(404);
    });

    it('five wrong codes, even in parallel, end the challenge; so does its tenth minute', async () => {
      const email = `federe-${randomBytes(4).toString('hex')}@example.fr`;
      const challenge = String((await call('POST', '/api/v2/identity/challenges', { email })).body.challenge);
      const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      const wrongs = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(
        wrongs.map((w) => call('POST', '/api/v2/identity/id-tokens', { challenge, code: w })),
      );
      expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
      expect((await call('POST', '/api/v2/identity/id-tokens', { challenge, code })).status).toBe(404);
      const late = String((await call('POST', '/api/v2/identity/challenges', { email })).body.challenge);
      const lateCode = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      clock = new Date(clock.getTime() + 11 * 60 * 1000);
      expect((await call('POST', '/api/v2/identity/id-tokens', { challenge: late, code: lateCode })).status).toBe(404);
    });

    it('one address is sent at most 10 codes a day, from any number of addresses asking (no mail bomb; 50 guesses a day at most)', async () => {
      const email = `federe-${randomBytes(4).toString('hex')}@example.fr`;
      for (let sent = 0; sent < 10; sent += 1) {
        // Three in ten minutes at most: the day's cap is what this test reaches.
        if (sent > 0 && sent % 3 === 0) clock = new Date(clock.getTime() + 11 * 60 * 1000);
        expect((await call('POST', '/api/v2/identity/challenges', { email })).status).toBe(201);
      }
      clock = new Date(clock.getTime() + 11 * 60 * 1000);
      const capped = await call('POST', '/api/v2/identity/challenges', { email });
      expect(capped.status).toBe(429);
      expect(mails.filter((mail) => mail.to === email)).toHaveLength(10);
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
      expect((await call('POST', '/api/v2/identity/challenges', { email })).status).toBe(201);
    });

    it('the shop refuses an ID token signed with its own access-token key (the provider has its own)', async () => {
      const at = Math.floor(clock.getTime() / 1000);
      const forged = await new SignJWT({ email: 'victime@example.fr', email_verified: true })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('victime@example.fr')
        .setIssuer('gamelle-identity')
        .setAudience('gamelle-shop-login')
        .setIssuedAt(at)
        .setExpirationTime(at + 60)
        .sign(SECRET);
      expect((await call('POST', '/customers/token', { 'google-token': forged })).status).toBe(401);
    });
  });

  describe('item 1 — PayPal and the card gateway accept only what they signed for this order', () => {
    it('PayPal: the approval URL is unguessable; approving alone pays nothing; the shop captures only a signed approval of this amount', async () => {
      const buyer = await customer();
      const { cart, chosen } = await readyToPay(buyer.token, 'paypal');
      expect(chosen.status).toBe(200);
      const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, { bearer: buyer.token });
      expect(placed.status).toBe(200);
      const payment = placed.body.payments[0];
      // Today's hole: the payment's sequential id approves it.
      expect((await call('POST', `/api/v2/payment-gateway/paypal/${payment.id}/approve`)).status).toBe(404);
      const approvalUrl = String(payment.instructions.approvalUrl);
      expect(approvalUrl).not.toContain(`/${payment.id}/`);
      expect(approvalUrl).toMatch(/PAYID-[\w-]{24}/);
      const approval = await call('POST', approvalUrl);
      expect(approval.status).toBe(200);
      expect((await call('GET', `/orders/${cart}`, undefined, { bearer: buyer.token })).body.paymentState).toBe(
        'awaiting_payment',
      );
      const capture = (body: unknown, bearer = buyer.token) =>
        call('POST', `/orders/${cart}/paypal-capture`, body, { bearer });
      expect((await capture({ ...approval.body, amount: 1 })).status).toBe(422);
      expect((await capture({ ...approval.body, signature: `${approval.body.signature.slice(0, -2)}AA` })).status).toBe(
        422,
      );
      const intruder = await customer();
      expect((await capture(approval.body, intruder.token)).status).toBe(404);
      const paid = await capture(approval.body);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ paymentState: 'paid', payments: [{ state: 'completed' }] });
    });

    it('PayPal: an approval signed for another order does not pay this one', async () => {
      const buyer = await customer();
      const one = await readyToPay(buyer.token, 'paypal');
      const two = await readyToPay(buyer.token, 'paypal');
      const placedOne = await call(
        'PATCH',
        `/orders/${one.cart}/complete`,
        { termsAccepted: true },
        { bearer: buyer.token },
      );
      await call('PATCH', `/orders/${two.cart}/complete`, { termsAccepted: true }, { bearer: buyer.token });
      const approval = await call('POST', String(placedOne.body.payments[0].instructions.approvalUrl));
      const wrongOrder = await call('POST', `/orders/${two.cart}/paypal-capture`, approval.body, {
        bearer: buyer.token,
      });
      expect(wrongOrder.status).toBe(422);
      expect(wrongOrder.body.violations[0].message).toMatch(/PayPal n’a pas confirmé/);
    });

    it('a card token is its first customer’s: another customer cannot pay with it', async () => {
      const card = await call('POST', '/api/v2/payment-gateway/cards', {
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
      });
      const owner = await customer();
      const first = await readyToPay(owner.token, 'visa');
      const paid = await call(
        'PATCH',
        `/orders/${first.cart}/complete`,
        { termsAccepted: true, paymentToken: card.body.token },
        { bearer: owner.token },
      );
      expect(paid.body.paymentState).toBe('paid');
      const thief = await customer();
      const stolen = await readyToPay(thief.token, 'visa');
      const refused = await call(
        'PATCH',
        `/orders/${stolen.cart}/complete`,
        { termsAccepted: true, paymentToken: card.body.token },
        { bearer: thief.token },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'paymentToken', code: 'invalid' });
    });

    it('a card token left unused for more than an hour is refused', async () => {
      const card = await call('POST', '/api/v2/payment-gateway/cards', {
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
      });
      clock = new Date(clock.getTime() + 61 * 60 * 1000);
      const buyer = await customer();
      const { cart } = await readyToPay(buyer.token, 'visa');
      const refused = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: card.body.token },
        { bearer: buyer.token },
      );
      expect(refused.status).toBe(422);
    });
  });

  describe('item 1 — SIMULATORS=off: the shop refuses those flows in French', () => {
    it('simulators are on by default, off by default in production, and SIMULATORS decides', () => {
      expect(simulatorsFromEnv({})).toBe(true);
      expect(simulatorsFromEnv({ NODE_ENV: 'production' })).toBe(false);
      expect(simulatorsFromEnv({ NODE_ENV: 'production', SIMULATORS: 'on' })).toBe(true);
      expect(simulatorsFromEnv({ SIMULATORS: 'off' })).toBe(false);
      expect(() => simulatorsFromEnv({ SIMULATORS: 'peut-être' })).toThrow(/SIMULATORS invalide/);
    });

    it('the simulated services answer 503; sign-in with Google, cards and PayPal are refused with a French message', async () => {
      for (const path of ['/api/v2/identity/challenges', '/api/v2/payment-gateway/cards']) {
        const off = await call('POST', path, { email: 'a@example.fr' }, { app: closed });
        expect(off.status, path).toBe(503);
        expect(off.body['hydra:description']).toBe(SIMULATORS_OFF.service);
      }
      const federated = await call('POST', '/customers/token', { 'google-token': 'a.b.c' }, { app: closed });
      expect(federated.status).toBe(503);
      expect(federated.body['hydra:description']).toBe(SIMULATORS_OFF.identity);
      const buyer = await customer();
      const { cart, chosen } = await readyToPay(buyer.token, 'visa', closed);
      expect(chosen.status).toBe(422);
      expect(chosen.body.violations[0]).toMatchObject({
        propertyPath: 'paymentMethod',
        message: SIMULATORS_OFF.payment,
      });
      const order = await call('GET', `/orders/${cart}`, undefined, { bearer: buyer.token, app: closed });
      const methods = await call('GET', `/orders/${cart}/payments/${order.body.payments[0].id}/methods`, undefined, {
        bearer: buyer.token,
        app: closed,
      });
      expect(methods.body['hydra:member'].map((m: Body) => m.code)).toEqual(['cheque', 'bank_transfer']);
    });
  });

  describe('item 7 — image uploads need a signature the backend gives a signed-in customer, within a quota', () => {
    const png = async () =>
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#AE9973' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      );
    const upload = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', await png(), 'photo.png');
      const res = await shop.request('/images/api/v1/files/upload', { method: 'POST', body: form }, fromAddress());
      return res.status;
    };
    const authFor = async (bearer?: string) => {
      const res = await shop.request(
        `/images/auth?t=${Date.now()}`,
        bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
      );
      return { status: res.status, body: (await res.json()) as Body };
    };

    it('no signature without a signed-in customer; a token the backend never issued is refused even when signed', async () => {
      expect((await authFor()).status).toBe(401);
      const anonymous = await shop.request('/images/auth?t=1');
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      const expire = String(Math.floor(clock.getTime() / 1000) + 600);
      // Signed correctly (as if the private key had leaked), but never issued by the backend.
      expect(
        await upload({
          token: 'jeton-invente',
          expire,
          signature: signUpload(IMAGE_KEYS.privateKey, 'jeton-invente', expire),
          publicKey: IMAGE_KEYS.publicKey,
          fileName: 'a.png',
        }),
      ).toBe(403);
    });

    it(`a customer uploads at most ${DAILY_UPLOAD_QUOTA} images in 24 hours`, async () => {
      const me = await customer();
      for (let i = 0; i < DAILY_UPLOAD_QUOTA; i += 1) {
        const { body } = await authFor(me.token);
        const status = await upload({
          token: body.token,
          expire: String(body.expire),
          signature: body.signature,
          publicKey: IMAGE_KEYS.publicKey,
          fileName: `photo-${i}.png`,
        });
        expect(status).toBe(200);
      }
      const over = await authFor(me.token);
      expect(over.status).toBe(429);
      expect(over.body['hydra:description']).toMatch(/24 heures/);
    });
  });
});
