import {
  abortSubscriptionSchema,
  addDays,
  addressSchema,
  applyCouponBodySchema,
  type ConstraintViolation,
  findCarrier,
  formMessage,
  frequencyChangeSchema,
  isDeliveryCountry,
  isNextOrderEditable,
  MESSAGES_FR,
  modificationLimitDate,
  nextOrderLineSchema,
  SUBSCRIPTION_MIN_DELIVERIES,
  shipNowSchema,
  shippingDateChangeSchema,
  shippingDateRange,
  subscriptionContactSchema,
} from '@gamelle/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { clientAddress, LIMITS, type Throttle, tooMany } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { customers, gatewayCards, orders, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';
import type { Outbox } from '../mail/outbox.js';
import { subscriptionOrderMail, subscriptionStoppedMail } from '../mail/subscription-mails.js';
import { BANK_ANSWERS, cardExpired } from '../orders/gateway.js';
import { findPickupPoint } from '../orders/pickup-points.js';
import {
  draftLines,
  frenchDate,
  type Line,
  nextLines,
  placeSubscriptionOrder,
  priceNextOrder,
  subscriptionLanguage,
  subscriptionUrl,
} from '../orders/scheduler.js';
import { SELLER } from '../orders/seller.js';
import { findVariant, loadParts, type Tx, viewOf } from '../orders/store.js';
import { SIMULATORS_OFF } from '../simulators/config.js';
import { claimCard } from '../simulators/payments.js';
import { addressViolations, codeOf, deliveryCountryViolation, pickupPointFor } from './checkout/steps.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Db = Database | Tx;

/** What the scheduler writes in `lastError` when the card could not be charged. */
const CARD_FAILURES = new Set(['no_card', 'card_expired', 'refused', 'insufficient_funds', 'expired']);

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
 * The customer's subscriptions (issue 7 read endpoints, issue 24 self-service): list, detail, the
 * next order with its changes for that order only or for every order, frequency, date, ship now,
 * stop with a reason, a message to the subscription service, the card. Owner only (404 to anyone
 * else); every rule is the server's (deadline in Paris time, minimum deliveries, stock, prices).
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

  async function view(row: SubscriptionRow, at: Date, tx: Db = db) {
    const [card] = row.cardToken
      ? await tx.select().from(gatewayCards).where(eq(gatewayCards.token, row.cardToken)).limit(1)
      : [];
    const lines = await draftLines(tx, row.items as Line[]);
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
      followingShippingDate:
        row.followingShippingDate ?? addDays(row.nextShippingDate, row.nextFrequencyDays ?? row.frequencyDays),
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

  async function nextOrder(row: SubscriptionRow, at: Date, tx: Db = db) {
    const standing = row.items as Line[];
    const lines = await draftLines(tx, nextLines(row));
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
        : row.status !== 'active'
          ? 'Cet abonnement n’est plus actif : sa prochaine commande ne peut pas être modifiée.'
          : `Votre prochaine commande est en préparation : elle pouvait être modifiée jusqu’au ${frenchDate(modificationLimitDate(row.nextShippingDate))} inclus.`,
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
      couponProblem: price.couponRefusal
        ? formMessage('subscription', 'couponCode', price.couponRefusal.code, { params: price.couponRefusal.params })
        : null,
      discountTotal: price.discountTotal,
      shippingTotal: price.shippingTotal,
      total: price.total,
      shippingMethod: carrier ? { code: carrier.code, name: carrier.name } : null,
      shippingAddress: row.shippingAddress,
      pickupPoint: row.pickupPoint,
    };
  }

  /** The customer's subscription by its code, locked for a change when in a transaction. */
  async function own(tx: Db, customerId: number, code: string, { lock = false } = {}) {
    const query = tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.code, code), eq(subscriptions.customerId, customerId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    return row;
  }

  const requireActive = (row: SubscriptionRow) => {
    if (row.status !== 'active') {
      throw hydraError(
        409,
        row.status === 'stopped'
          ? 'Cet abonnement est arrêté : il ne peut plus être modifié.'
          : 'Cet abonnement est en erreur : écrivez au service abonnement pour le reprendre.',
      );
    }
  };

  /** The subscription, locked, while its next order may still be changed (409 with the reason after). */
  async function lockEditable(tx: Tx, customerId: number, subscriptionCode: string, at: Date) {
    const row = await own(tx, customerId, subscriptionCode, { lock: true });
    requireActive(row);
    if (!isNextOrderEditable(row.nextShippingDate, at)) {
      throw hydraError(409, (await nextOrder(row, at, tx)).lockedReason ?? MESSAGES_FR.genericError);
    }
    return row;
  }

  const code = (c: { req: { param: (name: 'code') => string } }) => c.req.param('code');

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, c.get('customerId')))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    const at = now();
    return jsonLd(c, {
      '@id': '/api/v2/shop/subscriptions',
      '@type': 'hydra:Collection',
      'hydra:member': await Promise.all(rows.map((row) => view(row, at))),
      'hydra:totalItems': rows.length,
    });
  });

  app.get('/:code', async (c) => jsonLd(c, await view(await own(db, c.get('customerId'), code(c)), now())));

  app.get('/:code/next-order', async (c) =>
    jsonLd(c, await nextOrder(await own(db, c.get('customerId'), code(c)), now())),
  );

  // A line of the next order set to a quantity (0 takes it out), for that order or for every order.
  app.patch('/:code/next-order/items', async (c) => {
    const body = await readBody(c, nextOrderLineSchema, 'subscription');
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at);
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
        // What the shop sells, as the cart checks it: a visible variant with an integer subscription price.
        const found = await findVariant(tx, body.variantCode);
        const price = found?.variant.base_price_subscription;
        if (!found || found.variant.show_variant === false || typeof price !== 'number' || !Number.isInteger(price)) {
          throw violationError([
            {
              propertyPath: 'variantCode',
              code: 'unavailable',
              message: 'Ce produit n’est pas proposé en abonnement.',
            },
          ]);
        }
        const [priced] = await draftLines(tx, [{ variantCode: body.variantCode, quantity: body.quantity }]);
        const violation = (message: string): ConstraintViolation => ({
          propertyPath: 'quantity',
          code: 'unavailable',
          message,
        });
        if (!priced || priced.unitPrice === null) {
          throw violationError([
            { ...violation('Ce produit n’est pas proposé en abonnement.'), propertyPath: 'variantCode' },
          ]);
        }
        if (!priced.available) {
          throw violationError([violation('Ce produit n’est pas disponible dans cette quantité pour le moment.')]);
        }
      }
      const standing = row.items as Line[];
      const next = set(nextLines(row), nextOnly && !standing.some((l) => l.variantCode === body.variantCode));
      const every = nextOnly ? standing : set(standing, false);
      if (next.length === 0 || every.length === 0) {
        throw violationError([
          {
            propertyPath: 'quantity',
            code: 'last_line',
            message:
              'Votre abonnement garde au moins un produit : pour l’arrêter, faites une demande d’arrêt depuis l’onglet « Abonnement ».',
          },
        ]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ items: every, nextItems: sameLines(next, every) && !next.some((l) => l.upsell) ? null : next })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, tx));
    });
  });

  // A promotion code for the next order alone (issue 24 « coupon »), judged by the cart's rules
  // against that order; spent when the order is made.
  app.patch('/:code/next-order/coupon', async (c) => {
    const body = await readBody(c, applyCouponBodySchema, 'subscription');
    const couponCode = body.couponCode.toUpperCase();
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at);
      const price = await priceNextOrder(
        tx,
        { ...row, nextCouponCode: couponCode },
        await draftLines(tx, nextLines(row)),
      );
      if (price.couponRefusal) {
        const { code: refusal, params } = price.couponRefusal;
        throw violationError([
          {
            propertyPath: 'couponCode',
            code: refusal,
            message: formMessage('subscription', 'couponCode', refusal, { params }),
          },
        ]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ nextCouponCode: couponCode })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, tx));
    });
  });

  app.delete('/:code/next-order/coupon/:coupon', async (c) =>
    db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at);
      if (row.nextCouponCode !== c.req.param('coupon').toUpperCase()) {
        throw hydraError(404, 'Ce code promo n’est pas appliqué à la prochaine commande.');
      }
      const [updated] = await tx
        .update(subscriptions)
        .set({ nextCouponCode: null })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await nextOrder(updated ?? row, at, tx));
    }),
  );

  // The delivery of the next order and of every one after it (SPEC §2 « update … shipping »), by
  // the checkout's rules: a delivered country, the carrier's mobile, a pickup point of the network
  // for the pickup carrier (SPEC §8 « choose another pickup point or carrier »). Only while the next
  // order may change: once in preparation it ships where it was planned.
  app.put('/:code/shipping', async (c) => {
    const body = await readBody(c, shippingChangeSchema, 'subscription');
    return db.transaction(async (tx) => {
      const at = now();
      const row = await lockEditable(tx, c.get('customerId'), code(c), at);
      const carrier = findCarrier(codeOf(body.shippingMethod));
      const violations = addressViolations('shippingAddress', body.shippingAddress, carrier?.mobileRequired);
      const notDelivered =
        violations.length === 0 ? deliveryCountryViolation('shippingAddress', body.shippingAddress) : null;
      if (notDelivered) violations.push(notDelivered);
      if (!carrier) {
        violations.push({
          propertyPath: 'shippingMethod',
          code: 'invalid',
          message: 'Ce mode de livraison n’est pas proposé.',
        });
      }
      const city = (body.shippingAddress as { city?: unknown } | null)?.city;
      const { pickupPoint, violation } = carrier
        ? pickupPointFor(carrier, body.pickupPoint, city)
        : { pickupPoint: null, violation: null };
      if (violation) violations.push(violation);
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
      return jsonLd(c, await nextOrder(updated ?? row, at, tx));
    });
  });

  // Frequency (SPEC §3's ten), for the gap after the next order only or for every order: either
  // way it takes effect for the order after next (SPEC §4), the next one keeps its announced day.
  app.patch('/:code/frequency', async (c) => {
    const body = await readBody(c, frequencyChangeSchema, 'subscription');
    return db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), { lock: true });
      requireActive(row);
      const change =
        body.scope === 'all'
          ? { frequencyDays: body.frequencyInDays, nextFrequencyDays: null }
          : { nextFrequencyDays: body.frequencyInDays === row.frequencyDays ? null : body.frequencyInDays };
      const [updated] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, row.id)).returning();
      return jsonLd(c, await view(updated ?? row, now(), tx));
    });
  });

  // The next delivery's day; while the next order is in progress (past its limit), the day of the
  // one after it (SPEC §4 « A shipment in progress defers a date change to the following one »).
  app.patch('/:code/shipping-date', async (c) => {
    const body = await readBody(c, shippingDateChangeSchema, 'subscription');
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), { lock: true });
      requireActive(row);
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
              ? `Votre prochaine commande est déjà en préparation pour le ${frenchDate(row.nextShippingDate)} : choisissez la date de la suivante, entre le ${frenchDate(earliest)} et le ${frenchDate(range.latest)}.`
              : `Choisissez une date entre le ${frenchDate(earliest)} et le ${frenchDate(range.latest)}.`,
          },
        ]);
      }
      const [updated] = await tx
        .update(subscriptions)
        .set(inProgress ? { followingShippingDate: day } : { nextShippingDate: day, followingShippingDate: null })
        .where(eq(subscriptions.id, row.id))
        .returning();
      return jsonLd(c, await view(updated ?? row, at, tx));
    });
  });

  // « Expédier maintenant » (SPEC §2, §9): the next order made and charged at once, the schedule
  // moved on from today.
  app.post('/:code/ship-now', async (c) => {
    const body = await readBody(c, shipNowSchema, 'subscription');
    const at = now();
    const result = await db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), { lock: true });
      requireActive(row);
      // The order the customer confirmed: a second click, another tab or the scheduler shipped it already.
      if (row.nextShippingDate !== body.shippingDate) {
        throw hydraError(
          409,
          `Cette commande a déjà été expédiée : votre prochaine livraison est prévue le ${frenchDate(row.nextShippingDate)}.`,
        );
      }
      const placed = await placeSubscriptionOrder(tx, row, at, { shipNow: true });
      if (!placed.ok) {
        throw violationError([
          {
            propertyPath: 'items',
            code: 'product_unavailable',
            message:
              'Un produit de votre prochaine commande est indisponible : retirez-le ou remplacez-le, puis réessayez.',
          },
        ]);
      }
      if (placed.failure) {
        // Nothing is kept: the customer updates the card and ships again (SPEC §8 bank message).
        const answer = BANK_ANSWERS[placed.failure as keyof typeof BANK_ANSWERS] ?? {
          message: placed.failure === 'card_expired' ? 'Carte expirée' : 'Aucune carte enregistrée',
          code: placed.failure === 'card_expired' ? '54' : '00',
        };
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
        message: placed.paid
          ? 'Votre commande sera expédiée et débitée sous 24 heures ouvrées.'
          : 'Votre commande est enregistrée : elle sera expédiée sous 24 heures ouvrées après réception de votre règlement.',
      },
      201,
    );
  });

  // Abort request (SPEC §3, §5: reason and message required; §9: minimum 2 deliveries).
  app.post('/:code/abort-request', async (c) => {
    const body = await readBody(c, abortSubscriptionSchema, 'abort');
    const at = now();
    const { row, email } = await db.transaction(async (tx) => {
      const row = await own(tx, c.get('customerId'), code(c), { lock: true });
      if (row.status === 'stopped') throw hydraError(409, 'Cet abonnement est déjà arrêté.');
      if (row.deliveries < SUBSCRIPTION_MIN_DELIVERIES) {
        throw violationError([
          {
            propertyPath: '',
            code: 'minimum_deliveries',
            message: `Un abonnement compte au moins ${SUBSCRIPTION_MIN_DELIVERIES} livraisons : vous pourrez arrêter le vôtre après sa prochaine livraison, le ${frenchDate(row.nextShippingDate)}.`,
          },
        ]);
      }
      await tx
        .update(subscriptions)
        .set({ status: 'stopped', stoppedAt: at, abortReason: body.reason, abortMessage: body.message })
        .where(eq(subscriptions.id, row.id));
      const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
      return { row, email: customer?.email };
    });
    if (email) {
      const language = await subscriptionLanguage(db, row);
      await outbox.send(
        subscriptionStoppedMail(language, email, row.code, subscriptionUrl(siteOrigin, row.code, language)),
      );
    }
    return jsonLd(c, await view(await own(db, c.get('customerId'), row.code), at));
  });

  // Contact dialog (SPEC §3 « Subscription contact request: message, subscription code »).
  app.post('/:code/contact-requests', async (c) => {
    const { message, subscriptionCode } = await readBody(c, contactBodySchema, 'contact');
    const row = await own(db, c.get('customerId'), code(c));
    if (subscriptionCode !== undefined && subscriptionCode !== row.code) {
      throw violationError([
        { propertyPath: 'subscriptionCode', code: 'invalid', message: 'Ce message ne concerne pas cet abonnement.' },
      ]);
    }
    const hit = await throttle.hit(LIMITS.contact, clientAddress(c));
    if (!hit.allowed) throw tooMany(c, LIMITS.contact.message, hit.retryAfter);
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
    await outbox.send({
      to: SELLER.email,
      subject: `Abonnement ${row.code} : message de ${customer?.email ?? 'un client'}`,
      text: `Abonnement : ${row.code}\nClient : ${customer?.email ?? '—'}\n\n${message}`,
    });
    return jsonLd(c, { '@type': 'SubscriptionContactRequest', message: 'Votre message a été envoyé' }, 201);
  });

  // The card of the next orders, given to the gateway by the browser (SPEC §2 « update payment »).
  app.put('/:code/payment-card', async (c) => {
    const body = await readBody(c, cardTokenSchema, 'subscription');
    return db.transaction(async (tx) => {
      const at = now();
      const row = await own(tx, c.get('customerId'), code(c), { lock: true });
      if (row.status === 'stopped') throw hydraError(409, 'Cet abonnement est arrêté : il ne peut plus être modifié.');
      if (!simulators) {
        throw violationError([{ propertyPath: 'paymentToken', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
      }
      const card = await claimCard(tx, body.paymentToken, row.customerId, at);
      if (!card) {
        throw violationError([
          {
            propertyPath: 'paymentToken',
            code: 'invalid',
            message: 'Ces informations de carte ont expiré : saisissez-les à nouveau.',
          },
        ]);
      }
      const outcome = cardExpired(card.expiryMonth, card.expiryYear, at) ? 'expired' : card.outcome;
      if (outcome !== 'success') {
        const answer = BANK_ANSWERS[outcome as keyof typeof BANK_ANSWERS] ?? BANK_ANSWERS.refused;
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
      return jsonLd(c, await view(updated ?? row, at, tx));
    });
  });

  app.get('/:code/orders', async (c) => {
    const row = await own(db, c.get('customerId'), code(c));
    const made = await db
      .select()
      .from(orders)
      .where(or(eq(orders.subscriptionId, row.id), eq(orders.id, row.originOrderId)))
      .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id));
    const members = await Promise.all(made.map(async (order) => viewOf(await loadParts(db, order))));
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
  });

  return app;
}
