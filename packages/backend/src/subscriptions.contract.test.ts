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
import { orders, promotionCoupons, subscriptions } from './db/schema.js';
import { seed } from './db/seed.js';
import type { OutgoingMail } from './mail/outbox.js';
import { recordPayment } from './orders/fulfilment.js';
import { runSubscriptionScheduler } from './orders/scheduler.js';
import { SELLER } from './orders/seller.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const BACK_OFFICE = `bo-${randomBytes(24).toString('hex')}`;
const ORIGIN = 'https://boutique.gamelle.example';

/**
 * Contract of the subscription self-service (SPEC §2 subscription screens, §3, §4, §5,
 * §8, §9): the next order changed for itself or for every order, frequency, date, ship now, stop,
 * contact, card; the deadline in Paris time; the scheduler across a limit, a month end and a change
 * of time. Every call with its ownership test, on PGlite and PostgreSQL.
 */
describe.each(contractTargets())('subscriptions self-service (SPEC §2) on $name', ({ target }) => {
  let database: OpenedDatabase;
  let shop: Hono;
  let clock = NOW;
  const mails: OutgoingMail[] = [];
  let variants: CatalogueVariant[] = [];
  let hidden: CatalogueVariant | undefined;

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    shop = createApp({
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-abonnements-assez-long') },
      outbox: { send: async (mail) => void mails.push(mail) },
      siteOrigin: ORIGIN,
      backOfficeToken: BACK_OFFICE,
    });
    const all = await catalogueVariants(shop);
    variants = subscribable(all);
    expect(variants.length).toBeGreaterThan(3);
    hidden = all.find((v) => v.show_variant === false && typeof v.base_price_subscription === 'number');
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    clock = NOW;
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    shopCall(shop, method, path, body, { token });
  const code = (i: number) => variants[i]?.code as string;

  const register = async () => {
    const email = `abo-${randomBytes(6).toString('hex')}@example.fr`;
    expect(
      (await call('POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' }))
        .status,
    ).toBe(201);
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    return { email, token: login.body.token as string };
  };
  type Me = Awaited<ReturnType<typeof register>>;

  const cardToken = async (number = '4242424242424242', expiryYear = 2030) =>
    (await call('POST', '/api/v2/payment-gateway/cards', { number, expiryMonth: 12, expiryYear, cvc: '123' })).body
      .token as string;

  /** A subscriber: one order by card with a subscription line every `interval` days (SPEC §3). */
  const subscribe = async ({ interval = 31, expiryYear = 2030, localeCode = 'fr_FR', method = 'visa' } = {}) => {
    const me = await register();
    const cart = (await call('POST', '/orders', { localeCode }, me.token)).body.tokenValue as string;
    await call(
      'PATCH',
      `/orders/${cart}/items`,
      { productVariant: `/api/v2/shop/product-variants/${code(0)}`, quantity: 2, subscriptionInterval: interval },
      me.token,
    );
    const addressed = await call(
      'PUT',
      `/orders/${cart}`,
      {
        billingAddress: LYON_ADDRESS,
      },
      me.token,
    );
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
    const placed = await call(
      'PATCH',
      `/orders/${cart}/complete`,
      {
        termsAccepted: true,
        ...(method === 'visa' ? { paymentToken: await cardToken('4242424242424242', expiryYear) } : {}),
      },
      me.token,
    );
    expect(placed.status).toBe(200);
    const list = await call('GET', '/subscriptions', undefined, me.token);
    return { ...me, code: list.body['hydra:member'][0].code as string, number: placed.body.number as string };
  };
  type Subscriber = Me & { code: string };

  /** Moves the shop's clock; the subscriber signs in again (access tokens live 15 minutes). */
  const moveTo = async (iso: string, sub: Me) => {
    clock = new Date(iso);
    const login = await call('POST', '/customers/token', { email: sub.email, password: 'croquettes' });
    expect(login.status).toBe(200);
    sub.token = login.body.token as string;
  };

  const path = (sub: Subscriber, rest = '') => `/subscriptions/${sub.code}${rest}`;
  const nextOrder = async (sub: Subscriber) => (await call('GET', path(sub, '/next-order'), undefined, sub.token)).body;
  const detail = async (sub: Subscriber) => (await call('GET', path(sub), undefined, sub.token)).body;
  const setLine = (sub: Subscriber, line: Body) => call('PATCH', path(sub, '/next-order/items'), line, sub.token);
  const schedule = (sub: Subscriber, nextShippingDate: string) =>
    call('POST', `/api/v2/admin/subscriptions/${sub.code}/schedule`, { nextShippingDate }, BACK_OFFICE);
  const messages = (body: Body) =>
    Object.fromEntries(
      (body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]),
    );
  /** The name of a variant and of its product, as the catalogue gives them in a language. */
  const catalogueNames = async (variantCode: string, locale: string) => {
    const data = (
      (await (await shop.request(`/cms/b2c-products?pageSize=100&render=1&locale=${locale}`)).json()) as Body
    ).data as { name: string; ProductVariants: { code: string; name: string }[] }[];
    const product = data.find((p) => p.ProductVariants.some((v) => v.code === variantCode));
    return {
      productName: product?.name,
      variantName: product?.ProductVariants.find((v) => v.code === variantCode)?.name,
    };
  };

  const run = (iso: string, outbox: { send: (m: OutgoingMail) => Promise<void> } = { send: async () => {} }) =>
    runSubscriptionScheduler({ db: database.db, now: new Date(iso), outbox, siteOrigin: ORIGIN });
  const events = async (sub: Subscriber) =>
    ((await call('GET', path(sub, '/events'), undefined, sub.token)).body['hydra:member'] as Body[]).map(
      (e) => `${e.kind} ${(e.skippedDays as string[]).join(',')} → ${e.nextShippingDate ?? ''}`,
    );

  it('SPEC §4 a new subscription is welcomed by e-mail with the order that starts it: its rhythm, its next day, its page — in the order’s language', async () => {
    const sub = await subscribe({ interval: 42 });
    const welcome = mails.find((m) => m.to === sub.email && m.subject === `Votre abonnement ${sub.code} est en place`);
    expect(welcome?.text).toContain('livraison toutes les 6 semaines');
    expect(welcome?.text).toContain(`${ORIGIN}/mon-compte/mes-abonnements/${sub.code}/`);
    const dutch = await subscribe({ localeCode: 'nl_BE' });
    const welkom = mails.find((m) => m.to === dutch.email && m.subject === `Uw abonnement ${dutch.code} is gestart`);
    expect(welkom?.text).toContain('levering elke maand');
    expect(welkom?.text).toContain(`${ORIGIN}/nl/`);
  });

  it('SPEC §4 pause for 1 to 3 deliveries: no order and no reminder while paused, no delivery counted toward the minimum of 2, active again a week before', async () => {
    const sub = await subscribe();
    const tooMany = await call('POST', path(sub, '/pause'), { deliveries: 4 }, sub.token);
    expect(tooMany.status).toBe(422);
    expect(Object.keys(messages(tooMany.body))).toEqual(['deliveries']);
    expect((await call('POST', path(sub, '/pause'), {}, sub.token)).status).toBe(422);
    const paused = await call('POST', path(sub, '/pause'), { deliveries: 2 }, sub.token);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'paused',
      nextShippingDate: '2027-02-22',
      pausedUntil: '2027-02-22',
      pausedFrom: '2026-12-22',
      editable: false,
      shipsBeforePause: false,
    });
    // SPEC §4: the customer is told, with the day deliveries go on and the subscription's page.
    const pausedMail = mails.findLast((m) => m.to === sub.email);
    expect(pausedMail?.subject).toBe(`Votre abonnement ${sub.code} est en pause`);
    expect(pausedMail?.text).toContain('jusqu’au 22 février 2027');
    expect(pausedMail?.text).toContain(`${ORIGIN}/mon-compte/mes-abonnements/${sub.code}/`);
    expect((await nextOrder(sub)).lockedReason).toBe(
      'Votre abonnement est en pause : vos livraisons reprennent le 22 février 2027.',
    );
    // Paused: nothing else changes until it is resumed.
    const frequency = await call('PATCH', path(sub, '/frequency'), { frequencyInDays: 42, scope: 'all' }, sub.token);
    expect(frequency.status).toBe(409);
    expect(frequency.body['hydra:description']).toBe('Cet abonnement est en pause : reprenez-le pour le modifier.');
    expect((await call('POST', path(sub, '/pause'), { deliveries: 1 }, sub.token)).status).toBe(409);
    expect((await call('POST', path(sub, '/skip'), { shippingDate: '2027-02-22' }, sub.token)).status).toBe(409);
    // The deliveries taken away: no reminder, no order.
    const sent: OutgoingMail[] = [];
    const outbox = { send: async (m: OutgoingMail) => void sent.push(m) };
    for (const day of ['2026-12-15', '2026-12-18', '2026-12-22', '2027-01-15', '2027-01-18', '2027-01-22']) {
      await run(`${day}T08:00:00Z`, outbox);
    }
    expect(sent.filter((m) => m.to === sub.email)).toEqual([]);
    await moveTo('2027-01-25T10:00:00Z', sub);
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(1);
    // SPEC §9: the paused deliveries are no deliveries: still one, stopping still waits.
    const stop = await call('POST', path(sub, '/abort-request'), { reason: 'price', message: 'Trop cher' }, sub.token);
    expect(stop.status).toBe(422);
    expect(stop.body.violations[0]).toMatchObject({ code: 'minimum_deliveries' });
    expect(await detail(sub)).toMatchObject({ status: 'paused', deliveries: 1 });
    // A week before the day it goes on: active again, and that delivery's reminder goes.
    await run('2027-02-14T08:00:00Z', outbox);
    expect(sent.filter((m) => m.to === sub.email)).toEqual([]);
    await run('2027-02-15T08:00:00Z', outbox);
    expect(sent.filter((m) => m.to === sub.email).map((m) => m.subject)).toEqual([
      'Votre prochaine livraison Gamelle le 22 février 2027',
    ]);
    await moveTo('2027-02-15T10:00:00Z', sub);
    expect(await detail(sub)).toMatchObject({ status: 'active', pausedUntil: null, editable: true });
    expect(await events(sub)).toEqual(['resumed  → 2027-02-22', 'paused 2026-12-22,2027-01-22 → 2027-02-22']);
  });

  it('SPEC §4 pause until a day at most 3 months ahead; past the deadline the next order ships and the pause takes the ones after it', async () => {
    const sub = await subscribe();
    const far = await call('POST', path(sub, '/pause'), { until: '2027-02-22' }, sub.token);
    expect(far.status).toBe(422);
    expect(messages(far.body).until).toBe(
      'Choisissez une date de reprise entre le 23 décembre 2026 et le 21 février 2027.',
    );
    expect((await call('POST', path(sub, '/pause'), { until: '2026-12-22' }, sub.token)).status).toBe(422);
    // The 18th was the last day to change the order of the 22nd: it ships; the pause starts after it.
    await moveTo('2026-12-19T10:00:00Z', sub);
    const paused = await call('POST', path(sub, '/pause'), { until: '2027-03-01' }, sub.token);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'paused',
      nextShippingDate: '2026-12-22',
      followingShippingDate: '2027-03-01',
      pausedUntil: '2027-03-01',
      shipsBeforePause: true,
    });
    const sent: OutgoingMail[] = [];
    const outbox = { send: async (m: OutgoingMail) => void sent.push(m) };
    await run('2026-12-22T08:00:00Z', outbox);
    await moveTo('2026-12-22T10:00:00Z', sub);
    expect(await detail(sub)).toMatchObject({ status: 'paused', nextShippingDate: '2027-03-01', deliveries: 2 });
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(2);
    // The deliveries of 22 January and 22 February are taken away: no reminder for them.
    const ordered = sent.length;
    await run('2027-01-15T08:00:00Z', outbox);
    await run('2027-01-18T08:00:00Z', outbox);
    expect(sent).toHaveLength(ordered);
    // Resumed before the first of them: it comes back.
    await moveTo('2027-01-10T10:00:00Z', sub);
    const resumed = await call('POST', path(sub, '/resume'), undefined, sub.token);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', nextShippingDate: '2027-01-22', pausedUntil: null });
    expect(await events(sub)).toEqual(['resumed  → 2027-01-22', 'paused 2027-01-22,2027-02-22 → 2027-03-01']);
    const resumedMail = mails.findLast((m) => m.to === sub.email);
    expect(resumedMail?.subject).toBe(`Votre abonnement ${sub.code} a repris`);
    expect(resumedMail?.text).toContain('expédiée le 22 janvier 2027');
  });

  it('SPEC §4 skip: the next delivery, or past the deadline the one after it; a second click skips nothing more; resume only a paused one, from 4 days ahead at the earliest', async () => {
    const sub = await subscribe();
    const skipped = await call('POST', path(sub, '/skip'), { shippingDate: '2026-12-22' }, sub.token);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ status: 'active', nextShippingDate: '2027-01-22', deliveries: 1 });
    const again = await call('POST', path(sub, '/skip'), { shippingDate: '2026-12-22' }, sub.token);
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe(
      'Cette livraison n’est plus prévue : votre prochaine livraison est prévue le 22 janvier 2027.',
    );
    const notPaused = await call('POST', path(sub, '/resume'), undefined, sub.token);
    expect(notPaused.status).toBe(409);
    expect(notPaused.body['hydra:description']).toBe('Cet abonnement n’est pas en pause.');
    // Past the limit of 18 January, the order of the 22nd ships: the skip takes the one after it.
    await moveTo('2027-01-20T10:00:00Z', sub);
    const view = await detail(sub);
    expect(view.firstSkippableDate).toBe('2027-02-22');
    expect((await call('POST', path(sub, '/skip'), { shippingDate: '2027-01-22' }, sub.token)).status).toBe(409);
    const later = await call('POST', path(sub, '/skip'), { shippingDate: '2027-02-22' }, sub.token);
    expect(later.body).toMatchObject({ nextShippingDate: '2027-01-22', followingShippingDate: '2027-03-25' });
    await run('2027-01-22T08:00:00Z');
    await moveTo('2027-01-22T10:00:00Z', sub);
    expect(await detail(sub)).toMatchObject({ nextShippingDate: '2027-03-25', deliveries: 2 });
    expect(await events(sub)).toEqual(['skipped 2027-02-22 → 2027-03-25', 'skipped 2026-12-22 → 2027-01-22']);
    // Paused, and resumed after the first delivery it took away: from the first day still open to changes.
    await call('POST', path(sub, '/pause'), { deliveries: 3 }, sub.token);
    await moveTo('2027-03-30T10:00:00Z', sub);
    const back = await call('POST', path(sub, '/resume'), undefined, sub.token);
    expect(back.body).toMatchObject({ status: 'active', nextShippingDate: '2027-04-03', editable: true });
  });

  it('SPEC §2: a quantity and an upsell for the next shipment only leave every other order as it was', async () => {
    const sub = await subscribe();
    const before = await nextOrder(sub);
    expect(before).toMatchObject({ shippingDate: '2026-12-22', modificationLimitDate: '2026-12-18', editable: true });
    expect(before.items).toEqual([expect.objectContaining({ quantity: 2, scope: 'all', upsell: false })]);

    const more = await setLine(sub, { variantCode: code(0), quantity: 3, scope: 'next' });
    expect(more.status).toBe(200);
    const upsell = await setLine(sub, { variantCode: code(1), quantity: 1, scope: 'next', upsell: true });
    expect(upsell.status).toBe(200);
    expect(upsell.body.items).toEqual([
      expect.objectContaining({ variant: expect.objectContaining({ code: code(0) }), quantity: 3, scope: 'next' }),
      expect.objectContaining({
        variant: expect.objectContaining({ code: code(1) }),
        quantity: 1,
        upsell: true,
        scope: 'next',
      }),
    ]);
    // Prices are the server's subscription prices (SPEC §9: −10 %), never the client's.
    const price = (i: number) => variants[i]?.base_price_subscription ?? 0;
    expect(upsell.body.itemsTotal).toBe(3 * price(0) + price(1));
    expect(upsell.body.total).toBe(upsell.body.itemsTotal + upsell.body.shippingTotal);
    // Every order after the next one keeps its line of 2.
    expect((await detail(sub)).items).toEqual([expect.objectContaining({ quantity: 2 })]);

    // The next order is made with the changes; the one after it is back to the subscription's lines.
    await moveTo('2026-12-22T08:00:00Z', sub);
    await runSubscriptionScheduler({ db: database.db, now: clock, outbox: { send: async () => {} } });
    const history = await call('GET', path(sub, '/orders'), undefined, sub.token);
    expect(history.body['hydra:member'][0].items.map((i: Body) => [i.variant.code, i.quantity])).toEqual([
      [code(0), 3],
      [code(1), 1],
    ]);
    const after = await nextOrder(sub);
    expect(after.shippingDate).toBe('2027-01-22');
    expect(after.items).toEqual([expect.objectContaining({ quantity: 2, scope: 'all' })]);
  });

  it('SPEC §4: a promotion code for the next order alone, by the cart’s rules, spent when that order is made', async () => {
    const sub = await subscribe();
    const before = await nextOrder(sub);
    expect(before).toMatchObject({ couponCode: null, couponProblem: null, discountTotal: 0 });
    const suffix = randomBytes(3).toString('hex').toUpperCase();
    const [loyal, big, ended] = [`FIDELE${suffix}`, `GROS${suffix}`, `FINI${suffix}`];
    await database.db.insert(promotionCoupons).values([
      { code: loyal, amount: 300, minimumItemsTotal: before.itemsTotal },
      { code: big, amount: 1000, minimumItemsTotal: before.itemsTotal + 1 },
      { code: ended, amount: 500, active: false },
    ]);
    const apply = (couponCode: unknown) => call('PATCH', path(sub, '/next-order/coupon'), { couponCode }, sub.token);
    const refusals: [unknown, string][] = [
      // A subscriber has ordered: the welcome code (SPEC §9) is not theirs.
      ['BIENVENUE5', 'Le code promo BIENVENUE5 est réservé à une première commande.'],
      [big, `Le code promo ${big} demande au moins`],
      [ended, `Le code promo ${ended} n’est pas valable.`],
      ['INCONNU', 'Le code promo INCONNU n’est pas valable.'],
    ];
    for (const [couponCode, message] of refusals) {
      const refused = await apply(couponCode);
      expect(refused.status, String(couponCode)).toBe(422);
      expect(messages(refused.body).couponCode).toContain(message);
    }
    expect((await apply('')).status).toBe(422);
    expect((await nextOrder(sub)).couponCode).toBeNull();

    const applied = await apply(loyal.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ couponCode: loyal, couponProblem: null, discountTotal: 300 });
    expect(applied.body.total).toBe(before.itemsTotal - 300 + applied.body.shippingTotal);
    // Under its minimum the code stays, shown with its reason, and takes nothing off.
    const fewer = await setLine(sub, { variantCode: code(0), quantity: 1, scope: 'next' });
    expect(fewer.body).toMatchObject({ couponCode: loyal, discountTotal: 0 });
    expect(fewer.body.couponProblem).toContain('demande au moins');
    expect(fewer.body.total).toBe(fewer.body.itemsTotal + fewer.body.shippingTotal);
    // The subscription carries SPEC §4's « promotion code invalid » alert meanwhile.
    expect(await detail(sub)).toMatchObject({ promotionInvalid: true, carrierInvalid: false });
    const back = await setLine(sub, { variantCode: code(0), quantity: 2, scope: 'next' });
    expect(back.body.discountTotal).toBe(300);
    expect((await detail(sub)).promotionInvalid).toBe(false);
    expect((await call('DELETE', path(sub, `/next-order/coupon/${big}`), undefined, sub.token)).status).toBe(404);

    // The order is made with the discount; the code is spent, the order after it is at full price.
    await moveTo('2026-12-22T08:00:00Z', sub);
    await runSubscriptionScheduler({ db: database.db, now: clock, outbox: { send: async () => {} } });
    const history = await call('GET', path(sub, '/orders'), undefined, sub.token);
    expect(history.body['hydra:member'][0].total).toBe(back.body.total);
    const after = await nextOrder(sub);
    expect(after).toMatchObject({ couponCode: null, discountTotal: 0 });

    // Applied again, then taken off; past the limit the next order takes no code.
    expect((await apply(loyal)).status).toBe(200);
    const removed = await call('DELETE', path(sub, `/next-order/coupon/${loyal}`), undefined, sub.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ couponCode: null, discountTotal: 0 });
    await moveTo('2027-01-19T08:00:00Z', sub);
    const late = await apply(loyal);
    expect(late.status).toBe(409);
    expect(late.body['hydra:description']).toContain('en préparation');
  });

  it('SPEC §2: the delivery of the orders to come changes by the checkout’s rules, and the next order ships there', async () => {
    const sub = await subscribe();
    const change = (body: Body) => call('PUT', path(sub, '/shipping'), body, sub.token);
    const address = {
      firstName: 'Anne',
      lastName: 'Martin',
      countryCode: 'BE',
      street: '3 rue Haute',
      postcode: '1000',
      city: 'Bruxelles',
      phoneNumber: '+32470123456',
    };
    // Bad input: every field says what is wrong, nothing is written.
    const bad = await change({
      shippingAddress: { ...address, postcode: '75001', firstName: '' },
      shippingMethod: 'pigeon',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(messages(bad.body)).sort()).toEqual([
      'shippingAddress.firstName',
      'shippingAddress.postcode',
      'shippingMethod',
    ]);
    const abroad = await change({
      shippingAddress: { ...address, countryCode: 'DE', postcode: '10115' },
      shippingMethod: 'colissimo',
    });
    expect(abroad.status).toBe(422);
    expect(Object.keys(messages(abroad.body))).toContain('shippingAddress.countryCode');
    const noPoint = await change({ shippingAddress: address, shippingMethod: 'mondial_relay' });
    expect(noPoint.status).toBe(422);
    expect(messages(noPoint.body).pickupPoint).toBe('Choisissez un point relais.');
    const madeUp = await change({
      shippingAddress: address,
      shippingMethod: 'mondial_relay',
      pickupPoint: 'MR-BE-1000-9',
    });
    expect(messages(madeUp.body).pickupPoint).toContain('Ce point relais n’est pas disponible');
    expect((await nextOrder(sub)).shippingAddress).toMatchObject({ city: 'Lyon' });

    // A pickup point of the network near the new address.
    const points = await call('GET', '/pickup-points?countryCode=BE&postcode=1000', undefined, sub.token);
    const point = points.body['hydra:member'][0];
    const moved = await change({
      shippingAddress: address,
      shippingMethod: '/api/v2/shop/shipping-methods/mondial_relay',
      pickupPoint: point.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.shippingMethod.code).toBe('mondial_relay');
    expect(moved.body.pickupPoint).toMatchObject({ id: point.id });
    expect(moved.body.shippingAddress).toMatchObject({ city: 'Bruxelles', countryCode: 'BE' });
    expect((await detail(sub)).pickupPoint).toMatchObject({ id: point.id, available: true, active: true });

    // The order is made for that delivery; past the limit the delivery no longer changes.
    await moveTo('2026-12-22T08:00:00Z', sub);
    await runSubscriptionScheduler({ db: database.db, now: clock, outbox: { send: async () => {} } });
    const history = await call('GET', path(sub, '/orders'), undefined, sub.token);
    expect(history.body['hydra:member'][0].shippingAddress).toMatchObject({ city: 'Bruxelles' });
    await moveTo('2027-01-19T08:00:00Z', sub);
    const late = await change({
      shippingAddress: { ...address, city: 'Namur', postcode: '5000' },
      shippingMethod: 'colissimo',
    });
    expect(late.status).toBe(409);
  });

  it('SPEC §4: a change for all orders reaches every order; the last product cannot be taken out; unknown products are refused', async () => {
    const sub = await subscribe();
    expect((await setLine(sub, { variantCode: code(2), quantity: 1, scope: 'all' })).status).toBe(200);
    expect((await detail(sub)).items).toHaveLength(2);
    expect((await setLine(sub, { variantCode: code(0), quantity: 0, scope: 'all' })).status).toBe(200);
    const last = await setLine(sub, { variantCode: code(2), quantity: 0, scope: 'all' });
    expect(last.status).toBe(422);
    expect(messages(last.body).quantity).toContain('au moins un produit');
    const unknown = await setLine(sub, { variantCode: '99999999', quantity: 1, scope: 'next' });
    expect(unknown.status).toBe(422);
    expect(messages(unknown.body).variantCode).toBe('Ce produit n’est pas proposé en abonnement.');
    const bad = await setLine(sub, { variantCode: 'abc', quantity: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(messages(bad.body)).sort()).toEqual(['quantity', 'scope', 'variantCode']);
    // A variant the shop does not show is not for sale, whatever a crafted request says.
    expect(hidden).toBeDefined();
    const notForSale = await setLine(sub, { variantCode: hidden?.code, quantity: 1, scope: 'next' });
    expect(notForSale.status).toBe(422);
    expect(messages(notForSale.body).variantCode).toBe('Ce produit n’est pas proposé en abonnement.');
    const tooMany = await setLine(sub, { variantCode: code(2), quantity: 5000, scope: 'all' });
    expect(tooMany.status).toBe(422);
    expect((await detail(sub)).items).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('SPEC §6: the next order locks at the end of its limit day in Paris, not at UTC midnight', async () => {
    const sub = await subscribe();
    // 2026-12-18 is the limit of a 2026-12-22 delivery; Paris is UTC+1 in December.
    await moveTo('2026-12-18T22:30:00Z', sub);
    expect((await nextOrder(sub)).editable).toBe(true);
    expect((await setLine(sub, { variantCode: code(0), quantity: 4, scope: 'next' })).status).toBe(200);
    await moveTo('2026-12-18T23:30:00Z', sub);
    const locked = await nextOrder(sub);
    expect(locked).toMatchObject({ editable: false });
    expect(locked.lockedReason).toContain('18 décembre 2026');
    const refused = await setLine(sub, { variantCode: code(0), quantity: 1, scope: 'next' });
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toContain('en préparation');
  });

  it('SPEC §4: the frequency changes for the gap after the next order only, or for all orders; the next day stays', async () => {
    const sub = await subscribe();
    const once = await call('PATCH', path(sub, '/frequency'), { frequencyInDays: 42, scope: 'next' }, sub.token);
    expect(once.body).toMatchObject({
      frequencyInDays: 31,
      nextFrequencyInDays: 42,
      nextShippingDate: '2026-12-22',
      followingShippingDate: '2027-02-02',
    });
    const all = await call('PATCH', path(sub, '/frequency'), { frequencyInDays: 62, scope: 'all' }, sub.token);
    expect(all.body).toMatchObject({
      frequencyInDays: 62,
      nextFrequencyInDays: null,
      nextShippingDate: '2026-12-22',
      followingShippingDate: '2027-02-22',
    });
    const wrong = await call('PATCH', path(sub, '/frequency'), { frequencyInDays: 30, scope: 'all' }, sub.token);
    expect(wrong.status).toBe(422);
  });

  it('SPEC §4: the next date moves within 4 to 155 days; while the next order is in progress, the following one moves', async () => {
    const sub = await subscribe();
    const early = await call('PATCH', path(sub, '/shipping-date'), { nextShippingDate: '2026-11-23' }, sub.token);
    expect(early.status).toBe(422);
    expect(messages(early.body).nextShippingDate).toBe(
      'Choisissez une date entre le 25 novembre 2026 et le 25 avril 2027.',
    );
    const impossible = await call('PATCH', path(sub, '/shipping-date'), { nextShippingDate: '2027-02-30' }, sub.token);
    expect(impossible.status).toBe(422);
    expect(messages(impossible.body).nextShippingDate).toBe('Cette valeur n’est pas valide.');
    const moved = await call('PATCH', path(sub, '/shipping-date'), { nextShippingDate: '2027-01-05' }, sub.token);
    expect(moved.body).toMatchObject({ nextShippingDate: '2027-01-05', modificationLimitDate: '2027-01-01' });

    await moveTo('2027-01-03T10:00:00Z', sub);
    const before = await call('PATCH', path(sub, '/shipping-date'), { nextShippingDate: '2027-01-05' }, sub.token);
    expect(before.status).toBe(422);
    expect(messages(before.body).nextShippingDate).toContain('déjà en préparation');
    const deferred = await call('PATCH', path(sub, '/shipping-date'), { nextShippingDate: '2027-02-20' }, sub.token);
    expect(deferred.body).toMatchObject({ nextShippingDate: '2027-01-05', followingShippingDate: '2027-02-20' });
    await runSubscriptionScheduler({
      db: database.db,
      now: new Date('2027-01-05T08:00:00Z'),
      outbox: { send: async () => {} },
    });
    await moveTo('2027-01-05T08:00:00Z', sub);
    expect(await detail(sub)).toMatchObject({ nextShippingDate: '2027-02-20', deliveries: 2 });
  });

  it('SPEC §2: ship now makes and charges the order at once and moves the schedule from today', async () => {
    const sub = await subscribe();
    await setLine(sub, { variantCode: code(1), quantity: 1, scope: 'next', upsell: true });
    await moveTo('2026-11-30T10:00:00Z', sub);
    const shipped = await call('POST', path(sub, '/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(shipped.status).toBe(201);
    expect(shipped.body).toMatchObject({
      paid: true,
      nextShippingDate: '2026-12-31',
      message: 'Votre commande sera expédiée et débitée sous 24 heures ouvrées.',
    });
    const history = await call('GET', path(sub, '/orders'), undefined, sub.token);
    expect(history.body['hydra:totalItems']).toBe(2);
    expect(history.body['hydra:member'][0]).toMatchObject({ number: shipped.body.number, paymentState: 'paid' });
    expect(history.body['hydra:member'][0].items).toHaveLength(2);
    expect((await nextOrder(sub)).items).toHaveLength(1);
    // A second click (or another tab) on the order it shipped ships nothing more.
    const again = await call('POST', path(sub, '/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe(
      'Cette commande a déjà été expédiée : votre prochaine livraison est prévue le 31 décembre 2026.',
    );
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(2);
    const mail = mails.findLast((m) => m.to === sub.email);
    expect(mail?.subject).toBe(`Votre commande d’abonnement ${shipped.body.number} est en préparation`);
    expect(mail?.text).toContain(`${ORIGIN}/mon-compte/mes-abonnements/${sub.code}/`);
  });

  it('orders nobody pays: ship now waits while an order of the subscription awaits its payment (a cheque), then ships', async () => {
    const sub = await subscribe({ method: 'cheque' });
    await moveTo('2026-11-30T10:00:00Z', sub);
    const first = await detail(sub);
    const held = await call('POST', path(sub, '/ship-now'), { shippingDate: first.nextShippingDate }, sub.token);
    expect(held.status).toBe(409);
    expect(held.body['hydra:description']).toBe(
      `Votre commande ${sub.number} attend encore son paiement : elle part dès qu’il nous parvient. Vous pourrez expédier la suivante ensuite.`,
    );
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(1);
    // The cheque arrives: the next order may go, and waits for its own payment in turn.
    await recordPayment(database.db, sub.number, clock);
    const shipped = await call('POST', path(sub, '/ship-now'), { shippingDate: first.nextShippingDate }, sub.token);
    expect(shipped.status).toBe(201);
    expect(shipped.body).toMatchObject({ paid: false });
    const after = await detail(sub);
    const again = await call('POST', path(sub, '/ship-now'), { shippingDate: after.nextShippingDate }, sub.token);
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toContain(
      `Votre commande ${shipped.body.number} attend encore son paiement`,
    );
  });

  it('SPEC §5, §9: stopping asks a reason and a message but never requires them (three clicks, L215-1-1), needs 2 deliveries; then nothing changes any more', async () => {
    const sub = await subscribe();
    const unknown = await call('POST', path(sub, '/abort-request'), { reason: 'trop_cher', message: ' ' }, sub.token);
    expect(unknown.status).toBe(422);
    expect(Object.keys(messages(unknown.body))).toEqual(['reason']);
    const empty = await call('POST', path(sub, '/abort-request'), { reason: '', message: ' ' }, sub.token);
    expect(empty.status).toBe(422);
    expect(empty.body.violations[0]).toMatchObject({ code: 'minimum_deliveries' });
    const early = await call(
      'POST',
      path(sub, '/abort-request'),
      { reason: 'price', message: 'Trop cher pour moi.' },
      sub.token,
    );
    expect(early.status).toBe(422);
    expect(early.body.violations[0]).toMatchObject({ code: 'minimum_deliveries' });
    expect(early.body.violations[0].message).toContain('au moins 2 livraisons');
    await moveTo('2026-11-25T10:00:00Z', sub);
    expect((await call('POST', path(sub, '/ship-now'), { shippingDate: '2026-12-22' }, sub.token)).status).toBe(201);
    // Nothing said: it stops all the same.
    const stopped = await call('POST', path(sub, '/abort-request'), {}, sub.token);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: 'stopped', editable: false });
    expect(stopped.body.stoppedAt).toBe(clock.toISOString());
    expect(mails.findLast((m) => m.to === sub.email)?.subject).toBe(`Votre abonnement ${sub.code} est arrêté`);
    expect((await setLine(sub, { variantCode: code(0), quantity: 1, scope: 'all' })).status).toBe(409);
    expect((await call('POST', path(sub, '/ship-now'), { shippingDate: '2027-01-25' }, sub.token)).status).toBe(409);
    expect(
      (await call('POST', path(sub, '/abort-request'), { reason: 'price', message: 'Encore' }, sub.token)).status,
    ).toBe(409);
    // The scheduler makes no more orders for it.
    await runSubscriptionScheduler({
      db: database.db,
      now: new Date('2027-01-30T08:00:00Z'),
      outbox: { send: async () => {} },
    });
    await moveTo('2027-01-30T08:00:00Z', sub);
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(2);
  });

  it('SPEC §2: the contact dialog reaches the subscription service with the code; an empty message is refused', async () => {
    const sub = await subscribe();
    const empty = await call('POST', path(sub, '/contact-requests'), { message: '' }, sub.token);
    expect(messages(empty.body)).toEqual({ message: 'Ce champ est obligatoire.' });
    const sent = await call(
      'POST',
      path(sub, '/contact-requests'),
      { message: 'Livrez le mardi, merci.', subscriptionCode: sub.code },
      sub.token,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Votre message a été envoyé');
    const mail = mails.findLast((m) => m.to === SELLER.email);
    expect(mail?.subject).toContain(sub.code);
    expect(mail?.text).toContain('Livrez le mardi, merci.');
    expect(mail?.text).toContain(sub.email);
  });

  it('SPEC §2: the card is updated through the gateway; a refused card is not kept; a new card clears the payment alert', async () => {
    // A card valid today and expired by the first delivery (December 2026 → January 2027).
    const sub = await subscribe({ interval: 42, expiryYear: 2026 });
    await moveTo('2027-01-02T08:00:00Z', sub);
    await runSubscriptionScheduler({
      db: database.db,
      now: clock,
      outbox: { send: async (m) => void mails.push(m) },
      siteOrigin: ORIGIN,
    });
    const failed = await detail(sub);
    // The refused order is no delivery (SPEC §9's minimum counts real ones).
    expect(failed).toMatchObject({ lastError: 'card_expired', paymentState: 'payment_failed', deliveries: 1 });
    // Ship now with that card: refused with the bank's answer, nothing made.
    const refusedNow = await call('POST', path(sub, '/ship-now'), { shippingDate: failed.nextShippingDate }, sub.token);
    expect(refusedNow.status).toBe(422);
    expect(refusedNow.body.violations[0]).toMatchObject({ propertyPath: 'paymentToken', code: '54' });
    expect((await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:totalItems']).toBe(2);
    const mail = mails.findLast((m) => m.to === sub.email);
    expect(mail?.subject).toContain('n’a pas abouti');
    expect(mail?.text).toContain(`${ORIGIN}/mon-compte/mes-abonnements/${sub.code}/`);

    const refused = await call(
      'PUT',
      path(sub, '/payment-card'),
      { paymentToken: await cardToken('4000000000000002') },
      sub.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'paymentToken', code: '05' });
    const unknown = await call('PUT', path(sub, '/payment-card'), { paymentToken: 'tok_inconnu' }, sub.token);
    expect(unknown.status).toBe(422);
    const updated = await call(
      'PUT',
      path(sub, '/payment-card'),
      { paymentToken: await cardToken('5555555555554444') },
      sub.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      card: { brand: 'mastercard', last4: '4444', expiryYear: 2030 },
      paymentMethod: 'mastercard',
      lastError: null,
      paymentState: null,
    });
  });

  it('SPEC §6: every call answers 404 to another customer and 401 without a token', async () => {
    const sub = await subscribe();
    const other = await register();
    const calls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['GET', '/next-order', undefined],
      ['GET', '/orders', undefined],
      ['PATCH', '/next-order/items', { variantCode: code(0), quantity: 1, scope: 'all' }],
      ['PATCH', '/next-order/coupon', { couponCode: 'BIENVENUE5' }],
      ['DELETE', '/next-order/coupon/BIENVENUE5', undefined],
      ['PUT', '/shipping', { shippingAddress: {}, shippingMethod: 'colissimo' }],
      ['PATCH', '/frequency', { frequencyInDays: 42, scope: 'all' }],
      ['PATCH', '/shipping-date', { nextShippingDate: '2027-01-05' }],
      ['POST', '/ship-now', { shippingDate: '2026-12-22' }],
      ['POST', '/abort-request', { reason: 'price', message: 'Non' }],
      ['POST', '/contact-requests', { message: 'Bonjour' }],
      ['PUT', '/payment-card', { paymentToken: 'x' }],
      ['POST', '/pause', { deliveries: 1 }],
      ['POST', '/skip', { shippingDate: '2026-12-22' }],
      ['POST', '/resume', undefined],
      ['GET', '/events', undefined],
    ];
    for (const [method, rest, body] of calls) {
      expect((await call(method, path(sub, rest), body, other.token)).status, `${method} ${rest}`).toBe(404);
      expect((await call(method, path(sub, rest), body)).status, `${method} ${rest}`).toBe(401);
    }
    // Nothing was changed by those calls.
    expect(await detail(sub)).toMatchObject({
      status: 'active',
      frequencyInDays: 31,
      nextShippingDate: '2026-12-22',
      deliveries: 1,
    });
  });

  it('SPEC §4: a delivery moved past its limit gets no « last day » e-mail; the back office refuses a day that does not exist', async () => {
    const sub = await subscribe();
    expect((await schedule(sub, '2026-11-23')).status).toBe(200);
    const sent: OutgoingMail[] = [];
    const outbox = { send: async (m: OutgoingMail) => void sent.push(m) };
    await runSubscriptionScheduler({
      db: database.db,
      now: new Date('2026-11-21T10:00:00Z'),
      outbox,
      siteOrigin: ORIGIN,
    });
    expect(sent.filter((m) => m.to === sub.email)).toEqual([]);
    expect((await schedule(sub, '2027-01-10')).status).toBe(200);
    expect((await schedule(sub, '2027-02-30')).status).toBe(422);
  });

  it('SPEC §4: the scheduler in Paris days across a limit, a month end and the change to summer time, with links', async () => {
    const sub = await subscribe();
    expect((await schedule(sub, '2027-03-31')).status).toBe(200);
    const sent: OutgoingMail[] = [];
    const run = (iso: string) =>
      runSubscriptionScheduler({
        db: database.db,
        now: new Date(iso),
        outbox: { send: async (m) => void sent.push(m) },
        siteOrigin: ORIGIN,
      });
    const mine = () => sent.filter((m) => m.to === sub.email);
    // 2027-03-23 23:30 UTC is 00:30 on the 24th in Paris: one week before, the first reminder.
    await run('2027-03-23T22:30:00Z');
    expect(mine()).toHaveLength(0);
    await run('2027-03-23T23:30:00Z');
    expect(mine().map((m) => m.subject)).toEqual(['Votre prochaine livraison Gamelle le 31 mars 2027']);
    expect(mine()[0]?.text).toContain(`${ORIGIN}/mon-compte/mes-abonnements/${sub.code}/`);
    expect(mine()[0]?.text).toContain('jusqu’au 27 mars 2027 inclus');
    // The limit day, the 27th: the last reminder; the order can still be changed until 23:00 UTC.
    await run('2027-03-27T08:00:00Z');
    expect(mine()[1]?.subject).toBe('Dernier jour pour modifier votre prochaine livraison');
    await run('2027-03-28T08:00:00Z');
    expect(mine()).toHaveLength(2);
    await moveTo('2027-03-27T22:59:00Z', sub);
    expect((await nextOrder(sub)).editable).toBe(true);
    // Past midnight in Paris (the clocks go forward at 02:00 on the 28th).
    clock = new Date('2027-03-27T23:01:00Z');
    expect((await nextOrder(sub)).editable).toBe(false);
    // Summer time: the 31st starts at 22:00 UTC on the 30th.
    await run('2027-03-30T21:59:00Z');
    expect(mine()).toHaveLength(2);
    await run('2027-03-30T22:01:00Z');
    expect(mine()).toHaveLength(3);
    await moveTo('2027-03-31T08:00:00Z', sub);
    expect(await detail(sub)).toMatchObject({ nextShippingDate: '2027-05-01', deliveries: 2 });
  });
  it('SPEC §1 Dutch: a subscription taken out in Dutch speaks Dutch — both reminders, the order it makes, ship now and stop, with links under /nl/', async () => {
    const sub = await subscribe({ localeCode: 'nl_BE' });
    const sent: OutgoingMail[] = [];
    const run = (iso: string) =>
      runSubscriptionScheduler({
        db: database.db,
        now: new Date(iso),
        outbox: { send: async (m) => void sent.push(m) },
        siteOrigin: ORIGIN,
      });
    const mine = () => sent.filter((m) => m.to === sub.email);
    const page = `${ORIGIN}/nl/mon-compte/mes-abonnements/${sub.code}/`;
    // Next delivery on Tuesday 22 December 2026: a week before, then the limit day, the 18th.
    await run('2026-12-15T08:00:00Z');
    expect(mine().map((m) => m.subject)).toEqual(['Uw volgende Gamelle-levering: dinsdag 22 december 2026']);
    expect(mine()[0]?.text).toMatch(/^Goeiedag,/);
    expect(mine()[0]?.text).toContain(`tot en met vrijdag 18 december 2026: ${page}`);
    await run('2026-12-18T08:00:00Z');
    expect(mine()[1]?.subject).toBe('Laatste dag om uw volgende levering te wijzigen');
    expect(mine()[1]?.text).toContain(page);
    await run('2026-12-22T08:00:00Z');
    expect(mine()[2]?.subject).toMatch(/^Uw abonnementsbestelling G\d+ wordt klaargemaakt$/);
    expect(mine()[2]?.text).toContain(page);
    // The order it made is a Dutch one: its shipping e-mail and its invoice will be in Dutch too.
    await moveTo('2026-12-23T10:00:00Z', sub);
    const made = (await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:member'][0];
    expect((await call('GET', `/orders/${made.tokenValue}`, undefined, sub.token)).body.localeCode).toBe('nl_BE');

    const { nextShippingDate } = await detail(sub);
    const shipped = await call('POST', path(sub, '/ship-now'), { shippingDate: nextShippingDate }, sub.token);
    expect(shipped.status).toBe(201);
    const now = mails.findLast((m) => m.to === sub.email);
    expect(now?.subject).toBe(`Uw abonnementsbestelling ${shipped.body.number} wordt klaargemaakt`);
    expect(now?.text).toContain(page);
    const stopped = await call(
      'POST',
      path(sub, '/abort-request'),
      { reason: 'price', message: 'Te duur.' },
      sub.token,
    );
    expect(stopped.status).toBe(200);
    const stop = mails.findLast((m) => m.to === sub.email);
    expect(stop?.subject).toBe(`Uw abonnement ${sub.code} is stopgezet`);
    expect(stop?.text).toContain(page);
    expect(stop?.text).toMatch(/Met vriendelijke groeten,\nHet Gamelle-team$/);
  });

  it('SPEC §1 Dutch: the orders a Dutch subscription makes name their lines in Dutch, and keep the channel of its first order (B2C when that order is not known)', async () => {
    const sub = await subscribe({ localeCode: 'nl_BE' });
    const names = (locale: string) => catalogueNames(code(0), locale);
    const dutch = await names('nl');
    expect(dutch.productName).not.toBe((await names('fr')).productName);
    const orderMade = async () => {
      const made = (await call('GET', path(sub, '/orders'), undefined, sub.token)).body['hydra:member'][0];
      return { channelCode: made.channelCode, localeCode: made.localeCode, line: made.items[0].variant as Body };
    };
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.code, sub.code));
    const originOrderId = row?.originOrderId ?? 0;

    // Ship now (the self-service's own order): a Dutch order of the B2C channel, its line in Dutch.
    await moveTo('2026-11-30T10:00:00Z', sub);
    const shipped = await call('POST', path(sub, '/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(shipped.status).toBe(201);
    expect(await orderMade()).toMatchObject({ channelCode: 'gamelle_b2c', localeCode: 'nl_BE', line: dutch });

    // The scheduler's order of a subscription whose first order was a professional one stays professional.
    await database.db.update(orders).set({ channelCode: 'gamelle_b2b' }).where(eq(orders.id, originOrderId));
    const run = (day: string) =>
      runSubscriptionScheduler({
        db: database.db,
        now: new Date(`${day}T08:00:00Z`),
        outbox: { send: async () => {} },
      });
    await moveTo('2026-12-31T08:00:00Z', sub);
    expect((await detail(sub)).nextShippingDate).toBe('2026-12-31');
    await run('2026-12-31');
    expect(await orderMade()).toMatchObject({ channelCode: 'gamelle_b2b', localeCode: 'nl_BE', line: dutch });

    // Its first order no longer known: B2C.
    await database.db.update(subscriptions).set({ originOrderId: -1 }).where(eq(subscriptions.code, sub.code));
    await moveTo('2027-01-31T08:00:00Z', sub);
    expect((await detail(sub)).nextShippingDate).toBe('2027-01-31');
    await run('2027-01-31');
    expect((await orderMade()).channelCode).toBe('gamelle_b2c');
    await database.db.update(subscriptions).set({ originOrderId }).where(eq(subscriptions.code, sub.code));
  });

  it('SPEC §1 Dutch: with ?locale=nl (French without it, unchanged), the next order, its lock and the self-service’s refusals in Dutch', async () => {
    // A French subscription: the answers speak the request's language (the page's), not the subscription's.
    const sub = await subscribe();
    const nl = (rest = '') => `${path(sub, rest)}?locale=nl`;
    const [dutch, french] = [await catalogueNames(code(0), 'nl'), await catalogueNames(code(0), 'fr')];
    const next = (await call('GET', nl('/next-order'), undefined, sub.token)).body;
    expect(next).toMatchObject({
      editable: true,
      lockedReason: null,
      shippingMethod: { code: 'colissimo', name: 'Colissimo aan huis' },
    });
    expect(next.items[0].variant).toEqual({ code: code(0), ...dutch });
    expect((await call('GET', nl(), undefined, sub.token)).body.items[0].variant).toEqual({ code: code(0), ...dutch });
    const inFrench = await nextOrder(sub);
    expect(inFrench.items[0].variant).toEqual({ code: code(0), ...french });
    expect(inFrench.shippingMethod.name).toBe('Colissimo à domicile');
    expect((await call('GET', `${path(sub, '/next-order')}?locale=de`, undefined, sub.token)).status).toBe(400);

    // Refused changes, in Dutch: the date range, the minimum before a stop, a code, a product, the body's rules.
    const early = await call('PATCH', nl('/shipping-date'), { nextShippingDate: '2026-11-23' }, sub.token);
    expect(messages(early.body).nextShippingDate).toBe(
      'Kies een datum tussen woensdag 25 november 2026 en zondag 25 april 2027.',
    );
    const stop = await call('POST', nl('/abort-request'), { reason: 'price', message: 'Te duur.' }, sub.token);
    expect(stop.body.violations[0]).toEqual({
      propertyPath: '',
      code: 'minimum_deliveries',
      message:
        'Een abonnement omvat minstens 2 leveringen: u kunt uw abonnement stopzetten na de volgende levering, op dinsdag 22 december 2026.',
    });
    const coupon = await call('PATCH', nl('/next-order/coupon'), { couponCode: 'INCONNU' }, sub.token);
    expect(messages(coupon.body)).toEqual({ couponCode: 'De kortingscode INCONNU is niet geldig.' });
    const unknown = await call(
      'PATCH',
      nl('/next-order/items'),
      { variantCode: '99999999', quantity: 1, scope: 'next' },
      sub.token,
    );
    expect(messages(unknown.body)).toEqual({ variantCode: 'Dit product is niet verkrijgbaar met een abonnement.' });
    const empty = await call('POST', nl('/contact-requests'), { message: '' }, sub.token);
    expect(messages(empty.body)).toEqual({ message: 'Dit veld is verplicht.' });
    const noPoint = await call(
      'PUT',
      nl('/shipping'),
      {
        shippingAddress: {
          firstName: 'Anne',
          lastName: 'Martin',
          countryCode: 'BE',
          street: '3 rue Haute',
          postcode: '75001',
          city: 'Bruxelles',
          phoneNumber: '+32470123456',
        },
        shippingMethod: 'mondial_relay',
      },
      sub.token,
    );
    expect(messages(noPoint.body)).toEqual({
      'shippingAddress.postcode': 'Het formaat van de postcode komt niet overeen met het gekozen land.',
      pickupPoint: 'Kies een afhaalpunt.',
    });
    const sent = await call('POST', nl('/contact-requests'), { message: 'Graag op dinsdag leveren.' }, sub.token);
    expect(sent.body.message).toBe('Uw bericht is verzonden');
    // The message to the subscription service stays French: it is the staff's.
    expect(mails.findLast((m) => m.to === SELLER.email)?.subject).toBe(
      `Abonnement ${sub.code} : message de ${sub.email}`,
    );

    // Past the limit: the reason, and the refusal of a change, in the request's language.
    await moveTo('2026-12-18T23:30:00Z', sub);
    const locked = (await call('GET', nl('/next-order'), undefined, sub.token)).body;
    expect(locked.lockedReason).toBe(
      'Uw volgende bestelling wordt al klaargemaakt: u kon ze wijzigen tot en met vrijdag 18 december 2026.',
    );
    expect((await nextOrder(sub)).lockedReason).toBe(
      'Votre prochaine commande est en préparation : elle pouvait être modifiée jusqu’au 18 décembre 2026 inclus.',
    );
    const refused = await call(
      'PATCH',
      nl('/next-order/items'),
      { variantCode: code(0), quantity: 1, scope: 'next' },
      sub.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe(locked.lockedReason);

    // Ship now, then a second click on the order it shipped.
    const shipped = await call('POST', nl('/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(shipped.status).toBe(201);
    expect(shipped.body).toMatchObject({
      nextShippingDate: '2027-01-19',
      message: 'Uw bestelling wordt binnen 24 werkuren verzonden en gedebiteerd.',
    });
    const again = await call('POST', nl('/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe(
      'Deze bestelling is al verzonden: uw volgende levering is gepland op dinsdag 19 januari 2027.',
    );
    const againInFrench = await call('POST', path(sub, '/ship-now'), { shippingDate: '2026-12-22' }, sub.token);
    expect(againInFrench.body['hydra:description']).toBe(
      'Cette commande a déjà été expédiée : votre prochaine livraison est prévue le 19 janvier 2027.',
    );
  });
});
