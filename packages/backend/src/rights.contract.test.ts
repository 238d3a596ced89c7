import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import {
  type CatalogueVariant,
  catalogueVariants,
  contractTargets,
  IMAGE_KEYS,
  LYON_ADDRESS,
  NOW,
  shopCall,
  subscribable,
} from './contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from './db/open.js';
import { addresses, customers, orderWithdrawals, pets, refreshTokens, subscriptions } from './db/schema.js';
import { seed } from './db/seed.js';
import type { OutgoingMail } from './mail/outbox.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const DAY = 86_400_000;
const BACK_OFFICE = `bo-${randomBytes(24).toString('hex')}`;

/**
 * Contract of the customer's legal rights (ADR 0028): the withdrawal function of an order
 * (directive 2011/83/EU art. 9 to 11a), the download of the customer's data (GDPR art. 15 and 20)
 * and the deletion of their account (GDPR art. 17) — each answering 404 to anyone else, on PGlite
 * and PostgreSQL.
 */
describe.each(contractTargets())('the customer’s rights on $name', ({ target }) => {
  let database: OpenedDatabase;
  let shop: Hono;
  let clock = NOW;
  const mails: OutgoingMail[] = [];
  let variants: CatalogueVariant[] = [];

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    shop = createApp({
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-droits-du-client-assez-long') },
      outbox: { send: async (mail) => void mails.push(mail) },
      siteOrigin: 'https://boutique.gamelle.example',
      backOfficeToken: BACK_OFFICE,
    });
    variants = subscribable(await catalogueVariants(shop));
    expect(variants.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    clock = NOW;
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    shopCall(shop, method, path, body, { token });
  const admin = (method: string, path: string, body?: unknown) =>
    call(method, `/api/v2/admin${path}`, body, BACK_OFFICE);
  const mailsTo = (to: string) => mails.filter((mail) => mail.to === to);

  const register = async (firstName = 'Anne', lastName = 'Martin') => {
    const email = `droits-${randomBytes(6).toString('hex')}@example.fr`;
    expect((await call('POST', '/customers', { email, password: 'croquettes', firstName, lastName })).status).toBe(201);
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    expect(login.status).toBe(200);
    const customer = login.body.customer as string;
    return {
      email,
      token: login.body.token as string,
      refreshToken: login.body.refresh_token as string,
      customer,
      path: customer.replace('/api/v2/shop', ''),
    };
  };
  type Me = Awaited<ReturnType<typeof register>>;
  /** `me` signed in again at the clock's time (access tokens live 15 minutes). */
  const signIn = async (me: Me): Promise<Me> => {
    const login = await call('POST', '/customers/token', { email: me.email, password: 'croquettes' });
    expect(login.status).toBe(200);
    return { ...me, token: login.body.token as string, refreshToken: login.body.refresh_token as string };
  };

  /** A placed order of `me` (by card, or awaiting its cheque), through the calls the site makes. */
  const placeOrder = async (me: Me, { method = 'visa', interval = 0, localeCode = 'fr_FR' } = {}) => {
    const cart = (await call('POST', '/orders', { localeCode }, me.token)).body.tokenValue as string;
    const added = await call(
      'PATCH',
      `/orders/${cart}/items`,
      {
        productVariant: `/api/v2/shop/product-variants/${variants[0]?.code}`,
        quantity: 2,
        ...(interval ? { subscriptionInterval: interval } : {}),
      },
      me.token,
    );
    expect(added.status).toBe(200);
    const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: LYON_ADDRESS }, me.token);
    expect(addressed.status).toBe(200);
    await call(
      'PATCH',
      `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
      { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
      me.token,
    );
    await call(
      'PATCH',
      `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
      { paymentMethod: method },
      me.token,
    );
    const card =
      method === 'visa'
        ? (
            await call('POST', '/api/v2/payment-gateway/cards', {
              number: '4242424242424242',
              expiryMonth: 12,
              expiryYear: 2030,
              cvc: '123',
            })
          ).body.token
        : undefined;
    const placed = await call(
      'PATCH',
      `/orders/${cart}/complete`,
      { termsAccepted: true, ...(card ? { paymentToken: card } : {}) },
      me.token,
    );
    expect(placed.status, placed.text).toBe(200);
    return placed.body as Body & { tokenValue: string; number: string; total: number };
  };

  /** The warehouse ships the order `daysAgo` days before the clock. */
  const ship = async (order: { number: string }, daysAgo: number) => {
    const shipped = await admin('POST', `/orders/${order.number}/shipment`, {
      trackingNumber: '6A12345678901',
      shippedAt: new Date(clock.getTime() - daysAgo * DAY).toISOString(),
    });
    expect(shipped.status, shipped.text).toBe(200);
    return shipped.body;
  };

  const withdraw = (me: Me, order: { tokenValue: string }, body: unknown = { name: 'Anne Martin', email: me.email }) =>
    call('POST', `/orders/${order.tokenValue}/withdrawal`, body, me.token);

  describe('withdrawal function (directive 2011/83/EU art. 11a)', () => {
    it('art. 11a: a placed order offers the withdrawal from its placing; confirmed with name and address, it is recorded to the minute, shown on the order and acknowledged by e-mail', async () => {
      const me = await register();
      const order = await placeOrder(me);
      expect(order.withdrawal).toEqual({ available: true, lastDay: null, receivedAt: null });

      clock = new Date(NOW.getTime() + 10 * 60_000);
      const done = await withdraw(me, order, { name: '  Anne Martin ', email: 'Anne.Autre@Example.fr' });
      expect(done.status, done.text).toBe(201);
      expect(done.body.withdrawal).toEqual({ available: true, lastDay: null, receivedAt: clock.toISOString() });
      const read = await call('GET', `/orders/${order.tokenValue}`, undefined, me.token);
      expect(read.body.withdrawal.receivedAt).toBe(clock.toISOString());

      // The row: the date and time, the order, the name, the address and the statement.
      const [row] = await database.db
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, Number(order.number.slice(1))));
      expect(row).toMatchObject({
        name: 'Anne Martin',
        email: 'anne.autre@example.fr',
        language: 'fr',
        statement: `Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande ${order.number}.`,
      });
      expect(row?.receivedAt.toISOString()).toBe(clock.toISOString());

      // The acknowledgment (art. 11a(3)): on a durable medium, to the address confirmed, with the
      // content and the date and time of the withdrawal, HTML and text.
      const [mail] = mailsTo('anne.autre@example.fr');
      expect(mail?.subject).toBe(`Accusé de réception de votre rétractation — commande ${order.number}`);
      expect(mail?.kind).toBe('withdrawal-received');
      for (const body of [mail?.text ?? '', mail?.html ?? '']) {
        expect(body).toContain('21 novembre 2026 à 11:10');
        expect(body).toContain(order.number);
        expect(body).toContain('Anne Martin');
      }
      expect(mail?.text).toContain(row?.statement);
      expect(mail?.text).toContain('nous ne l’expédierons pas');
      expect(mail?.text).toContain(`https://boutique.gamelle.example/mon-compte/mes-commandes/${order.tokenValue}/`);

      // Once: a second confirmation is refused, and sends nothing.
      const again = await withdraw(me, order);
      expect(again.status).toBe(409);
      expect(again.body['hydra:description']).toBe(
        'Votre rétractation de cette commande a déjà été reçue, le 21 novembre 2026.',
      );
      expect(mailsTo('anne.autre@example.fr')).toHaveLength(1);
    });

    it('art. 11a « the back office sees the withdrawal »: listed newest first with its order, date, name, address and statement; the order refuses to ship', async () => {
      const me = await register('Paul', 'Durand');
      const order = await placeOrder(me);
      expect((await withdraw(me, order, { name: 'Paul Durand', email: me.email })).status).toBe(201);

      const listed = await admin('GET', '/withdrawals?itemsPerPage=100');
      expect(listed.status).toBe(200);
      const entry = (listed.body['hydra:member'] as Body[]).find((w) => w.order === order.number);
      expect(entry).toMatchObject({
        order: order.number,
        orderTotal: order.total,
        paymentState: 'paid',
        shippingState: 'ready',
        receivedAt: NOW.toISOString(),
        name: 'Paul Durand',
        email: me.email,
        language: 'fr',
      });
      expect(entry?.statement).toContain('Paul Durand');
      const detail = await admin('GET', `/orders/${order.number}`);
      expect(detail.body.withdrawal.receivedAt).toBe(NOW.toISOString());
      expect(detail.body.withdrawalStatement).toMatchObject({ name: 'Paul Durand', email: me.email });
      expect((await call('GET', '/api/v2/admin/withdrawals')).status).toBe(401);

      // Withdrawn before it left: the warehouse is told not to ship it.
      const shipped = await admin('POST', `/orders/${order.number}/shipment`, { trackingNumber: '6A1' });
      expect(shipped.status).toBe(409);
      expect(shipped.body['hydra:description']).toMatch(/s’est rétracté/);
    });

    it('ownership: another customer’s order, a cart and an unknown token answer 404; no token 401', async () => {
      const me = await register();
      const order = await placeOrder(me);
      const other = await register();
      const theirs = await withdraw(other, order, { name: 'Anne Martin', email: other.email });
      expect(theirs.status).toBe(404);
      expect(theirs.body['hydra:description']).toBe('Ressource introuvable.');
      const cart = (await call('POST', '/orders', { localeCode: 'fr_FR' }, me.token)).body.tokenValue as string;
      expect((await withdraw(me, { tokenValue: cart })).status).toBe(404);
      expect((await withdraw(me, { tokenValue: 'inconnu' })).status).toBe(404);
      expect(
        (await call('POST', `/orders/${order.tokenValue}/withdrawal`, { name: 'A', email: me.email })).status,
      ).toBe(401);
      // Nothing was recorded by those calls.
      expect((await call('GET', `/orders/${order.tokenValue}`, undefined, me.token)).body.withdrawal.receivedAt).toBe(
        null,
      );
    });

    it('art. 11a(2) the confirmation asks a name and an address: each missing one is a 422 on its field', async () => {
      const me = await register();
      const order = await placeOrder(me);
      const refused = await withdraw(me, order, { name: ' ', email: 'pas-une-adresse' });
      expect(refused.status).toBe(422);
      expect(
        Object.fromEntries(
          (refused.body.violations as { propertyPath: string; message: string }[]).map((v) => [
            v.propertyPath,
            v.message,
          ]),
        ),
      ).toEqual({ name: 'Indiquez votre nom et votre prénom.', email: 'Cette adresse e-mail n’est pas valide.' });
    });

    it('art. 9: 14 days from delivery (counted 7 days after shipping), until the end of the last day in Paris; refused once the period is over', async () => {
      const me = await register();
      const recent = await placeOrder(me);
      const old = await placeOrder(me);
      const after = await placeOrder(me);
      // Shipped on Wednesday 2026-11-04: the last day is Wednesday 2026-11-25.
      clock = new Date('2026-11-04T09:00:00Z');
      await ship(recent, 0);
      await ship(after, 0);
      clock = NOW;
      const view = await call('GET', `/orders/${recent.tokenValue}`, undefined, me.token);
      expect(view.body.withdrawal).toEqual({ available: true, lastDay: '2026-11-25', receivedAt: null });
      // Shipped 30 days ago: over.
      await ship(old, 30);
      const late = await withdraw(me, old);
      expect(late.status).toBe(409);
      expect(late.body['hydra:description']).toMatch(/^Le délai de rétractation de cette commande a pris fin le \d+ /);

      // 23:59 in Paris on the last day is still in time (UTC+1 in November); midnight is too late.
      clock = new Date('2026-11-25T22:59:00Z');
      const inTime = await signIn(me);
      expect((await withdraw(inTime, recent)).status).toBe(201);
      clock = new Date('2026-11-25T23:00:00Z');
      const closed = await withdraw(inTime, after);
      expect(closed.status).toBe(409);
      expect(closed.body['hydra:description']).toBe(
        'Le délai de rétractation de cette commande a pris fin le 25 novembre 2026.',
      );
    });

    it('art. 9(2)(b)(iii): the order that began a subscription withdraws the subscription with it (stopped, its minimum waived); an order the subscription made has no withdrawal of its own', async () => {
      const me = await register();
      const first = await placeOrder(me, { interval: 31 });
      const [subscription] = (await call('GET', '/subscriptions', undefined, me.token)).body['hydra:member'] as Body[];
      expect(subscription?.status).toBe('active');
      const made = await call(
        'POST',
        `/subscriptions/${subscription?.code}/ship-now`,
        { shippingDate: subscription?.nextShippingDate },
        me.token,
      );
      expect(made.status, made.text).toBe(201);
      const second = (await call('GET', `/orders/${made.body.tokenValue}`, undefined, me.token)).body;
      expect(second.withdrawal).toMatchObject({ available: false, receivedAt: null });
      const refused = await withdraw(me, { tokenValue: made.body.tokenValue });
      expect(refused.status).toBe(409);
      expect(refused.body['hydra:description']).toMatch(/^Cette commande fait partie d’un abonnement/);

      expect((await withdraw(me, first)).status).toBe(201);
      const [stopped] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.code, subscription?.code ?? ''));
      expect(stopped).toMatchObject({ status: 'stopped', abortReason: 'withdrawal' });
      expect(stopped?.stoppedAt?.toISOString()).toBe(NOW.toISOString());
      expect(mailsTo(me.email).at(-1)?.text).toContain(
        `L’abonnement ${subscription?.code}, qui commençait avec cette commande, est arrêté.`,
      );
    });

    it('ADR 0019: a Dutch order is withdrawn from in Dutch — the statement, the acknowledgment and the refusals', async () => {
      const me = await register('An', 'Peeters');
      const order = await placeOrder(me, { localeCode: 'nl_BE' });
      expect((await withdraw(me, order, { name: 'An Peeters', email: me.email })).status).toBe(201);
      const mail = mailsTo(me.email).at(-1);
      expect(mail?.subject).toBe(`Ontvangstbevestiging van uw herroeping — bestelling ${order.number}`);
      expect(mail?.text).toContain(
        `Ik, An Peeters, deel hierbij mee dat ik de koopovereenkomst van bestelling ${order.number} herroep.`,
      );
      expect(mail?.text).toContain('21 november 2026 om 11:00');
      expect(mail?.html).toContain('lang="nl-BE"');
      const again = await withdraw(me, order);
      expect(again.body['hydra:description']).toBe(
        'Uw herroeping van deze bestelling is al ontvangen, op zaterdag 21 november 2026.',
      );
    });
  });

  /** A pet as the pet form saves it (SPEC §3 Pet). */
  const aPet = {
    type: '/api/v2/shop/animal-types/1',
    gender: '/api/v2/shop/animal-genders/2',
    name: 'Praline',
    breed: 'Labrador',
    crossbreed: false,
    birthday: { in_date: true, birthday: '2022-03-14' },
    sterilized: true,
    condition: 3,
    activity: 2,
    weight: 28,
    feature: { hasFeature: false },
    feeds: ['croquettes'],
    kibbleBrand: 'Gamelle',
    oldKibbleBrand: null,
    photo: null,
  };

  /** A customer with an address, a pet, a subscription begun by a shipped order, and a withdrawn one. */
  const wellKnown = async () => {
    const me = await register();
    expect((await call('POST', '/addresses', { ...LYON_ADDRESS, alias: 'Maison' }, me.token)).status).toBe(201);
    expect((await call('POST', '/animals', aPet, me.token)).status).toBe(201);
    const subscribed = await placeOrder(me, { interval: 31 });
    await ship(subscribed, 2);
    const withdrawn = await placeOrder(me);
    expect((await withdraw(me, withdrawn)).status).toBe(201);
    const [subscription] = (await call('GET', '/subscriptions', undefined, me.token)).body['hydra:member'] as Body[];
    return { me, subscribed, withdrawn, subscription: subscription as Body };
  };

  describe('data download (GDPR art. 15 access, art. 20 portability)', () => {
    it('art. 20: GET {customer}/export is one JSON file of everything held — account, consents, addresses, pets, orders, subscriptions, withdrawals — as an attachment never cached', async () => {
      const { me, subscribed, withdrawn, subscription } = await wellKnown();
      const res = await shop.request(`/api/v2/shop${me.path}/export`, {
        headers: { Authorization: `Bearer ${me.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="gamelle-mes-donnees-2026-11-21.json"');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const text = await res.text();
      const data = JSON.parse(text) as Body;
      expect(data).toMatchObject({
        format: 'gamelle-donnees-client/1',
        exportedAt: NOW.toISOString(),
        customer: { email: me.email, firstName: 'Anne', lastName: 'Martin', preferredLanguage: 'fr' },
        consents: { newsletter: { subscribed: false } },
        addresses: [{ alias: 'Maison', street: '12 rue des Lilas', postcode: '69004', isDefault: false }],
        pets: [{ name: 'Praline', breed: 'Labrador', weight: 28 }],
      });
      expect(data.consents.cookies).toMatch(/navigateur/);
      const numbers = (data.orders as Body[]).map((order) => order.number);
      expect(numbers).toEqual([withdrawn.number, subscribed.number].sort().reverse());
      const withdrawnOrder = (data.orders as Body[]).find((order) => order.number === withdrawn.number);
      expect(withdrawnOrder).toMatchObject({
        total: withdrawn.total,
        billingAddress: { street: '12 rue des Lilas' },
        payment: { method: 'visa', card: { brand: 'visa', last4: '4242' } },
        withdrawal: { receivedAt: NOW.toISOString(), name: 'Anne Martin', email: me.email },
      });
      expect(withdrawnOrder?.lines[0]).toMatchObject({ quantity: 2, variantCode: variants[0]?.code });
      expect(data.subscriptions).toMatchObject([
        { code: subscription.code, status: 'active', frequencyDays: 31, card: { last4: '4242' } },
      ]);
      expect((data.emails as Body[]).length).toBe(0);
      expect((data.sessions as Body[]).length).toBeGreaterThan(0);
      // No password hash, no token of any kind: access, refresh, order, card.
      for (const secret of [me.token, me.refreshToken, subscribed.tokenValue, withdrawn.tokenValue, 'scrypt$']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|cardToken|tokenValue/);
    });

    it('ownership: another customer’s export is a 404, none without a token (401)', async () => {
      const me = await register();
      const other = await register();
      expect((await call('GET', `${me.path}/export`, undefined, other.token)).status).toBe(404);
      expect((await call('GET', `${me.path}/export`)).status).toBe(401);
    });
  });

  describe('account deletion (GDPR art. 17)', () => {
    const remove = (me: Me, currentPassword: string, token = me.token) =>
      call('DELETE', me.path, { currentPassword }, token);

    it('confirmed by the password: a wrong one is a 422 on its field and deletes nothing; another customer’s account is a 404', async () => {
      const me = await register();
      const wrong = await remove(me, 'pas-le-bon');
      expect(wrong.status).toBe(422);
      expect(wrong.body.violations).toEqual([
        { propertyPath: 'currentPassword', code: 'wrong_password', message: 'Votre mot de passe est incorrect.' },
      ]);
      const other = await register();
      expect((await call('DELETE', me.path, { currentPassword: 'croquettes' }, other.token)).status).toBe(404);
      expect((await call('GET', me.path, undefined, me.token)).status).toBe(200);
    });

    it('an order still under way keeps the account (its address delivers it): 409 naming it, until it ships or is withdrawn from', async () => {
      const me = await register();
      const order = await placeOrder(me);
      const refused = await remove(me, 'croquettes');
      expect(refused.status).toBe(409);
      expect(refused.body['hydra:description']).toMatch(
        new RegExp(`^Votre commande ${order.number} n’est pas encore expédiée : nous avons besoin de votre adresse`),
      );
      expect((await withdraw(me, order)).status).toBe(201);
      expect((await remove(me, 'croquettes')).status).toBe(204);
    });

    it('art. 17: sessions ended, the old credentials refused, personal data erased; orders kept anonymised for the back office (an invoice’s name and address kept), subscriptions stopped', async () => {
      const { me, subscribed, withdrawn, subscription } = await wellKnown();
      const id = Number(me.path.split('/').at(-1));
      expect((await remove(me, 'croquettes')).status).toBe(204);

      // Every session ends; the old credentials open nothing.
      expect((await call('POST', '/customers/token', { email: me.email, password: 'croquettes' })).status).toBe(401);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: me.refreshToken })).status).toBe(
        401,
      );
      expect((await call('GET', me.path, undefined, me.token)).status).toBe(404);
      expect((await call('GET', `/orders/${withdrawn.tokenValue}`, undefined, me.token)).status).toBe(404);
      expect((await call('GET', '/orders', undefined, me.token)).body['hydra:totalItems']).toBe(0);

      // The orders stay, for the accounts: amounts, lines, dates; nobody's, their personal data erased.
      const invoiced = (await admin('GET', `/orders/${subscribed.number}`)).body;
      expect(invoiced).toMatchObject({
        number: subscribed.number,
        total: subscribed.total,
        customer: null,
        email: null,
        personalDataErasedAt: NOW.toISOString(),
        shippingAddress: { firstName: '', lastName: '', street: '', postcode: '', city: '', countryCode: 'FR' },
        // An issued invoice names its customer (CGI art. 242 nonies A): kept, without the telephone.
        billingAddress: { firstName: 'Anne', lastName: 'Martin', street: '12 rue des Lilas', countryCode: 'FR' },
        payments: [{ method: { code: 'visa' }, amount: subscribed.total, state: 'completed' }],
      });
      expect(invoiced.billingAddress.phoneNumber).toBeUndefined();
      expect(invoiced.payments[0].details.last4).toBeUndefined();
      expect(invoiced.items).toHaveLength(1);
      expect(invoiced.checkoutCompletedAt).toBe(subscribed.checkoutCompletedAt);
      const notInvoiced = (await admin('GET', `/orders/${withdrawn.number}`)).body;
      expect(notInvoiced).toMatchObject({
        email: null,
        billingAddress: { firstName: '', lastName: '', street: '', countryCode: 'FR' },
        withdrawal: { receivedAt: NOW.toISOString() },
        withdrawalStatement: { receivedAt: NOW.toISOString(), name: null, email: null, statement: null },
      });

      // Subscriptions stopped (and gone with the account): nothing left to deliver.
      expect(
        (await admin('POST', `/subscriptions/${subscription.code}/schedule`, { nextShippingDate: '2026-12-24' }))
          .status,
      ).toBe(404);
      expect(await database.db.select().from(subscriptions).where(eq(subscriptions.code, subscription.code))).toEqual(
        [],
      );
      for (const table of [addresses, pets, refreshTokens] as const) {
        expect(await database.db.select().from(table).where(eq(table.customerId, id))).toEqual([]);
      }
      expect(await database.db.select().from(customers).where(eq(customers.email, me.email))).toEqual([]);

      // The address is free: a new account may be opened with it, and sees none of the old orders.
      const again = await call('POST', '/customers', {
        email: me.email,
        password: 'croquettes',
        firstName: 'Anne',
        lastName: 'Martin',
      });
      expect(again.status).toBe(201);
      const login = await call('POST', '/customers/token', { email: me.email, password: 'croquettes' });
      expect((await call('GET', '/orders', undefined, login.body.token)).body['hydra:totalItems']).toBe(0);
    });
  });
});
