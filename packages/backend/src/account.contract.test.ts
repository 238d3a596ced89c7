import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPrice } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { extractText, getDocumentProxy } from 'unpdf';
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
import { newsletterSubscriptions, subscriptions } from './db/schema.js';
import { seed } from './db/seed.js';
import { createTransport, newMessageId, type OutgoingMail } from './mail/outbox.js';
import { money } from './orders/invoice.js';
import { SELLER } from './orders/seller.js';
import { backOfficeTokenFromEnv } from './routes/back-office.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const DAY = 86_400_000;
const BACK_OFFICE = `bo-${randomBytes(24).toString('hex')}`;

/**
 * Contract of every call the account area makes (SPEC §2, §3, §5, §7, §8): orders list
 * and detail, invoice, back office, the customer's fields, addresses, personal data, e-mail and
 * password — each with its ownership test (another customer gets 404), on PGlite and PostgreSQL.
 */
describe.each(contractTargets())('account area (SPEC §2) on $name', ({ target }) => {
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
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-compte-client-assez-long') },
      outbox: { send: async (mail) => void mails.push(mail) },
      siteOrigin: 'https://boutique.gamelle.example',
      backOfficeToken: BACK_OFFICE,
    });
    const all = await catalogueVariants(shop);
    variants = subscribable(all);
    expect(variants.length).toBeGreaterThan(3);
  });
  afterAll(async () => {
    await database.close();
  });
  // Each test starts at the contract's clock (access tokens live 15 minutes: clocks move by minutes).
  beforeEach(() => {
    clock = NOW;
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    shopCall(shop, method, path, body, { token });
  const backOffice = (path: string, body: unknown, token: string | null = BACK_OFFICE) =>
    call('POST', `/api/v2/admin${path}`, body, token ?? undefined);
  const messages = (body: Body) =>
    Object.fromEntries(
      (body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]),
    );

  const register = async (firstName = 'Anne', lastName = 'Martin') => {
    const email = `compte-${randomBytes(6).toString('hex')}@example.fr`;
    expect((await call('POST', '/customers', { email, password: 'croquettes', firstName, lastName })).status).toBe(201);
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    expect(login.status).toBe(200);
    const customer = login.body.customer as string;
    return { email, token: login.body.token as string, customer, path: customer.replace('/api/v2/shop', '') };
  };
  type Me = Awaited<ReturnType<typeof register>>;

  const address = (overrides: Body = {}) => ({
    ...LYON_ADDRESS,
    ...overrides,
  });

  /** A placed order of `me`, paid by card (or awaiting its cheque), through the calls the site makes. */
  const placeOrder = async (
    me: Me,
    { method = 'visa', interval = 0, variant = 0, billing = {} as Body, coupon = '', localeCode = 'fr_FR' } = {},
  ) => {
    const cart = (await call('POST', '/orders', { localeCode }, me.token)).body.tokenValue as string;
    const added = await call(
      'PATCH',
      `/orders/${cart}/items`,
      {
        productVariant: `/api/v2/shop/product-variants/${variants[variant]?.code}`,
        quantity: 2,
        ...(interval ? { subscriptionInterval: interval } : {}),
      },
      me.token,
    );
    expect(added.status).toBe(200);
    if (coupon) {
      const applied = await call('PATCH', `/orders/${cart}/apply-coupon`, { couponCode: coupon }, me.token);
      expect(applied.body).toMatchObject({ couponCode: coupon, discountTotal: 500 });
    }
    const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: address(billing) }, me.token);
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
    expect(placed.status).toBe(200);
    return placed.body as Body & { tokenValue: string; number: string; total: number; taxTotal: number };
  };

  describe('orders: list, detail (SPEC §2 orders list « load more », §3 order)', () => {
    it('GET /shop/orders pages the owner’s orders, last first, with hydra:view for « load more »; another customer sees none', async () => {
      const me = await register();
      const placed = [];
      for (let i = 0; i < 3; i += 1) {
        clock = new Date(NOW.getTime() + i * 60_000);
        placed.push(await placeOrder(me));
      }
      const first = await call('GET', '/orders?itemsPerPage=2&page=1', undefined, me.token);
      expect(first.status).toBe(200);
      expect(first.body['hydra:totalItems']).toBe(3);
      expect(first.body['hydra:member'].map((o: Body) => o.number)).toEqual([placed[2]?.number, placed[1]?.number]);
      expect(first.body['hydra:view']).toMatchObject({
        'hydra:next': '/api/v2/shop/orders?itemsPerPage=2&page=2',
        'hydra:last': '/api/v2/shop/orders?itemsPerPage=2&page=2',
      });
      const second = await call('GET', '/orders?itemsPerPage=2&page=2', undefined, me.token);
      expect(second.body['hydra:member'].map((o: Body) => o.number)).toEqual([placed[0]?.number]);
      expect(second.body['hydra:view']['hydra:next']).toBeUndefined();
      expect((await call('GET', '/orders?itemsPerPage=2&page=3', undefined, me.token)).body['hydra:member']).toEqual(
        [],
      );
      // Each member carries what the list shows: code, date, total, carrier, payment method, status.
      expect(first.body['hydra:member'][0]).toMatchObject({
        number: placed[2]?.number,
        checkoutCompletedAt: new Date(NOW.getTime() + 2 * 60_000).toISOString(),
        total: placed[2]?.total,
        paymentState: 'paid',
        shippingState: 'ready',
        shipments: [{ method: { code: 'colissimo', name: 'Colissimo à domicile' }, trackingNumber: null }],
        payments: [{ method: { code: 'visa' }, state: 'completed' }],
        invoice: null,
      });
      const bad = await call('GET', '/orders?itemsPerPage=0', undefined, me.token);
      expect(bad.status).toBe(400);
      expect(bad.body['hydra:description']).toMatch(/^Paramètre itemsPerPage hors limites/);
      const other = await register();
      expect((await call('GET', '/orders', undefined, other.token)).body['hydra:totalItems']).toBe(0);
      expect((await call('GET', '/orders')).status).toBe(401);
    });

    it('GET /shop/orders/{token}: lines, addresses, shipping, payments, totals to the owner; 404 to another customer and to anyone without a token (as an unknown one), 401 to a token refused', async () => {
      const me = await register();
      const order = await placeOrder(me, { method: 'cheque' });
      const detail = await call('GET', `/orders/${order.tokenValue}`, undefined, me.token);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        number: order.number,
        state: 'completed',
        paymentState: 'awaiting_payment',
        billingAddress: { firstName: 'Anne', city: 'Lyon' },
        shippingAddress: { postcode: '69004' },
        items: [{ quantity: 2, variant: { code: variants[0]?.code } }],
        payments: [{ method: { code: 'cheque' }, instructions: { payableTo: SELLER.legalName } }],
      });
      expect(detail.body.itemsTotal - detail.body.discountTotal + detail.body.shippingTotal).toBe(detail.body.total);
      const other = await register();
      expect((await call('GET', `/orders/${order.tokenValue}`, undefined, other.token)).status).toBe(404);
      // Anonymous, it is as unknown as a token never issued: nothing tells that it exists.
      const anonymous = await call('GET', `/orders/${order.tokenValue}`);
      const never = await call('GET', '/orders/inconnu');
      expect([anonymous.status, anonymous.body]).toEqual([404, never.body]);
      // An expired or forged token is the session's problem: 401, so the site renews it.
      expect((await call('GET', `/orders/${order.tokenValue}`, undefined, 'a.b.c')).status).toBe(401);
      expect((await call('GET', '/orders/inconnu', undefined, me.token)).status).toBe(404);
    });
  });

  describe('back office (a warehouse-side way to mark an order shipped)', () => {
    it('exists only with BACKOFFICE_TOKEN: without it the paths are 404; a missing or wrong token is 401 (WWW-Authenticate)', async () => {
      const without = createApp({ db: database.db, now: () => clock, imageKeys: IMAGE_KEYS, backOfficeToken: null });
      const res = await without.request('/api/v2/admin/orders/G000001/shipment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${BACK_OFFICE}` },
        body: JSON.stringify({ trackingNumber: 'X1' }),
      });
      expect(res.status).toBe(404);
      const me = await register();
      const order = await placeOrder(me);
      const missing = await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: 'X1' }, null);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="back-office"');
      expect(
        (await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: 'X1' }, `${BACK_OFFICE}x`)).status,
      ).toBe(401);
      // A customer's own access token is no back-office token.
      expect((await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: 'X1' }, me.token)).status).toBe(
        401,
      );
      expect((await call('GET', `/orders/${order.tokenValue}`, undefined, me.token)).body.shippingState).toBe('ready');
    });

    it('BACKOFFICE_TOKEN must hold 32 characters or more', () => {
      expect(backOfficeTokenFromEnv({})).toBeNull();
      expect(backOfficeTokenFromEnv({ BACKOFFICE_TOKEN: ' ' })).toBeNull();
      expect(() => backOfficeTokenFromEnv({ BACKOFFICE_TOKEN: 'court' })).toThrow(/au moins 32/);
      expect(backOfficeTokenFromEnv({ BACKOFFICE_TOKEN: BACK_OFFICE })).toBe(BACK_OFFICE);
    });

    it('SPEC §2 « The order ships once payment is received »: a cheque order is refused until its payment is recorded, then ships with tracking, carrier and date', async () => {
      const me = await register();
      const order = await placeOrder(me, { method: 'cheque' });
      const early = await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: '6A0001' });
      expect(early.status).toBe(409);
      expect(early.body['hydra:description']).toBe(
        'Cette commande attend son paiement : elle ne part qu’une fois le paiement reçu.',
      );
      const paid = await backOffice(`/orders/${order.number}/payment`, {});
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ paymentState: 'paid', payments: [{ state: 'completed', instructions: null }] });
      expect((await backOffice(`/orders/${order.number}/payment`, {})).status).toBe(200);
      mails.length = 0;
      const shipped = await backOffice(`/orders/${order.tokenValue}/shipment`, {
        trackingNumber: 'XY123456789FR',
        carrier: 'chronopost',
        shippedAt: new Date(clock.getTime() - DAY).toISOString(),
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({
        shippingState: 'shipped',
        shipments: [
          {
            state: 'shipped',
            trackingNumber: 'XY123456789FR',
            trackingUrl: expect.stringContaining('XY123456789FR'),
            method: { code: 'chronopost' },
            shippedAt: new Date(clock.getTime() - DAY).toISOString(),
          },
        ],
        invoice: {
          url: `/api/v2/shop/orders/${order.tokenValue}/invoice`,
          availableFrom: new Date(clock.getTime() + 6 * DAY).toISOString(),
          number: expect.stringMatching(/^F2026-\d{6}$/),
        },
      });
      // The customer sees it in the account and gets the carrier's number by e-mail.
      expect(
        (await call('GET', `/orders/${order.tokenValue}`, undefined, me.token)).body.shipments[0].trackingNumber,
      ).toBe('XY123456789FR');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: me.email, subject: `Votre commande ${order.number} est en route` });
      expect(mails[0]?.text).toContain('XY123456789FR');
    });

    it('refuses, in French, an unknown order, a bad tracking number, an unknown carrier and a date in the future', async () => {
      const me = await register();
      const order = await placeOrder(me);
      const unknown = await backOffice('/orders/G999999/shipment', { trackingNumber: 'X1' });
      expect(unknown.status).toBe(404);
      expect(unknown.body['hydra:description']).toMatch(/^Commande introuvable/);
      const cart = (await call('POST', '/orders', { localeCode: 'fr_FR' })).body.tokenValue as string;
      expect((await backOffice(`/orders/${cart}/shipment`, { trackingNumber: 'X1' })).status).toBe(409);
      const bad = await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: 'pas un numéro !' });
      expect(bad.status).toBe(422);
      expect(messages(bad.body).trackingNumber).toBe('Cette valeur n’est pas valide.');
      const carrier = await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: 'X1', carrier: 'pigeon' });
      expect(messages(carrier.body).carrier).toMatch(/^Transporteur inconnu : choisissez parmi colissimo/);
      const future = await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: 'X1',
        shippedAt: new Date(clock.getTime() + DAY).toISOString(),
      });
      expect(messages(future.body).shippedAt).toBe('Cette date ne peut pas être dans le futur.');
      expect((await call('GET', `/orders/${order.tokenValue}`, undefined, me.token)).body.shippingState).toBe('ready');
    });
  });

  describe('invoice (SPEC §2 « invoice download (available 7 to 10 days after shipping) »)', () => {
    it('a French 404 before shipping and until 7 days after; then the owner’s PDF, whose text holds the order code, the totals and « TVA »; 404 to another customer', async () => {
      const me = await register('Zoë', 'Łukasiewicz-李');
      const order = await placeOrder(me, { billing: { firstName: 'Zoë', lastName: 'Łukasiewicz-李' } });
      const path = `/orders/${order.tokenValue}/invoice`;
      const before = await call('GET', path, undefined, me.token);
      expect(before.status).toBe(404);
      expect(before.body['hydra:description']).toBe(
        'La facture sera disponible 7 jours après l’expédition de votre commande.',
      );
      await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: '6A0002',
        shippedAt: new Date(clock.getTime() - 6 * DAY).toISOString(),
      });
      const soon = await call('GET', path, undefined, me.token);
      expect(soon.status).toBe(404);
      expect(soon.body['hydra:description']).toBe(
        'La facture sera disponible le 22 novembre 2026, 7 jours après l’expédition de votre commande.',
      );
      const shipped = await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: '6A0002',
        shippedAt: new Date(clock.getTime() - 8 * DAY).toISOString(),
      });
      const res = await shop.request(`/api/v2/shop${path}`, { headers: { Authorization: `Bearer ${me.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const number = shipped.body.invoice.number as string;
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="facture-${number}.pdf"`);
      const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      const text = ((await extractText(document, { mergePages: true })).text as string).replace(
        /[\u00a0\u202f\s]+/g,
        ' ',
      );
      const plain = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ');
      expect(text).toContain(`Commande n° ${order.number}`);
      expect(text).toContain(`Facture n° ${number}`);
      expect(text).toContain(`Total TTC ${plain(money(order.total))}`);
      expect(text).toContain(`Total HT ${plain(money(order.total - order.taxTotal))}`);
      expect(text).toContain(`TVA 20 % ${plain(money(order.taxTotal))}`);
      // Runs of two fonts (DejaVu, then UnifontEX for 李) may come back with a space between them.
      expect(text.replace(/ /g, '')).toContain('ZoëŁukasiewicz-李');
      expect(text).toContain(SELLER.registration);
      expect(plain(formatPrice(order.total))).toBe(plain(money(order.total)));
      const other = await register();
      expect((await call('GET', path, undefined, other.token)).status).toBe(404);
      expect((await call('GET', path)).status).toBe(401);
    });

    it('invoice numbers follow one another without a gap, one series per year (F2026-…)', async () => {
      const me = await register();
      const numbers = [];
      for (let i = 0; i < 2; i += 1) {
        const order = await placeOrder(me);
        numbers.push(
          (await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: `6B${i}` })).body.invoice.number,
        );
      }
      const [a, b] = numbers.map((n: string) => Number(n.slice(6)));
      expect(b).toBe((a ?? 0) + 1);
      // Shipping again corrects the tracking and keeps the number.
      const order = await placeOrder(me);
      const first = (await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: '6C1' })).body;
      const again = (await backOffice(`/orders/${order.number}/shipment`, { trackingNumber: '6C2' })).body;
      expect(again.invoice.number).toBe(first.invoice.number);
      expect(again.shipments[0].trackingNumber).toBe('6C2');
    });
  });

  describe('customer fields kept true (SPEC §3 subscriber, newCustomer, lastOrderDate)', () => {
    it('new until an order is placed; the last order’s date follows each order; subscriber while a subscription runs', async () => {
      const me = await register();
      const read = async () => (await call('GET', me.path, undefined, me.token)).body;
      expect(await read()).toMatchObject({ newCustomer: true, subscriber: false, lastOrderDate: null });
      // A cart is no order.
      await call('POST', '/orders', { localeCode: 'fr_FR' }, me.token);
      expect(await read()).toMatchObject({ newCustomer: true, lastOrderDate: null });
      clock = new Date(NOW.getTime() + 60_000);
      await placeOrder(me, { method: 'cheque' });
      expect(await read()).toMatchObject({
        newCustomer: false,
        subscriber: false,
        lastOrderDate: clock.toISOString(),
      });
      clock = new Date(NOW.getTime() + 2 * 60_000);
      await placeOrder(me, { interval: 42, variant: 1 });
      expect(await read()).toMatchObject({ newCustomer: false, subscriber: true, lastOrderDate: clock.toISOString() });
      // The answers of PUT tell the same.
      expect((await call('PUT', me.path, { subscribedToNewsletter: true }, me.token)).body).toMatchObject({
        subscriber: true,
        newCustomer: false,
      });
      const [subscription] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, Number(me.path.split('/').at(-1))));
      await database.db
        .update(subscriptions)
        .set({ status: 'error' })
        .where(eq(subscriptions.id, subscription?.id ?? 0));
      expect((await read()).subscriber).toBe(true);
      await database.db
        .update(subscriptions)
        .set({ status: 'stopped' })
        .where(eq(subscriptions.id, subscription?.id ?? 0));
      expect((await read()).subscriber).toBe(false);
    });
  });

  describe('addresses (SPEC §3 fields, §5 rules, §7 calls, §8 messages)', () => {
    it('adds with empty optional fields stored as null and phones in international form; lists in hydra:member; edits; deletes', async () => {
      const me = await register();
      const created = await call(
        'POST',
        '/addresses',
        address({
          company: '',
          street2: '  ',
          provinceCode: '',
          provinceName: null,
          phoneNumber: '06 12 34 56 78',
          phoneNumber2: '04 78 00 00 00',
          alias: 'Maison',
          deliveryInstructions: 'Sonner deux fois',
        }),
        me.token,
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        '@id': `/api/v2/shop/addresses/${created.body.id}`,
        company: null,
        street2: null,
        provinceCode: null,
        provinceName: null,
        phoneNumber: '+33612345678',
        phoneNumber2: '+33478000000',
        alias: 'Maison',
        deliveryInstructions: 'Sonner deux fois',
        isDefault: false,
      });
      const belgian = await call(
        'POST',
        '/addresses',
        address({
          countryCode: 'BE',
          postcode: '1000',
          city: 'Bruxelles',
          phoneNumber: '0470 12 34 56',
          company: 'Gamelle BE',
        }),
        me.token,
      );
      expect(belgian.body).toMatchObject({ countryCode: 'BE', phoneNumber: '+32470123456', company: 'Gamelle BE' });
      const list = await call('GET', '/addresses', undefined, me.token);
      expect(list.body['hydra:totalItems']).toBe(2);
      expect(list.body['hydra:member'].map((a: Body) => a.city)).toEqual(['Lyon', 'Bruxelles']);
      const id = created.body.id as number;
      const edited = await call(
        'PUT',
        `/addresses/${id}`,
        address({ street: '3 place Bellecour', company: 'Gamelle' }),
        me.token,
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ street: '3 place Bellecour', company: 'Gamelle', alias: null });
      expect((await call('GET', `/addresses/${id}`, undefined, me.token)).body.street).toBe('3 place Bellecour');
      expect((await call('DELETE', `/addresses/${id}`, undefined, me.token)).status).toBe(204);
      expect((await call('GET', `/addresses/${id}`, undefined, me.token)).status).toBe(404);
      expect((await call('GET', '/addresses', undefined, me.token)).body['hydra:totalItems']).toBe(1);
    });

    it('SPEC §5: postcode by country (« Le format du code postal ne correspond pas au pays sélectionné. »), forbidden characters, lengths, emoji in the alias', async () => {
      const me = await register();
      const postcode = 'Le format du code postal ne correspond pas au pays sélectionné.';
      for (const [countryCode, good, wrong] of [
        ['FR', '75001', '7500'],
        ['BE', '1000', '10000'],
        ['LU', 'L-1234', '12345'],
      ] as const) {
        expect(
          (await call('POST', '/addresses', address({ countryCode, postcode: good }), me.token)).status,
          good,
        ).toBe(201);
        const refused = await call('POST', '/addresses', address({ countryCode, postcode: wrong }), me.token);
        expect(refused.status, wrong).toBe(422);
        expect(messages(refused.body).postcode).toBe(postcode);
      }
      const forbidden = "Ce champ ne doit pas contenir les caractères suivants : ' , @ & * ! ? / ( ) _ # $ € %";
      const bad = await call(
        'POST',
        '/addresses',
        address({
          firstName: 'Anne (la grande)',
          lastName: 'Martin_2',
          company: 'Gamelle & Cie',
          street: '12 rue des Lilas #3',
          street2: 'Bât. B/2',
          city: 'L',
          alias: 'Maison 🏠',
        }),
        me.token,
      );
      expect(bad.status).toBe(422);
      expect(messages(bad.body)).toEqual({
        firstName: forbidden,
        lastName: forbidden,
        company: forbidden,
        street: forbidden,
        street2: forbidden,
        city: 'Ce champ doit contenir au moins 2 caractères.',
        alias: 'Ce champ ne doit pas contenir d’émoji.',
      });
      const long = await call(
        'POST',
        '/addresses',
        address({ street: 'x'.repeat(39), city: 'y'.repeat(34) }),
        me.token,
      );
      expect(messages(long.body)).toEqual({
        street: 'Ce champ doit contenir au plus 38 caractères.',
        city: 'Ce champ doit contenir au plus 33 caractères.',
      });
      const empty = await call('POST', '/addresses', { countryCode: '' }, me.token);
      expect(messages(empty.body)).toMatchObject({
        firstName: 'Ce champ est obligatoire.',
        countryCode: 'Choisissez un pays.',
        postcode: 'Ce champ est obligatoire.',
      });
      const phone = await call('POST', '/addresses', address({ phoneNumber: '12' }), me.token);
      expect(messages(phone.body).phoneNumber).toBe('Ce numéro de téléphone n’est pas valide.');
      expect((await call('GET', '/addresses', undefined, me.token)).body['hydra:totalItems']).toBe(3);
    });

    it('SPEC §7 « PUT (defaultAddress) sets default address » through the customer call: one favourite, none after null or its deletion; never another customer’s', async () => {
      const me = await register();
      const home = (await call('POST', '/addresses', address(), me.token)).body;
      const work = (await call('POST', '/addresses', address({ street: '1 quai Perrache' }), me.token)).body;
      const chosen = await call('PUT', me.path, { defaultAddress: work['@id'] }, me.token);
      expect(chosen.status).toBe(200);
      expect(chosen.body.defaultAddress).toBe(work['@id']);
      const favourites = async () =>
        (await call('GET', '/addresses', undefined, me.token)).body['hydra:member'].map((a: Body) => [
          a.id,
          a.isDefault,
        ]);
      expect(await favourites()).toEqual([
        [home.id, false],
        [work.id, true],
      ]);
      // With other personal data in the same call.
      const both = await call('PUT', me.path, { firstName: 'Annie', defaultAddress: home['@id'] }, me.token);
      expect(both.body).toMatchObject({ firstName: 'Annie', defaultAddress: home['@id'] });
      expect((await call('PUT', me.path, { defaultAddress: null }, me.token)).body.defaultAddress).toBeNull();
      const other = await register();
      const foreign = (await call('POST', '/addresses', address(), other.token)).body;
      const refused = await call('PUT', me.path, { defaultAddress: foreign['@id'] }, me.token);
      expect(refused.status).toBe(422);
      expect(messages(refused.body).defaultAddress).toBe('Cette adresse n’est pas dans votre carnet.');
      expect((await call('PUT', me.path, { defaultAddress: '/api/v2/shop/addresses/abc' }, me.token)).status).toBe(422);
      await call('PUT', me.path, { defaultAddress: work['@id'] }, me.token);
      await call('DELETE', `/addresses/${work.id}`, undefined, me.token);
      expect((await call('GET', me.path, undefined, me.token)).body.defaultAddress).toBeNull();
    });

    it('every address is its owner’s: another customer gets 404 on GET, PUT and DELETE, and an empty list; no token is 401', async () => {
      const me = await register();
      const other = await register();
      const mine = (await call('POST', '/addresses', address(), me.token)).body;
      expect((await call('GET', `/addresses/${mine.id}`, undefined, other.token)).status).toBe(404);
      expect((await call('PUT', `/addresses/${mine.id}`, address({ city: 'Pirate' }), other.token)).status).toBe(404);
      expect((await call('DELETE', `/addresses/${mine.id}`, undefined, other.token)).status).toBe(404);
      expect((await call('GET', '/addresses', undefined, other.token)).body['hydra:member']).toEqual([]);
      expect((await call('GET', `/addresses/${mine.id}`, undefined, me.token)).body.city).toBe('Lyon');
      for (const [method, path] of [
        ['GET', '/addresses'],
        ['POST', '/addresses'],
        ['GET', `/addresses/${mine.id}`],
        ['PUT', `/addresses/${mine.id}`],
        ['DELETE', `/addresses/${mine.id}`],
      ] as const) {
        expect((await call(method, path, method === 'POST' || method === 'PUT' ? address() : undefined)).status).toBe(
          401,
        );
      }
    });
  });

  describe('the checkout’s addresses saved to « Mes adresses » (box « Enregistrer cette adresse », never a duplicate)', () => {
    const BRUSSELS = {
      firstName: 'Lotte',
      lastName: 'Peeters',
      countryCode: 'BE',
      street: '16 rue de la Loi',
      postcode: '1000',
      city: 'Bruxelles',
      phoneNumber: '0470 12 34 56',
    };
    /** A new cart of `me` with one line, addressed with `body`. */
    const addressCart = async (me: Me, body: Body) => {
      const cart = (await call('POST', '/orders', { localeCode: 'fr_FR' }, me.token)).body.tokenValue as string;
      const added = await call(
        'PATCH',
        `/orders/${cart}/items`,
        { productVariant: `/api/v2/shop/product-variants/${variants[0]?.code}`, quantity: 1 },
        me.token,
      );
      expect(added.status).toBe(200);
      return { cart, answer: await call('PUT', `/orders/${cart}`, body, me.token) };
    };
    const book = async (me: Me) =>
      (await call('GET', '/addresses', undefined, me.token)).body['hydra:member'] as Body[];

    it('a Belgian address with « 0470 12 34 56 » is stored +32470123456 on the order and in the book, once however often and however typed', async () => {
      const me = await register('Lotte', 'Peeters');
      const first = await addressCart(me, { billingAddress: BRUSSELS, saveToAddressBook: ['billingAddress'] });
      expect(first.answer.status).toBe(200);
      expect(first.answer.body.billingAddress.phoneNumber).toBe('+32470123456');
      expect(first.answer.body.shippingAddress.phoneNumber).toBe('+32470123456');
      expect(await book(me)).toEqual([
        expect.objectContaining({ ...BRUSSELS, phoneNumber: '+32470123456', company: null, isDefault: false }),
      ]);
      // The same address again, on the same cart and on another, in other case, spacing and phone form.
      const again = {
        ...BRUSSELS,
        firstName: 'LOTTE',
        street: ' 16 Rue de la  Loi ',
        city: 'bruxelles',
        phoneNumber: '+32 470 12 34 56',
      };
      expect(
        (
          await call(
            'PUT',
            `/orders/${first.cart}`,
            { billingAddress: again, saveToAddressBook: ['billingAddress'] },
            me.token,
          )
        ).status,
      ).toBe(200);
      expect(
        (await addressCart(me, { billingAddress: again, saveToAddressBook: ['billingAddress'] })).answer.status,
      ).toBe(200);
      expect(await book(me)).toHaveLength(1);
      // Another phone number is another entry.
      await addressCart(me, {
        billingAddress: { ...BRUSSELS, phoneNumber: '0470 99 88 77' },
        saveToAddressBook: ['billingAddress'],
      });
      expect((await book(me)).map((a) => a.phoneNumber)).toEqual(['+32470123456', '+32470998877']);
    });

    it('without the box (no saveToAddressBook, or an empty list) nothing is saved, and an address of the book is not added again', async () => {
      const me = await register();
      expect((await addressCart(me, { billingAddress: BRUSSELS })).answer.status).toBe(200);
      expect((await addressCart(me, { billingAddress: BRUSSELS, saveToAddressBook: [] })).answer.status).toBe(200);
      expect(await book(me)).toEqual([]);
      const kept = await call('POST', '/addresses', { ...BRUSSELS, alias: 'Bureau', isDefault: true }, me.token);
      expect(kept.status).toBe(201);
      await addressCart(me, { billingAddress: BRUSSELS, saveToAddressBook: ['billingAddress'] });
      // The entry of the book stays as it was: its alias and favourite flag untouched.
      expect(await book(me)).toEqual([expect.objectContaining({ id: kept.body.id, alias: 'Bureau', isDefault: true })]);
    });

    it('the billing and the delivery address are saved as asked, each once', async () => {
      const me = await register();
      const lyon = address();
      const { cart } = await addressCart(me, {
        billingAddress: lyon,
        shippingAddress: BRUSSELS,
        saveToAddressBook: ['shippingAddress'],
      });
      expect((await book(me)).map((a) => a.city)).toEqual(['Bruxelles']);
      await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: lyon, shippingAddress: BRUSSELS, saveToAddressBook: ['billingAddress', 'shippingAddress'] },
        me.token,
      );
      expect((await book(me)).map((a) => a.city)).toEqual(['Bruxelles', 'Lyon']);
      // Delivery to the billing address: the one address, saved once.
      const other = await register();
      await addressCart(other, { billingAddress: lyon, saveToAddressBook: ['billingAddress', 'shippingAddress'] });
      expect(await book(other)).toHaveLength(1);
    });

    it('a full book (50 addresses) takes no more, and the order goes on addressed', async () => {
      const me = await register();
      for (let i = 0; i < 50; i += 1) {
        const added = await call('POST', '/addresses', address({ street: `${i + 1} rue des Lilas` }), me.token);
        expect(added.status).toBe(201);
      }
      const { answer } = await addressCart(me, { billingAddress: BRUSSELS, saveToAddressBook: ['billingAddress'] });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ checkoutState: 'addressed', billingAddress: { city: 'Bruxelles' } });
      const held = await book(me);
      expect(held).toHaveLength(50);
      expect(held.some((a) => a.city === 'Bruxelles')).toBe(false);
    });

    it('saved in the caller’s own book only: another customer’s cart is a 404 and saves nothing; an unknown value is refused', async () => {
      const me = await register();
      const other = await register();
      const { cart } = await addressCart(me, { billingAddress: address() });
      const refused = await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: BRUSSELS, saveToAddressBook: ['billingAddress'] },
        other.token,
      );
      expect(refused.status).toBe(404);
      expect(await book(other)).toEqual([]);
      expect(await book(me)).toEqual([]);
      const unknown = await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: BRUSSELS, saveToAddressBook: ['customer'] },
        me.token,
      );
      expect(unknown.status).toBe(422);
      expect(await book(me)).toEqual([]);
    });

    it('checkouts of the same new address at the same instant (four carts, two tabs each) save it once', async () => {
      const me = await register();
      const carts = await Promise.all(Array.from({ length: 4 }, () => addressCart(me, { billingAddress: address() })));
      const answers = await Promise.all(
        [...carts, ...carts].map(({ cart }) =>
          call('PUT', `/orders/${cart}`, { billingAddress: BRUSSELS, saveToAddressBook: ['billingAddress'] }, me.token),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(await book(me)).toHaveLength(1);
    });
  });

  describe('personal data (SPEC §3 customer, §5 rules, §7 GET/PUT on the customer URI)', () => {
    it('reads and changes names, gender, birthday, newsletter consent (by the e-mailed link) and preferred language', async () => {
      const me = await register();
      expect((await call('GET', me.path, undefined, me.token)).body).toMatchObject({
        '@id': me.customer,
        email: me.email,
        firstName: 'Anne',
        lastName: 'Martin',
        fullName: 'Anne Martin',
        gender: null,
        birthday: null,
        subscribedToNewsletter: false,
        preferredLanguage: 'fr',
      });
      const changed = await call(
        'PUT',
        me.path,
        {
          firstName: '  Zoë ',
          lastName: 'Ørsted-Łukasiewicz',
          gender: 'f',
          birthday: '1984-02-29',
          subscribedToNewsletter: true,
          preferredLanguage: 'nl',
        },
        me.token,
      );
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        firstName: 'Zoë',
        lastName: 'Ørsted-Łukasiewicz',
        fullName: 'Zoë Ørsted-Łukasiewicz',
        gender: 'f',
        birthday: '1984-02-29',
        // An address not verified: subscribed once the e-mailed link is opened (double opt-in).
        subscribedToNewsletter: false,
        preferredLanguage: 'nl',
      });
      const token = /#confirmation=([\w-]+)/.exec(mails.filter((m) => m.to === me.email).at(-1)?.text ?? '')?.[1];
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).status).toBe(200);
      expect((await call('GET', me.path, undefined, me.token)).body.subscribedToNewsletter).toBe(true);
      // Only what is sent changes; null clears the optional ones.
      const cleared = await call(
        'PUT',
        me.path,
        { gender: null, birthday: null, subscribedToNewsletter: false },
        me.token,
      );
      expect(cleared.body).toMatchObject({
        firstName: 'Zoë',
        gender: null,
        birthday: null,
        subscribedToNewsletter: false,
      });
      expect((await call('GET', me.path, undefined, me.token)).body.preferredLanguage).toBe('nl');
    });

    it('SPEC §5 « Customer birthday: valid date, in the past, at most 120 years ago », names 1 to 255, gender m or f, language fr or nl — in French', async () => {
      const me = await register();
      const refused = async (body: Body) => {
        const answer = await call('PUT', me.path, body, me.token);
        expect(answer.status).toBe(422);
        return messages(answer.body);
      };
      expect(await refused({ birthday: '2026-11-22' })).toEqual({
        birthday: 'La date de naissance doit être dans le passé.',
      });
      expect(await refused({ birthday: '1906-11-20' })).toEqual({
        birthday: 'La date de naissance ne peut pas remonter à plus de 120 ans.',
      });
      expect(await refused({ birthday: '1990-02-30' })).toEqual({ birthday: 'Cette valeur n’est pas valide.' });
      expect((await call('PUT', me.path, { birthday: '1906-11-21' }, me.token)).status).toBe(200);
      expect(await refused({ firstName: ' ', lastName: 'x'.repeat(256) })).toEqual({
        firstName: 'Ce champ est obligatoire.',
        lastName: 'Ce champ doit contenir au plus 255 caractères.',
      });
      expect(await refused({ gender: 'x', preferredLanguage: 'de' })).toEqual({
        gender: 'Cette valeur n’est pas valide.',
        preferredLanguage: 'Cette valeur n’est pas valide.',
      });
      // The shop's own fields are not the customer's to write: a form-level error.
      expect(await refused({ subscriber: true })).toEqual({ '': 'Une erreur est survenue' });
    });

    it('e-mail change asks for the current password; a taken address is refused; another customer gets 404', async () => {
      const me = await register();
      const other = await register();
      const next = `nouvelle-${randomBytes(4).toString('hex')}@example.fr`;
      expect(messages((await call('PUT', me.path, { email: next }, me.token)).body)).toEqual({
        currentPassword: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
      });
      expect(messages((await call('PUT', me.path, { email: next, currentPassword: 'faux' }, me.token)).body)).toEqual({
        currentPassword: 'Votre mot de passe est incorrect.',
      });
      expect(
        messages((await call('PUT', me.path, { email: other.email, currentPassword: 'croquettes' }, me.token)).body),
      ).toEqual({ email: 'Un compte existe déjà pour cette adresse e-mail.' });
      expect(messages((await call('PUT', me.path, { email: 'pas-une-adresse' }, me.token)).body)).toEqual({
        email: 'Cette adresse e-mail n’est pas valide.',
      });
      const changed = await call(
        'PUT',
        me.path,
        { email: next.toUpperCase(), currentPassword: 'croquettes' },
        me.token,
      );
      expect(changed.status).toBe(200);
      expect(changed.body.email).toBe(next);
      expect((await call('POST', '/customers/token', { email: next, password: 'croquettes' })).status).toBe(200);
      expect((await call('POST', '/customers/token', { email: me.email, password: 'croquettes' })).status).toBe(401);
      expect((await call('GET', me.path, undefined, other.token)).status).toBe(404);
      expect((await call('PUT', me.path, { firstName: 'Pirate' }, other.token)).status).toBe(404);
      expect((await call('PUT', me.path, { firstName: 'Pirate' })).status).toBe(401);
      expect((await call('GET', me.path, undefined, me.token)).body.firstName).toBe('Anne');
    });

    it('SPEC §5 change password: current must match; new and confirmation 5 to 255 and identical; another customer gets 404', async () => {
      const me = await register();
      const other = await register();
      const change = (body: Body, token = me.token, path = me.path) => call('PUT', `${path}/password`, body, token);
      expect(
        messages((await change({ currentPassword: 'faux', newPassword: 'patees', confirmNewPassword: 'patees' })).body),
      ).toEqual({
        currentPassword: 'Votre mot de passe est incorrect.',
      });
      expect(
        messages((await change({ currentPassword: 'croquettes', newPassword: 'pat', confirmNewPassword: 'pat' })).body),
      ).toEqual({
        newPassword: 'Ce champ doit contenir au moins 5 caractères.',
        confirmNewPassword: 'Ce champ doit contenir au moins 5 caractères.',
      });
      expect(
        messages(
          (await change({ currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'autres' })).body,
        ),
      ).toEqual({ confirmNewPassword: 'Les deux mots de passe ne sont pas identiques.' });
      const tooLong = 'p'.repeat(256);
      expect(
        messages(
          (await change({ currentPassword: 'croquettes', newPassword: tooLong, confirmNewPassword: tooLong })).body,
        ).newPassword,
      ).toBe('Ce champ doit contenir au plus 255 caractères.');
      expect(
        (
          await change(
            { currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'patees' },
            other.token,
          )
        ).status,
      ).toBe(404);
      expect(
        (await change({ currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'patees' }, ''))
          .status,
      ).toBe(401);
      const changed = await change({
        currentPassword: 'croquettes',
        newPassword: 'patees',
        confirmNewPassword: 'patees',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        token: expect.any(String),
        refresh_token: expect.any(String),
        customer: me.customer,
      });
      expect((await call('POST', '/customers/token', { email: me.email, password: 'patees' })).status).toBe(200);
      expect((await call('POST', '/customers/token', { email: other.email, password: 'croquettes' })).status).toBe(200);
    });
  });

  describe('newsletter (SPEC §1, §3, §4, §8): double opt-in, the 5 € welcome code once on a first order', () => {
    const signUp = (email: string) => call('POST', '/newsletter-subscriptions', { email, source: 'footer' });
    const tokenIn = (text: string) =>
      /https:\/\/boutique\.gamelle\.example\/landing\/offre-bienvenue\/#confirmation=([\w-]+)/.exec(text)?.[1] ?? '';

    it('a sign-up is confirmed by the e-mail’s absolute link, which gives a code of its own; nobody learns who subscribed', async () => {
      const subscriber = await register();
      const { email } = subscriber;
      const before = mails.length;
      expect((await signUp(email.toUpperCase())).status).toBe(202);
      expect(mails.length).toBe(before + 1);
      const token = tokenIn(mails.at(-1)?.text ?? '');
      expect(token).not.toBe('');
      // Asked again at once: the same answer, no second e-mail.
      expect((await signUp(email)).status).toBe(202);
      expect(mails.length).toBe(before + 1);
      const invalid = await signUp('pas-une-adresse');
      expect(invalid.status).toBe(422);
      expect(messages(invalid.body).email).toBe('L’adresse email n’est pas valide');

      const confirmed = await call('POST', '/newsletter-subscriptions/confirmation', { token });
      expect(confirmed.status).toBe(200);
      const code = confirmed.body.couponCode as string;
      expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{10}$/);
      expect(mails.at(-1)?.text).toContain(code);
      // The link opened twice: the same code, no other e-mail; a confirmed address is not e-mailed again.
      const mailsNow = mails.length;
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).body.couponCode).toBe(code);
      clock = new Date(NOW.getTime() + 10 * 60_000);
      expect((await signUp(email)).status).toBe(202);
      expect(mails.length).toBe(mailsNow);
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token: 'x'.repeat(43) })).status).toBe(
        404,
      );

      // The code: 5 € off the subscriber's first order; nobody else's.
      await placeOrder(subscriber, { coupon: code });
      const second = await register();
      const cart = (await call('POST', '/orders', { localeCode: 'fr_FR' }, second.token)).body.tokenValue as string;
      await call(
        'PATCH',
        `/orders/${cart}/items`,
        { productVariant: `/api/v2/shop/product-variants/${variants[0]?.code}`, quantity: 2 },
        second.token,
      );
      const used = await call('PATCH', `/orders/${cart}/apply-coupon`, { couponCode: code }, second.token);
      expect(used.status).toBe(422);
      expect(messages(used.body).couponCode).toBe('Ce code promo n’est pas valide.');
    });

    it('a stranger’s mailbox is not filled: one confirmation e-mail every five minutes, three a day, each answer the same', async () => {
      const email = `victime-${randomBytes(6).toString('hex')}@example.fr`;
      const sentTo = () => mails.filter((m) => m.to === email).length;
      const start = clock;
      try {
        for (let i = 0; i < 6; i += 1) {
          expect((await signUp(email)).status).toBe(202);
          clock = new Date(clock.getTime() + 6 * 60_000);
        }
        expect(sentTo()).toBe(3);
        // A day later, one more.
        clock = new Date(start.getTime() + 25 * 60 * 60_000);
        expect((await signUp(email)).status).toBe(202);
        expect(sentTo()).toBe(4);
      } finally {
        clock = start;
      }
    });

    it('SPEC §3 subscribedToNewsletter: a customer confirming is subscribed; unsubscribing from personal data ends it', async () => {
      const me = await register();
      await signUp(me.email);
      const token = tokenIn(mails.at(-1)?.text ?? '');
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).status).toBe(200);
      expect((await call('GET', me.path, undefined, me.token)).body.subscribedToNewsletter).toBe(true);
      expect((await call('PUT', me.path, { subscribedToNewsletter: false }, me.token)).status).toBe(200);
      // Unsubscribed: the old link gives nothing any more.
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).status).toBe(404);
    });
  });

  describe('SPEC §1 leaving the newsletter: every newsletter e-mail has its link and the one-click List-Unsubscribe (RFC 8058)', () => {
    const confirm = async (email: string) => {
      await call('POST', '/newsletter-subscriptions', { email, source: 'landing' });
      const token = /#confirmation=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? 'aucun-jeton-de-confirmation';
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).status).toBe(200);
      return mails.at(-1) as OutgoingMail;
    };

    it('the page’s link ends it and the customer’s choice with it; opened twice, it says the same', async () => {
      const me = await register();
      const welcome = await confirm(me.email);
      const leave = /https:\/\/boutique\.gamelle\.example\/landing\/offre-bienvenue\/#desinscription=([\w-]+)/.exec(
        welcome.text,
      )?.[1];
      expect(leave).toBeTruthy();
      expect((await call('GET', me.path, undefined, me.token)).body.subscribedToNewsletter).toBe(true);
      const left = await call('POST', '/newsletter-subscriptions/unsubscription', { token: leave });
      expect(left.status).toBe(200);
      expect((await call('GET', me.path, undefined, me.token)).body.subscribedToNewsletter).toBe(false);
      expect((await call('POST', '/newsletter-subscriptions/unsubscription', { token: leave })).status).toBe(200);
      const unknown = await call('POST', '/newsletter-subscriptions/unsubscription', { token: 'x'.repeat(43) });
      expect(unknown.status).toBe(404);
      expect(unknown.body['hydra:description']).toBe('Ce lien de désinscription n’est pas valable.');
    });

    it('SPEC §3 subscribedToNewsletter kept in step: ticked at registration it is confirmed by e-mail; a new e-mail address leaves the former one’s subscription and confirms again', async () => {
      const email = `inscrit-${randomBytes(6).toString('hex')}@example.fr`;
      const created = await call('POST', '/customers', {
        email,
        password: 'croquettes',
        firstName: 'Lou',
        lastName: 'Brun',
        subscribedToNewsletter: true,
      });
      expect(created.status).toBe(201);
      expect(created.body.subscribedToNewsletter).toBe(false);
      const asked = mails.filter((m) => m.to === email).at(-1);
      expect(asked?.subject).toBe('Confirmez votre inscription à la lettre Gamelle');
      const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
      const path = (login.body.customer as string).replace('/api/v2/shop', '');
      const token = /#confirmation=([\w-]+)/.exec(asked?.text ?? '')?.[1];
      expect((await call('POST', '/newsletter-subscriptions/confirmation', { token })).status).toBe(200);
      expect((await call('GET', path, undefined, login.body.token)).body.subscribedToNewsletter).toBe(true);

      const moved = `demenage-${randomBytes(6).toString('hex')}@example.fr`;
      const changed = await call('PUT', path, { email: moved, currentPassword: 'croquettes' }, login.body.token);
      expect(changed.status).toBe(200);
      // The consent was the former address's: unsubscribed until the new one confirms.
      expect(changed.body.subscribedToNewsletter).toBe(false);
      expect(mails.filter((m) => m.to === moved).at(-1)?.subject).toBe(
        'Confirmez votre inscription à la lettre Gamelle',
      );
      const [former] = await database.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(former?.status).toBe('unsubscribed');
    });

    it('the mail client’s one-click POST to List-Unsubscribe ends it, and the headers are written', async () => {
      const email = `lettre-${Date.now()}@example.fr`;
      const welcome = await confirm(email);
      const url = new URL(welcome.unsubscribeUrl ?? 'https://absent.example/');
      expect(url.origin).toBe('https://boutique.gamelle.example');
      expect(url.pathname).toBe('/api/v2/shop/newsletter-subscriptions/unsubscription');
      const oneClick = await shop.request(`${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      // Left: signing up again (past the few minutes between two e-mails) starts over with a new confirmation.
      clock = new Date(clock.getTime() + 10 * 60_000);
      const before = mails.length;
      expect((await call('POST', '/newsletter-subscriptions', { email })).status).toBe(202);
      expect(mails.length).toBe(before + 1);

      const dir = mkdtempSync(join(tmpdir(), 'gamelle-outbox-'));
      try {
        await createTransport({ dir })({ ...welcome, messageId: newMessageId() });
        const [file] = readdirSync(dir);
        const eml = readFileSync(join(dir, file ?? ''), 'utf8');
        // A long header is folded onto the next line, as RFC 5322 allows.
        expect(eml).toMatch(
          /^List-Unsubscribe:\s+<https:\/\/boutique\.gamelle\.example\/api\/v2\/shop\/newsletter-subscriptions\/unsubscription\?token=[\w-]+>/m,
        );
        expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  it('GET /tracking/stats: counts by event and by consent to marketing, for the back office only', async () => {
    const send = (event: string, marketing: boolean) =>
      shop.request('/tracking?locale=fr', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event, app_name: 'gamelle-site', consent: { measurement: true, marketing } }),
      });
    const stats = async () => {
      const res = await shop.request('/tracking/stats?days=1', { headers: { Authorization: `Bearer ${BACK_OFFICE}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as Body).data.events as { event: string; marketing: boolean; count: number }[];
    };
    const countOf = (rows: { event: string; marketing: boolean; count: number }[], marketing: boolean) =>
      rows.find((row) => row.event === 'view_cart' && row.marketing === marketing)?.count ?? 0;
    const before = await stats();
    await send('view_cart', true);
    await send('view_cart', false);
    await send('view_cart', false);
    const after = await stats();
    expect(countOf(after, true) - countOf(before, true)).toBe(1);
    expect(countOf(after, false) - countOf(before, false)).toBe(2);
    expect((await shop.request('/tracking/stats')).status).toBe(401);
  });

  it('SPEC §2 sponsorships: the code brings a friend; the friend’s first order rewards the sponsor once; another’s is a 404', async () => {
    const sponsor = await register('Paul', 'Durand');
    const mine = await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token);
    expect(mine.status).toBe(200);
    const code = mine.body.code as string;
    expect(code).toMatch(/^PARRAIN-[A-Z2-9]{10}$/);
    expect(mine.body.link).toBe(`https://boutique.gamelle.example/connexion/?parrain=${code}`);
    expect(mine.body.friends).toEqual([]);
    // The same code each time.
    expect((await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.code).toBe(code);

    const email = `filleul-${randomBytes(5).toString('hex')}@example.fr`;
    const joined = await call('POST', '/customers', {
      email,
      password: 'croquettes',
      firstName: 'Léa',
      lastName: 'Martin',
      sponsorCode: code.toLowerCase(),
    });
    expect(joined.status).toBe(201);
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    const friend = {
      email,
      token: login.body.token as string,
      customer: login.body.customer as string,
      path: (login.body.customer as string).replace('/api/v2/shop', ''),
    };
    expect((await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.friends).toEqual([
      { name: 'Léa M.', joinedAt: expect.any(String), rewardedAt: null, rewardCode: null, refusal: null },
    ]);
    const before = mails.length;
    await placeOrder(friend);
    const rewarded = (await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.friends[0];
    expect(rewarded.rewardCode).toMatch(/^MERCI-[A-Z2-9]{10}$/);
    expect(mails.slice(before).find((mail) => mail.to === sponsor.email)?.text).toContain(rewarded.rewardCode);
    // A second order of the friend: no second reward.
    await placeOrder(friend);
    const still = (await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.friends;
    expect(still).toHaveLength(1);
    expect(still[0].rewardCode).toBe(rewarded.rewardCode);
    // SPEC §2 customer-get-return-user: the friend's open cart, found again from another device.
    const open = (await call('POST', '/orders', { localeCode: 'fr_FR' }, friend.token)).body.tokenValue as string;
    expect((await call('GET', `${friend.path}/cart`, undefined, friend.token)).body.tokenValue).toBe(open);
    expect((await call('GET', `${friend.path}/cart`, undefined, sponsor.token)).status).toBe(404);
    // Another customer's sponsorship is not found; without a token, 401.
    expect((await call('GET', `${sponsor.path}/sponsorship`, undefined, friend.token)).status).toBe(404);
    expect((await call('GET', `${sponsor.path}/sponsorship`)).status).toBe(401);
  });

  it('SPEC §2 sponsorships: sponsoring oneself through a second account gives nothing — the first order delivered to one of the sponsor’s addresses', async () => {
    const sponsor = await register('Paul', 'Durand');
    const home = address({ street: '3 Rue de l’Église', postcode: '69004' });
    const added = await call('POST', '/addresses', home, sponsor.token);
    expect(added.status, JSON.stringify(added.body.violations)).toBe(201);
    const code = (await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.code as string;
    const email = `moi-encore-${randomBytes(5).toString('hex')}@example.fr`;
    await call('POST', '/customers', {
      email,
      password: 'croquettes',
      firstName: 'Paulo',
      lastName: 'D',
      sponsorCode: code,
    });
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    const second = {
      email,
      token: login.body.token as string,
      customer: login.body.customer as string,
      path: (login.body.customer as string).replace('/api/v2/shop', ''),
    };
    const before = mails.length;
    // The same home written otherwise (case, accents, punctuation): still the sponsor's.
    await placeOrder(second, { billing: { street: '3 RUE DE L EGLISE', postcode: '69004' } });
    const [friend] = (await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.friends;
    expect(friend).toMatchObject({ rewardCode: null, refusal: 'same_home', rewardedAt: expect.any(String) });
    expect(mails.slice(before).some((mail) => mail.to === sponsor.email)).toBe(false);
  });
  describe('SPEC §1 languages fr and nl: every e-mail and PDF invoice in nl too (nl-BE wording)', () => {
    /** The text of a PDF as pdf.js gives it back, spaces of any kind made plain. */
    const pdfText = async (res: Response) => {
      const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      return ((await extractText(document, { mergePages: true })).text as string).replace(/[\u00a0\u202f\s]+/g, ' ');
    };
    const plain = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ');

    it('SPEC §1 Dutch: an order placed in Dutch is shipped with a Dutch e-mail and invoiced in Dutch', async () => {
      const me = await register('An', 'Peeters');
      const order = await placeOrder(me, {
        localeCode: 'nl_BE',
        billing: { countryCode: 'BE', postcode: '9000', city: 'Gent' },
      });
      mails.length = 0;
      const shipped = await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: '6A0027',
        shippedAt: new Date(clock.getTime() - 8 * DAY).toISOString(),
      });
      expect(shipped.status).toBe(200);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: me.email, subject: `Uw bestelling ${order.number} is onderweg` });
      expect(mails[0]?.text).toMatch(/^Goeiedag,/);
      expect(mails[0]?.text).toContain(`(${formatPrice(order.total, { locale: 'nl' })}) heeft ons magazijn verlaten.`);
      expect(mails[0]?.text).toContain('Trackingnummer: 6A0027');
      expect(mails[0]?.text).toContain('https://boutique.gamelle.example/nl/mon-compte/mes-commandes/');

      const res = await shop.request(`/api/v2/shop/orders/${order.tokenValue}/invoice`, {
        headers: { Authorization: `Bearer ${me.token}` },
      });
      expect(res.status).toBe(200);
      const text = await pdfText(res);
      expect(text).toContain(`Factuur nr. ${shipped.body.invoice.number}`);
      expect(text).toContain(`Bestelling nr. ${order.number}`);
      expect(text).toContain(`Totaal incl. btw ${plain(money(order.total, 'nl'))}`);
      expect(text).toContain(`Totaal excl. btw ${plain(money(order.total - order.taxTotal, 'nl'))}`);
      expect(text).toContain(`Btw 20 % ${plain(money(order.taxTotal, 'nl'))}`);
      expect(text).toContain('9000 Gent België');
      expect(text).not.toContain('Facture');
      expect(text).not.toContain('TVA');
    });

    it('SPEC §1 Dutch: the newsletter asked from a Dutch page (locale=nl) confirms and welcomes in Dutch; its Dutch leaving link and the one-click address still work', async () => {
      const email = `nieuwsbrief-${randomBytes(5).toString('hex')}@example.be`;
      expect((await call('POST', '/newsletter-subscriptions?locale=de', { email })).status).toBe(400);
      expect((await call('POST', '/newsletter-subscriptions?locale=nl', { email, source: 'footer' })).status).toBe(202);
      const asked = mails.filter((m) => m.to === email).at(-1);
      expect(asked?.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief van Gamelle');
      const token = /\/nl\/landing\/offre-bienvenue\/#confirmation=([\w-]+)/.exec(asked?.text ?? '')?.[1];
      expect(token).toBeTruthy();
      const confirmed = await call('POST', '/newsletter-subscriptions/confirmation?locale=nl', { token });
      expect(confirmed.status).toBe(200);
      const welcome = mails.filter((m) => m.to === email).at(-1);
      expect(welcome?.subject).toBe('Uw welkomstcode van Gamelle: €\u00a05 korting');
      expect(welcome?.text).toContain(confirmed.body.couponCode);
      expect(welcome?.text).toContain('https://boutique.gamelle.example/nl/panier/');
      expect(welcome?.unsubscribeUrl).toMatch(
        /^https:\/\/boutique\.gamelle\.example\/api\/v2\/shop\/newsletter-subscriptions\/unsubscription\?token=[\w-]+$/,
      );
      const leave = /https:\/\/boutique\.gamelle\.example\/nl\/landing\/offre-bienvenue\/#desinscription=([\w-]+)/.exec(
        welcome?.text ?? '',
      )?.[1];
      expect(leave).toBeTruthy();
      expect((await call('POST', '/newsletter-subscriptions/unsubscription', { token: leave })).status).toBe(200);
    });

    it('SPEC §1 Dutch: a customer who chose Dutch (preferredLanguage) gets the newsletter’s e-mails in Dutch, whatever page asked', async () => {
      const me = await register('Jan', 'Claes');
      expect((await call('PUT', me.path, { preferredLanguage: 'nl' }, me.token)).status).toBe(200);
      expect((await call('POST', '/newsletter-subscriptions', { email: me.email })).status).toBe(202);
      expect(mails.filter((m) => m.to === me.email).at(-1)?.subject).toBe(
        'Bevestig uw inschrijving op de nieuwsbrief van Gamelle',
      );
    });

    it('SPEC §1 Dutch: a sponsor who chose Dutch is thanked in Dutch for a friend’s first order', async () => {
      const sponsor = await register('Lotte', 'Janssens');
      expect((await call('PUT', sponsor.path, { preferredLanguage: 'nl' }, sponsor.token)).status).toBe(200);
      const code = (await call('GET', `${sponsor.path}/sponsorship`, undefined, sponsor.token)).body.code as string;
      const email = `vriend-${randomBytes(5).toString('hex')}@example.be`;
      await call('POST', '/customers', {
        email,
        password: 'croquettes',
        firstName: 'Pieter',
        lastName: 'Wouters',
        sponsorCode: code,
      });
      const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
      const friend = { email, token: login.body.token as string, customer: '', path: '' };
      const before = mails.length;
      await placeOrder(friend, {
        billing: { street: '5 Korenmarkt', postcode: '9000', city: 'Gent', countryCode: 'BE' },
      });
      const thanks = mails.slice(before).find((mail) => mail.to === sponsor.email);
      expect(thanks?.subject).toBe('Bedankt voor uw uitnodiging: €\u00a010 korting voor u');
      expect(thanks?.text).toMatch(/^Goeiedag Lotte,/);
      expect(thanks?.text).toMatch(/MERCI-[A-Z2-9]{10}/);
    });

    it('SPEC §1 Dutch: the bi-nutrition menu asked from a Dutch page is e-mailed in Dutch (« duomenu »)', async () => {
      const me = await register('Els', 'Maes');
      const cat = await call(
        'POST',
        '/animals',
        {
          type: '/api/v2/shop/animal-types/2',
          gender: '/api/v2/shop/animal-genders/2',
          name: 'Minou',
          breed: 'Europese korthaar',
          crossbreed: false,
          birthday: { in_date: true, birthday: '2022-03-14' },
          sterilized: true,
          condition: 3,
          activity: 1,
          weight: 4,
          feature: { hasFeature: false },
          feeds: ['croquettes'],
          kibbleBrand: 'Gamelle',
          oldKibbleBrand: null,
          photo: null,
        },
        me.token,
      );
      expect(cat.status).toBe(201);
      const foods = ((await (await shop.request('/cms/b2c-bi-nutrition/foods')).json()) as Body).data;
      const kibble = foods.kibbles.find((k: Body) => k.kibbleStage === 'adult');
      const request = {
        animal: cat.body['@id'],
        kibble: kibble.sku,
        recipes: [foods.recipes[0].sku],
        frequency: 'daily',
        meals: 1,
      };
      const made = await call('POST', '/bi-nutrition-requests?locale=nl', request, me.token);
      expect(made.status).toBe(201);
      const mail = mails.filter((m) => m.to === me.email).at(-1);
      expect(mail?.subject).toBe('Het duomenu van Minou');
      expect(mail?.text).toMatch(/^Goeiedag Els,/);
      expect(mail?.text).toContain(`- Natvoer elke dag: ${made.body.data.wetGramsPerWetDay} g per dag, met `);
      expect(mail?.text).not.toContain('De andere dagen');
    });

    it('SPEC §1 Dutch: the simulated Google code asked from a Dutch login page is e-mailed in Dutch', async () => {
      const email = `google-${randomBytes(5).toString('hex')}@example.be`;
      const asked = await call('POST', '/api/v2/identity/challenges?locale=nl', { email, firstName: 'Bram' });
      expect(asked.status).toBe(201);
      const mail = mails.filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toMatch(/^\d{6} is uw aanmeldcode voor Google \(gesimuleerd\)$/);
      expect(mail?.text).toMatch(/^Goeiedag,/);
    });

    it('SPEC §1 Dutch: a Dutch order’s invoice says in Dutch when it will be there, then comes as « factuur-….pdf »', async () => {
      const me = await register('Wout', 'Jacobs');
      const order = await placeOrder(me, { localeCode: 'nl_BE' });
      const path = `/orders/${order.tokenValue}/invoice`;
      const before = await call('GET', path, undefined, me.token);
      expect(before.status).toBe(404);
      expect(before.body['hydra:description']).toBe(
        'Uw factuur is beschikbaar 7 dagen na de verzending van uw bestelling.',
      );
      await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: '6A0028',
        shippedAt: new Date(clock.getTime() - 6 * DAY).toISOString(),
      });
      const soon = await call('GET', path, undefined, me.token);
      expect(soon.status).toBe(404);
      expect(soon.body['hydra:description']).toMatch(
        /^Uw factuur is beschikbaar vanaf .+ 2026, 7 dagen na de verzending van uw bestelling\.$/,
      );
      const shipped = await backOffice(`/orders/${order.number}/shipment`, {
        trackingNumber: '6A0028',
        shippedAt: new Date(clock.getTime() - 8 * DAY).toISOString(),
      });
      const res = await shop.request(`/api/v2/shop${path}`, { headers: { Authorization: `Bearer ${me.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="factuur-${shipped.body.invoice.number}.pdf"`,
      );
    });

    it('SPEC §1 Dutch: an account speaks the language it was created in — the body’s preferredLanguage, else the page’s (?locale=), else French; professionals and Google sign-ups too', async () => {
      const email = () => `taal-${randomBytes(6).toString('hex')}@example.be`;
      const person = { password: 'croquettes', firstName: 'Noor', lastName: 'Willems' };
      const created = async (query: string, body: Body) => call('POST', `/customers${query}`, { ...person, ...body });
      expect((await created('', { email: email(), preferredLanguage: 'nl' })).body.preferredLanguage).toBe('nl');
      expect((await created('?locale=nl', { email: email() })).body.preferredLanguage).toBe('nl');
      expect((await created('?locale=nl', { email: email(), preferredLanguage: 'fr' })).body.preferredLanguage).toBe(
        'fr',
      );
      expect((await created('', { email: email() })).body).toMatchObject({ preferredLanguage: 'fr' });
      const wrong = await created('', { email: email(), preferredLanguage: 'de' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.violations).toEqual([
        expect.objectContaining({ propertyPath: 'preferredLanguage', code: 'invalid' }),
      ]);
      expect((await created('?locale=de', { email: email() })).status).toBe(400);
      const pro = await created('', {
        email: email(),
        company: 'Dierenspeciaalzaak Willems',
        companyCountry: 'BE',
        vatNumber: 'BE0987654321',
        preferredLanguage: 'nl',
      });
      expect(pro.status).toBe(201);
      expect(pro.body).toMatchObject({ professional: true, preferredLanguage: 'nl' });
      expect(
        (
          await created('', {
            email: email(),
            company: 'X',
            companyCountry: 'BE',
            vatNumber: 'BE0987654321',
            preferredLanguage: 'de',
          })
        ).status,
      ).toBe(422);

      // Registered on a Dutch page with the newsletter ticked: its confirmation comes in Dutch.
      const reader = email();
      expect((await created('?locale=nl', { email: reader, subscribedToNewsletter: true })).status).toBe(201);
      expect(mails.filter((m) => m.to === reader).at(-1)?.subject).toBe(
        'Bevestig uw inschrijving op de nieuwsbrief van Gamelle',
      );

      // An account opened by the (simulated) Google sign-in of a Dutch login page.
      const federated = email();
      const challenge = await call('POST', '/api/v2/identity/challenges?locale=nl', { email: federated });
      const code = /\b(\d{6})\b/.exec(mails.filter((m) => m.to === federated).at(-1)?.text ?? '')?.[1];
      const identity = await call('POST', '/api/v2/identity/id-tokens', { challenge: challenge.body.challenge, code });
      expect(identity.status).toBe(201);
      const signedIn = await call('POST', '/customers/token?locale=nl', { 'google-token': identity.body.idToken });
      expect(signedIn.status).toBe(200);
      const account = await call(
        'GET',
        String(signedIn.body.customer).replace('/api/v2/shop', ''),
        undefined,
        String(signedIn.body.token),
      );
      expect(account.body.preferredLanguage).toBe('nl');
    });

    it('SPEC §1 Dutch: the bi-nutrition foods and menu asked from a Dutch page name the foods in Dutch; its e-mail names them in its reader’s language', async () => {
      const menuData = async (query: string) =>
        ((await (await shop.request(`/cms/b2c-bi-nutrition/foods${query}`)).json()) as Body).data;
      const [fr, nl] = [await menuData(''), await menuData('?locale=nl')];
      const kibbleFr = fr.kibbles.find((k: Body) => k.kibbleStage === 'adult');
      const kibbleNl = nl.kibbles.find((k: Body) => k.sku === kibbleFr.sku);
      const recipeNl = nl.recipes.find((r: Body) => r.sku === fr.recipes[0].sku);
      expect(kibbleNl.name).not.toBe(kibbleFr.name);
      expect(recipeNl.name).not.toBe(fr.recipes[0].name);
      const choice = { kibble: kibbleFr.sku, recipes: [recipeNl.sku], frequency: 'daily', meals: 1 };
      const menu = await shop.request('/cms/b2c-bi-nutrition/getMenu?locale=nl', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...choice,
          profile: { animal: 'cat', ageInMonths: 30, weight: 4, condition: 3, hasPathology: false },
        }),
      });
      expect(menu.status).toBe(200);
      expect(((await menu.json()) as Body).data).toMatchObject({
        kibble: { sku: kibbleNl.sku, name: kibbleNl.name },
        recipes: [{ sku: recipeNl.sku, name: recipeNl.name }],
      });

      const me = await register('Lies', 'Smets');
      const cat = await call(
        'POST',
        '/animals',
        {
          type: '/api/v2/shop/animal-types/2',
          gender: '/api/v2/shop/animal-genders/2',
          name: 'Poes',
          breed: 'Europese korthaar',
          crossbreed: false,
          birthday: { in_date: true, birthday: '2022-03-14' },
          sterilized: true,
          condition: 3,
          activity: 1,
          weight: 4,
          feature: { hasFeature: false },
          feeds: ['croquettes'],
          kibbleBrand: 'Gamelle',
          oldKibbleBrand: null,
          photo: null,
        },
        me.token,
      );
      expect(cat.status).toBe(201);
      const request = { ...choice, animal: cat.body['@id'] };
      // From a Dutch page: the answer and the e-mail in Dutch.
      const dutch = await call('POST', '/bi-nutrition-requests?locale=nl', request, me.token);
      expect(dutch.status).toBe(201);
      expect(dutch.body.data.kibble.name).toBe(kibbleNl.name);
      const mailed = () => mails.filter((m) => m.to === me.email).at(-1)?.text ?? '';
      expect(mailed()).toContain(kibbleNl.name);
      expect(mailed()).toContain(recipeNl.name);
      expect(mailed()).not.toContain(kibbleFr.name);
      // A customer who chose Dutch, from a French page: the page's answer in French, the e-mail in Dutch.
      expect((await call('PUT', me.path, { preferredLanguage: 'nl' }, me.token)).status).toBe(200);
      const french = await call('POST', '/bi-nutrition-requests', request, me.token);
      expect(french.status).toBe(201);
      expect(french.body.data.kibble.name).toBe(kibbleFr.name);
      expect(mailed()).toMatch(/^Goeiedag Lies,/);
      expect(mailed()).toContain(kibbleNl.name);
      expect(mailed()).not.toContain(kibbleFr.name);
    });
  });
});
