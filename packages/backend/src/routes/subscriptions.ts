import {
  abortSubscriptionSchema,
  addDays,
  addressSchema,
  applyCouponBodySchema,
  type ConstraintViolation,
  findCarrier,
  frequencyChangeSchema,
  isDeliveryCountry,
  isNextOrderEditable,
  type Locale,
  latestPauseDay,
  modificationLimitDate,
  nextOrderLineSchema,
  pausePlan,
  pauseSchema,
  SUBSCRIPTION_MIN_DELIVERIES,
  shipNowSchema,
  shippingDateChangeSchema,
  shippingDateRange,
  skipDeliverySchema,
  subscriptionContactSchema,
} from '@gamelle/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { clientAddress, LIMITS, type Throttle, tooMany } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { customers, gatewayCards, orders, subscriptionEvents, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd, readBody, readJson, violationError } from '../http/problems.js';
import { readLocale } from '../http/query.js';
import type { Outbox } from '../mail/outbox.js';
import {
  sendSubscriptionPausedMail,
  sendSubscriptionResumedMail,
  subscriptionOrderMail,
  subscriptionStoppedMail,
} from '../mail/subscription-mails.js';
import { cardExpired } from '../orders/gateway.js';
import { findPickupPoint } from '../orders/pickup-points.js';
import {
  draftLines,
  type Line,
  nextLines,
  placeSubscriptionOrder,
  priceNextOrder,
  subscriptionLanguage,
  subscriptionUrl,
} from '../orders/scheduler.js';
import { SELLER } from '../orders/seller.js';
import { findVariant, orderWithParts, partsOf, type Tx, viewOf } from '../orders/store.js';
import { claimCard } from '../simulators/payments.js';
import { codeOf, deliveryCountryViolation, pickupPointFor } from './checkout/steps.js';
import {
  bankAnswer,
  couponRefusalMessage,
  deliveryViolationIn,
  shippingMethodName,
  subscriptionTexts,
  violationsIn,
} from './subscription-texts.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Db = Database | Tx;

/** What the scheduler writes in `lastError` when the card could not be charged. */
const CARD_FAILURES = new Set(['no_card', 'card_expired', 'refused', 'insufficient_funds', 'expired']);

/**
 * The delivery after the next one (SPEC §4): the day chosen while the next was in progress, else
 * the next one's day plus the gap after it.
 */
const followingDay = (row: SubscriptionRow) =>
  row.followingShippingDate ?? addDays(row.nextShippingDate, row.nextFrequencyDays ?? row.frequencyDays);

/** A pause that waits for the next order to ship: it was in preparation when the customer paused. */
const nextShipsBeforePause = (row: SubscriptionRow) =>
  row.status === 'paused' && row.pausedUntil !== null && row.nextShippingDate < row.pausedUntil;

const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length &&
  a.every((line) => b.some((other) => other.variantCode === line.variantCode && other.quantity === line.quantity));

/** The contact dialog's body: SPEC §3's message and subscription code (the URL's when left out). */
const contactBodySchema = subscriptionContactSchema.partial({ subscriptionCode: true }).strict();

/** The delivery of the orders to come: the checkout's address, carrier and pickup point (SPEC §3). */
const shippingChangeSchema = z
  .object({
    shippingAddress: z.unknown(),
    shippingMethod: z.string({ error: 'required' }).min(1, 'required'),
    pickupPoint: z.string().min(1).nullable().optional(),
  })
  .strict();

const cardTokenSchema = z.object({ paymentToken: z.string({ error: 'required' }).min(1, 'required') }).strict();

/**
 * The request's body by its schema (`readBody`), its violations in the request's language
 * (ADR 0019); in French, exactly `readBody`'s.
 */
async function readBodyIn<T>(c: Context, schema: z.ZodType<T>, form: string, language: Locale): Promise<T> {
  if (language === 'fr') return readBody(c, schema, form);
  const body = await readJson(c);
  const parsed = schema.safeParse(body === undefined ? {} : body);
  if (!parsed.success) throw violationError(violationsIn(parsed.error, form, language));
  return parsed.data;
}

/**
 * The customer's subscriptions (SPEC §2 subscription management, §4, §6): list, detail, the
 * next order with its changes for that order only or for every order, frequency, date, ship now,
 * stop with a reason, a message to the subscription service, the card. Owner only (404 to anyone
 * else); every rule is the server's (deadline in Paris time, minimum deliveries, stock, prices).
 * Every answer speaks the request's language (`?locale=`, ADR 0019): the lines' names, the
 * carrier, the reasons and refusals (`subscription-texts.ts`); the message to the service is French.
 */
export function subscriptionRoutes({
  db,
  now,
  keys,
  outbox,
  throttle,
  siteOrigin,
  simulators,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  outbox: Outbox;
  throttle: Throttle;
  siteOrigin: string;
  simulators: boolean;
}) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireCustomer(keys, now));

  async function view(row: SubscriptionRow, at: Date, language: Locale, tx: Db = db) {
    const [card] = row.cardToken
      ? await tx.select().from(gatewayCards).where(eq(gatewayCards.token, row.cardToken)).limit(1)
      : [];
    const lines = await draftLines(tx, row.items as Line[], language);
    const unavailable = row.lastError?.startsWith('product_unavailable:') ? row.lastError.split(':')[1] : null;
    const active = row.status === 'active';
    const point = row.pickupPoint as { id?: string } | null;
    const carrier = findCarrier(row.shippingMethodCode);
    const country = (row.shippingAddress as { countryCode?: string }).countryCode ?? '';
    const promotionInvalid = row.nextCouponCode
      ? (await priceNextOrder(tx, row, await draftLines(tx, nextLines(row)))).couponRefusal !== null
      : false;
    return {
      '@id': `/api/v2/shop/subscriptions/${row.code}`,
      '@type': 'Subscription',
      code: row.code,
      status: row.status,
      nextShippingDate: row.nextShippingDate,
      modificationLimitDate: modificationLimitDate(row.nextShippingDate),
      /** Whether the next order may still be changed (until the end of its limit day in Paris). */
      editable: active && isNextOrderEditable(row.nextShippingDate, at),
      frequencyInDays: row.frequencyDays,
      /** The gap after the next order when the customer changed it for that order only. */
      nextFrequencyInDays: row.nextFrequencyDays,
      /** The day of the order after next: chosen while the next was in progress, else by the frequency. */
      followingShippingDate: followingDay(row),
      /**
       * The delivery a skip or a pause would take away first (SPEC §4): the next one while it may
       * change, else the one after it.
       */
      firstSkippableDate: isNextOrderEditable(row.nextShippingDate, at) ? row.nextShippingDate : followingDay(row),
      /** The latest day a pause may last until (SPEC §4: 3 months from today). */
      latestPauseDay: latestPauseDay(at),
      /** While paused: the day deliveries go on, and the first delivery the pause took away. */
      pausedUntil: row.status === 'paused' ? row.pausedUntil : null,
      pausedFrom: row.status === 'paused' ? row.pausedFrom : null,
      /** Whether the next order still ships before the pause (it was in preparation when paused). */
      shipsBeforePause: nextShipsBeforePause(row),
      stoppedAt: row.stoppedAt?.toISOString() ?? null,
      deliveries: row.deliveries,
      /** Stopping needs SPEC §9's minimum of 2 deliveries. */
      minimumDeliveries: SUBSCRIPTION_MIN_DELIVERIES,
      paymentMethod: row.paymentMethodCode,
      shippingMethod: row.shippingMethodCode,
      items: lines.map((line) => ({
        variant: { code: line.variantCode, productName: line.productName, variantName: line.variantName },
        quantity: line.quantity,
      })),
      card: card
        ? { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }
        : null,
      pickupPoint: point ? { ...point, available: findPickupPoint(point.id ?? '') !== null, active: true } : null,
      lastError: row.lastError,
      /** SPEC §4 alerts' sources: the last charge failed; a product could not be served. */
      paymentState: row.lastError && CARD_FAILURES.has(row.lastError) ? 'payment_failed' : null,
      unavailableVariant: unavailable,
      /** The next order's promotion code no longer holds (SPEC §4 « promotion code invalid »). */
      promotionInvalid,
      /** The carrier is gone or does not serve the address (SPEC §4 « carrier invalid »). */
      carrierInvalid: !carrier || !isDeliveryCountry(country),
    };
  }

  async function nextOrder(row: SubscriptionRow, at: Date, language: Locale, tx: Db = db) {
    const say = subscriptionTexts(language);
    const standing = row.items as Line[];
    const lines = await draftLines(tx, nextLines(row), language);
    const price = await priceNextOrder(tx, row, lines);
    const { carrier } = price;
    const editable = row.status === 'active' && isNextOrderEditable(row.nextShippingDate, at);
    return {
      '@type': 'DraftOrder',
      shippingDate: row.nextShippingDate,
      modificationLimitDate: modificationLimitDate(row.nextShippingDate),
      editable,
      /** Why it cannot be changed, in the customer's words. */
      lockedReason: editable
        ? null
        : row.status === 'paused' && !nextShipsBeforePause(row)
          ? say.pausedUntil(row.nextShippingDate)
          : row.status !== 'active' && !nextShipsBeforePause(row)
            ? say.inactive
            : say.inPreparation(modificationLimitDate(row.nextShippingDate)),
      items: lines.map((line) => {
        const everyOrder = standing.find((s) => s.variantCode === line.variantCode);
        return {
          variant: { code: line.variantCode, productName: line.productName, variantName: line.variantName },
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          available: line.available && line.unitPrice !== null,
          upsell: Boolean(line.upsell),
          /** `all` when every order has this line as it is, `next` when it was changed for this order alone. */
          scope: everyOrder && everyOrder.quantity === line.quantity && !line.upsell ? 'all' : 'next',
        };
      }),
      itemsTotal: price.itemsTotal,
      /** The next order's promotion code, and why it is not granted (its discount is then 0). */
      couponCode: price.couponCode,
      couponProblem: price.couponRefusal ? couponRefusalMessage(price.couponRefusal, language) : null,
      discountTotal: price.discountTotal,
      shippingTotal: price.shippingTotal,
      total: price.total,
      shippingMethod: carrier ? { code: carrier.code, name: shippingMethodName(carrier, language) } : null,
      shippingAddress: row.shippingAddress,
      pickupPoint: row.pickupPoint,
    };
  }

  /** The customer's subscription by its code, locked for a change when in a transaction. */
  async function own(tx: Db, customerId: number, code: string, language: Locale, { lock = false } = {}) {
    const query = tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.code, code), eq(subscriptions.customerId, customerId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw hydraError(404, subscriptionTexts(language).notFound);
    return row;
  }

  const requireActive = (row: SubscriptionRow, language: Locale) => {
    if (row.status !== 'active') {
      const say = subscriptionTexts(language);
      throw hydraError(
        409,
        row.status === 'stopped' ? say.stopped : row.status === 'paused' ? say.paused : say.inError,
      );
    }
  };

  /** The subscription, locked, while its next order may still be changed (409 with the reason after). */
  async function lockEditable(tx: Tx, customerId: number, subscriptionCode: string, at: Date, language: Locale) {
    const row = await own(tx, customerId, subscriptionCode, language, { lock: true });
    requireActive(row, language);
    if (!isNextOrderEditable(row.nextShippingDate, at)) {
      throw hydraError(
        409,
        (await nextOrder(row, at, language, tx)).lockedReason ?? subscriptionTexts(language).genericError,
      );
    }
    return row;
  }

  const code = (c: { req: { param: (name: 'code') => string } }) => c.req.param('code');

  app.get('/', async (c) => {
    const language = readLocale(c);
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, c.get('customerId')))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    const at = now();
    return jsonLd(c, {
      '@id': '/api/v2/shop/subscriptions',
      '@type': 'hydra:Collection',
      'hydra:member': await Promise.all(rows.map((row) => view(row, at, language))),
      'hydra:totalItems': rows.length,
    });
  });

  app.get('/:code', async (c) => {
    const language = readLocale(c);
    return jsonLd(c, await view(await own(db, c.get('customerId'), code(c), language), now(), language));
  });

  app.get('/:code/next-order', async (c) => {
    const language = readLocale(c);
    return jsonLd(c, await nextOrder(await own(db, c.get('customerId'), code(c), language), now(), language));
  });

  // A line of the next order set to a quantity (0 takes it out), for that order or for every order.
  app.patch('/:code/next-order/items', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, nextOrderLineSchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at, language);
      const nextOnly = body.scope === 'next' || Boolean(body.upsell);
      const set = (lines: readonly Line[], upsell: boolean): Line[] => {
        const others = lines.filter((line) => line.variantCode !== body.variantCode);
        if (body.quantity === 0) return others;
        const kept = lines.find((line) => line.variantCode === body.variantCode);
        const line: Line = { variantCode: body.variantCode, quantity: body.quantity };
        if (upsell || kept?.upsell) line.upsell = true;
        return kept ? lines.map((l) => (l.variantCode === body.variantCode ? line : l)) : [...others, line];
      };
      if (body.quantity > 0) {
        // What the shop sells, as the cart checks it: a visible variant with an integer subscription
        // price — not a free sample, which comes with a one-off order only.
        const found = await findVariant(tx, body.variantCode);
        const price = found?.variant.base_price_subscription;
        if (
          !found ||
          found.variant.show_variant === false ||
          typeof price !== 'number' ||
          !Number.isInteger(price) ||
          price === 0
        ) {
          throw violationError([{ propertyPath: 'variantCode', code: 'unavailable', message: say.notSubscribable }]);
        }
        const [priced] = await draftLines(tx, [{ variantCode: body.variantCode, quantity: body.quantity }]);
        const violation = (message: string): ConstraintViolation => ({
          propertyPath: 'quantity',
          code: 'unavailable',
          message,
        });
        if (!priced || priced.unitPrice === null) {
          throw violationError([{ ...violation(say.notSubscribable), propertyPath: 'variantCode' }]);
        }
        if (!priced.available) {
          throw violationError([violation(say.notInThatQuantity)]);
        }
      }
      const standing = row.items as Line[];
      const next = set(nextLines(row), nextOnly && !standing.some((l) => l.variantCode === body.variantCode));
      const every = nextOnly ? standing : set(standing, false);
      if (next.length === 0 || every.length === 0) {
        throw violationError([{ propertyPath: 'quantity', code: 'last_line', message: say.lastLine }]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ items: every, nextItems: sameLines(next, every) && !next.some((l) => l.upsell) ? null : next })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, language, tx));
    });
  });

  // A promotion code for the next order alone, judged by the cart's rules
  // against that order; spent when the order is made.
  app.patch('/:code/next-order/coupon', async (c) => {
    const language = readLocale(c);
    const body = await readBodyIn(c, applyCouponBodySchema, 'subscription', language);
    const couponCode = body.couponCode.toUpperCase();
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at, language);
      const price = await priceNextOrder(
        tx,
        { ...row, nextCouponCode: couponCode },
        await draftLines(tx, nextLines(row)),
      );
      if (price.couponRefusal) {
        throw violationError([
          {
            propertyPath: 'couponCode',
            code: price.couponRefusal.code,
            message: couponRefusalMessage(price.couponRefusal, language),
          },
        ]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ nextCouponCode: couponCode })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, language, tx));
    });
  });

  app.delete('/:code/next-order/coupon/:coupon', async (c) => {
    const language = readLocale(c);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at, language);
      if (row.nextCouponCode !== c.req.param('coupon').toUpperCase()) {
        throw hydraError(404, subscriptionTexts(language).couponNotApplied);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ nextCouponCode: null })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, language, tx));
    });
  });

  // The delivery of the next order and of every one after it (SPEC §2 « update … shipping »), by
  // the checkout's rules: a delivered country, the carrier's mobile, a pickup point of the network
  // for the pickup carrier (SPEC §8 « choose another pickup point or carrier »). Only while the next
  // order may change: once in preparation it ships where it was planned.
  app.put('/:code/shipping', async (c) => {
    const language = readLocale(c);
    const body = await readBodyIn(c, shippingChangeSchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at, language);
      const carrier = findCarrier(codeOf(body.shippingMethod));
      // The checkout's address rules (`addressViolations`), their messages in the request's language.
      const address = addressSchema({ mobileRequired: carrier?.mobileRequired }).safeParse(body.shippingAddress ?? {});
      const violations = address.success
        ? []
        : violationsIn(address.error, 'address', language).map((v) => ({
            ...v,
            propertyPath: `shippingAddress.${v.propertyPath}`,
          }));
      const notDelivered =
        violations.length === 0 ? deliveryCountryViolation('shippingAddress', body.shippingAddress) : null;
      if (notDelivered) violations.push(deliveryViolationIn(notDelivered, language));
      if (!carrier) {
        violations.push({
          propertyPath: 'shippingMethod',
          code: 'invalid',
          message: subscriptionTexts(language).carrierNotOffered,
        });
      }
      const city = (body.shippingAddress as { city?: unknown } | null)?.city;
      const { pickupPoint, violation } = carrier
        ? pickupPointFor(carrier, body.pickupPoint, city)
        : { pickupPoint: null, violation: null };
      if (violation) violations.push(deliveryViolationIn(violation, language));
      if (violations.length > 0 || !carrier) throw violationError(violations);
      const [updated] = await tx
        .update(subscriptions)
        .set({
          shippingAddress: addressSchema().parse(body.shippingAddress),
          shippingMethodCode: carrier.code,
          pickupPoint,
        })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, language, tx));
    });
  });

  // Frequency (SPEC §3's ten), for the gap after the next order only or for every order: either
  // way it takes effect for the order after next (SPEC §4), the next one keeps its announced day.
  app.patch('/:code/frequency', async (c) => {
    const language = readLocale(c);
    const body = await readBodyIn(c, frequencyChangeSchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      requireActive(row, language);
      const change =
        body.scope === 'all'
          ? { frequencyDays: body.frequencyInDays, nextFrequencyDays: null }
          : { nextFrequencyDays: body.frequencyInDays === row.frequencyDays ? null : body.frequencyInDays };
      const [updated] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, row.id)).returning();
      return jsonLd(c, await view(updated ?? row, now(), language, tx));
    });
  });

  // The next delivery's day; while the next order is in progress (past its limit), the day of the
  // one after it (SPEC §4 « A shipment in progress defers a date change to the following one »).
  app.patch('/:code/shipping-date', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, shippingDateChangeSchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      requireActive(row, language);
      const inProgress = !isNextOrderEditable(row.nextShippingDate, at);
      const range = shippingDateRange(at);
      const earliest =
        inProgress && addDays(row.nextShippingDate, 1) > range.earliest
          ? addDays(row.nextShippingDate, 1)
          : range.earliest;
      const day = body.nextShippingDate;
      if (day < earliest || day > range.latest) {
        throw violationError([
          {
            propertyPath: 'nextShippingDate',
            code: 'out_of_range',
            message: inProgress
              ? say.followingDateOutOfRange(row.nextShippingDate, earliest, range.latest)
              : say.dateOutOfRange(earliest, range.latest),
          },
        ]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set(inProgress ? { followingShippingDate: day } : { nextShippingDate: day, followingShippingDate: null })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await view(updated ?? row, at, language, tx));
    });
  });

  // « Expédier maintenant » (SPEC §2, §9): the next order made and charged at once, the schedule
  // moved on from today.
  app.post('/:code/ship-now', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, shipNowSchema, 'subscription', language);
    const at = now();
    const result = await db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      requireActive(row, language);
      // The order the customer confirmed: a second click, another tab or the scheduler shipped it already.
      if (row.nextShippingDate !== body.shippingDate) {
        throw hydraError(409, say.alreadyShipped(row.nextShippingDate));
      }
      // An order of this subscription not paid yet (cheque, transfer): no other one is sent before it
      // is — stock is not held, nor deliveries counted, for orders nobody pays.
      const [unpaid] = await tx
        .select({ number: orders.number })
        .from(orders)
        .where(
          and(
            or(eq(orders.id, row.originOrderId), eq(orders.subscriptionId, row.id)),
            eq(orders.state, 'completed'),
            eq(orders.paymentState, 'awaiting_payment'),
          ),
        )
        .limit(1);
      if (unpaid) throw hydraError(409, say.awaitingPayment(unpaid.number ?? ''));
      const placed = await placeSubscriptionOrder(tx, row, at, { shipNow: true });
      if (!placed.ok) {
        throw violationError([{ propertyPath: 'items', code: 'product_unavailable', message: say.productUnavailable }]);
      }
      if (placed.failure) {
        // Nothing is kept: the customer updates the card and ships again (SPEC §8 bank message).
        const answer = bankAnswer(placed.failure, language, 'no_card');
        throw violationError([{ propertyPath: 'paymentToken', code: answer.code, message: answer.message }]);
      }
      const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
      return { placed, row, email: customer?.email };
    });
    const { placed, row, email } = result;
    if (email) {
      await outbox.send(
        subscriptionOrderMail(
          placed.language,
          email,
          { code: row.code, ...placed },
          subscriptionUrl(siteOrigin, row.code, placed.language),
        ),
      );
    }
    return jsonLd(
      c,
      {
        '@type': 'ShipNow',
        number: placed.number,
        tokenValue: placed.tokenValue,
        total: placed.total,
        paid: placed.paid,
        nextShippingDate: placed.nextShippingDate,
        message: placed.paid ? say.shippedAndCharged : say.shippedOnPayment,
      },
      201,
    );
  });

  // Abort request (SPEC §3, §5: reason and message required; §9: minimum 2 deliveries).
  app.post('/:code/abort-request', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, abortSubscriptionSchema, 'abort', language);
    const at = now();
    const { row, email } = await db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      if (row.status === 'stopped') throw hydraError(409, say.alreadyStopped);
      if (row.deliveries < SUBSCRIPTION_MIN_DELIVERIES) {
        throw violationError([
          {
            propertyPath: '',
            code: 'minimum_deliveries',
            message: say.minimumDeliveries(SUBSCRIPTION_MIN_DELIVERIES, row.nextShippingDate),
          },
        ]);
      }
      await tx
        .update(subscriptions)
        .set({
          status: 'stopped',
          stoppedAt: at,
          abortReason: body.reason,
          abortMessage: body.message,
          pausedUntil: null,
          pausedFrom: null,
        })
        .where(eq(subscriptions.id, row.id));
      await tx.insert(subscriptionEvents).values({ subscriptionId: row.id, kind: 'stopped', at });
      const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
      return { row, email: customer?.email };
    });
    if (email) {
      const mailLanguage = await subscriptionLanguage(db, row);
      await outbox.send(
        subscriptionStoppedMail(mailLanguage, email, row.code, subscriptionUrl(siteOrigin, row.code, mailLanguage)),
      );
    }
    return jsonLd(c, await view(await own(db, c.get('customerId'), row.code, language), at, language));
  });

  // Contact dialog (SPEC §3 « Subscription contact request: message, subscription code »). The
  // message to the subscription service is the staff's, in French.
  app.post('/:code/contact-requests', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const { message, subscriptionCode } = await readBodyIn(c, contactBodySchema, 'contact', language);
    const row = await own(db, c.get('customerId'), code(c), language);
    if (subscriptionCode !== undefined && subscriptionCode !== row.code) {
      throw violationError([{ propertyPath: 'subscriptionCode', code: 'invalid', message: say.otherSubscription }]);
    }
    const hit = await throttle.hit(LIMITS.contact, clientAddress(c));
    if (!hit.allowed) throw tooMany(c, say.tooManyMessages, hit.retryAfter);
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
    await outbox.send({
      to: SELLER.email,
      subject: `Abonnement ${row.code} : message de ${customer?.email ?? 'un client'}`,
      text: `Abonnement : ${row.code}\nClient : ${customer?.email ?? '—'}\n\n${message}`,
      // The staff's language.
      language: 'fr',
    });
    return jsonLd(c, { '@type': 'SubscriptionContactRequest', message: say.messageSent }, 201);
  });

  // The card of the next orders, given to the gateway by the browser (SPEC §2 « update payment »).
  app.put('/:code/payment-card', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, cardTokenSchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      if (row.status === 'stopped') throw hydraError(409, say.stopped);
      if (!simulators) {
        throw violationError([{ propertyPath: 'paymentToken', code: 'unavailable', message: say.cardPaymentOff }]);
      }
      const card = await claimCard(tx, body.paymentToken, row.customerId, at);
      if (!card) {
        throw violationError([{ propertyPath: 'paymentToken', code: 'invalid', message: say.cardEntryExpired }]);
      }
      const outcome = cardExpired(card.expiryMonth, card.expiryYear, at) ? 'expired' : card.outcome;
      if (outcome !== 'success') {
        const answer = bankAnswer(outcome, language, 'refused');
        throw violationError([{ propertyPath: 'paymentToken', code: answer.code, message: answer.message }]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({
          cardToken: card.token,
          paymentMethodCode: card.brand,
          lastError: row.lastError && CARD_FAILURES.has(row.lastError) ? null : row.lastError,
        })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await view(updated ?? row, at, language, tx));
    });
  });

  // Pause (SPEC §4): for 1 to 3 deliveries, or until a day at most 3 months ahead. Under the
  // modification deadline: once the next order is in preparation it ships, and the pause takes away
  // the deliveries after it (as a date change is deferred). Paused deliveries are no deliveries
  // (SPEC §9's minimum counts the orders made) and get no reminder; the scheduler makes the
  // subscription active again a week before the day it goes on.
  /** Who reads the e-mails of a subscription's change, in their language, with its page's link. */
  async function mailTarget(tx: Tx, row: SubscriptionRow) {
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, row.customerId))
      .limit(1);
    if (!customer) return null;
    const language = await subscriptionLanguage(tx, row);
    return { language, to: customer.email, code: row.code, link: subscriptionUrl(siteOrigin, row.code, language) };
  }

  app.post('/:code/pause', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, pauseSchema, 'pause', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      requireActive(row, language);
      const inProgress = !isNextOrderEditable(row.nextShippingDate, at);
      const first = inProgress ? followingDay(row) : row.nextShippingDate;
      const latest = latestPauseDay(at);
      if (body.until !== undefined) {
        const earliest = addDays(first, 1);
        if (earliest > latest) {
          throw violationError([{ propertyPath: 'until', code: 'out_of_range', message: say.pauseUntilTooFar(first) }]);
        }
        if (body.until < earliest || body.until > latest) {
          throw violationError([
            { propertyPath: 'until', code: 'out_of_range', message: say.pauseUntilOutOfRange(earliest, latest) },
          ]);
        }
      }
      const plan = pausePlan({ first, frequencyInDays: row.frequencyDays, ...body });
      const pause = { status: 'paused', pausedUntil: plan.resumeOn, pausedFrom: first };
      const [updated] = await tx
        .update(subscriptions)
        .set(
          inProgress
            ? { ...pause, followingShippingDate: plan.resumeOn }
            : { ...pause, nextShippingDate: plan.resumeOn, followingShippingDate: null, nextFrequencyDays: null },
        )
        .where(eq(subscriptions.id, row.id))
        .returning();
      await tx.insert(subscriptionEvents).values({
        subscriptionId: row.id,
        kind: 'paused',
        skippedDays: plan.skipped,
        nextShippingDate: plan.resumeOn,
        at,
      });
      // SPEC §4: the customer is told, in the transaction of the pause (ADR 0026).
      const target = await mailTarget(tx, row);
      if (target) await sendSubscriptionPausedMail(outbox, { ...target, until: plan.resumeOn }, { tx });
      return jsonLd(c, await view(updated ?? row, at, language, tx));
    });
  });

  // Skip one delivery (SPEC §4): the next one while it may change, else the one after it. The
  // subscription stays active; the delivery taken away is no delivery.
  app.post('/:code/skip', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    const body = await readBodyIn(c, skipDeliverySchema, 'subscription', language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      requireActive(row, language);
      const inProgress = !isNextOrderEditable(row.nextShippingDate, at);
      const skipped = inProgress ? followingDay(row) : row.nextShippingDate;
      // The delivery the customer saw: a second click, or another tab, skips nothing more.
      if (body.shippingDate !== skipped) throw hydraError(409, say.notThatDelivery(skipped));
      const [updated] = await tx
        .update(subscriptions)
        .set(
          inProgress
            ? { followingShippingDate: addDays(skipped, row.frequencyDays) }
            : { nextShippingDate: followingDay(row), followingShippingDate: null, nextFrequencyDays: null },
        )
        .where(eq(subscriptions.id, row.id))
        .returning();
      const result = updated ?? row;
      await tx.insert(subscriptionEvents).values({
        subscriptionId: row.id,
        kind: 'skipped',
        skippedDays: [skipped],
        nextShippingDate: inProgress ? followingDay(result) : result.nextShippingDate,
        at,
      });
      return jsonLd(c, await view(result, at, language, tx));
    });
  });

  // Resume (SPEC §4): the deliveries go on from the first one the pause took away, or from the
  // first day that can still be changed (4 days ahead) when that one has passed; a pause that
  // waited for an order in preparation is simply taken back.
  app.post('/:code/resume', async (c) => {
    const language = readLocale(c);
    const say = subscriptionTexts(language);
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), language, { lock: true });
      if (row.status === 'stopped') throw hydraError(409, say.stopped);
      if (row.status !== 'paused') throw hydraError(409, say.notPaused);
      const active = { status: 'active', pausedUntil: null, pausedFrom: null, followingShippingDate: null };
      let change: Partial<SubscriptionRow> = active;
      if (!nextShipsBeforePause(row)) {
        const { earliest } = shippingDateRange(at);
        const back = row.pausedFrom && row.pausedFrom > earliest ? row.pausedFrom : earliest;
        change = { ...active, nextShippingDate: back < row.nextShippingDate ? back : row.nextShippingDate };
      }
      const [updated] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, row.id)).returning();
      const result = updated ?? row;
      await tx
        .insert(subscriptionEvents)
        .values({ subscriptionId: row.id, kind: 'resumed', nextShippingDate: result.nextShippingDate, at });
      const target = await mailTarget(tx, row);
      if (target) {
        await sendSubscriptionResumedMail(outbox, { ...target, nextShippingDate: result.nextShippingDate }, { tx });
      }
      return jsonLd(c, await view(result, at, language, tx));
    });
  });

  // What the customer did to the schedule (pauses, skips, resumes, the stop), newest first: the history's.
  app.get('/:code/events', async (c) => {
    const row = await own(db, c.get('customerId'), code(c), readLocale(c));
    const events = await db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, row.id))
      .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));
    const members = events.map((event) => ({
      '@type': 'SubscriptionEvent',
      kind: event.kind,
      skippedDays: event.skippedDays as string[],
      nextShippingDate: event.nextShippingDate,
      at: event.at.toISOString(),
    }));
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
  });

  app.get('/:code/orders', async (c) => {
    const row = await own(db, c.get('customerId'), code(c), readLocale(c));
    // Each order with its lines, shipment and payment in the same query.
    const made = await db
      .select(orderWithParts)
      .from(orders)
      .where(or(eq(orders.subscriptionId, row.id), eq(orders.id, row.originOrderId)))
      .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id));
    const members = made.map((order) => viewOf(partsOf(order)));
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
  });

  return app;
}
