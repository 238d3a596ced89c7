import { randomBytes } from 'node:crypto';
import {
  addressSchema,
  CARRIERS,
  type ConstraintViolation,
  DELIVERY_COUNTRIES,
  emailSchema,
  findCarrier,
  formatPrice,
  isDeliveryCountry,
  isPostcodeValidForCountry,
  MESSAGES_FR,
  PAYMENT_METHODS,
  type Product,
  shippingCost,
  violationsFromZod,
} from '@gamelle/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { customers, idempotencyKeys, orders, payments, products, shipments, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd, peekJson, readBody, violationError } from '../http/problems.js';
import { logError } from '../log.js';
import type { Outbox } from '../mail/outbox.js';
import { BANK_ANSWERS, cardExpired } from '../orders/gateway.js';
import { invoiceAvailableFrom, invoicePdf } from '../orders/invoice.js';
import { findPickupPoint, pickupPointsNear } from '../orders/pickup-points.js';
import {
  couponViolationAtCompletion,
  loadParts,
  type OrderParts,
  settleOrder,
  type Tx,
  viewOf,
} from '../orders/store.js';
import type { OrderRow } from '../orders/view.js';
import { SIMULATORS_OFF } from '../simulators/config.js';
import { approvalSigned, claimCard, createPaypalOrder, findPaypalOrder } from '../simulators/payments.js';
import { type AuthEnv, requireCustomer } from './customers.js';

const DAY_MS = 86_400_000;

/** `/api/v2/shop/shipping-methods/colissimo` or `colissimo`: the code. */
const codeOf = (value: string) => value.split('/').filter(Boolean).at(-1) ?? '';

/** Violations of an address, with paths under its field (`billingAddress.postcode`). */
function addressViolations(field: string, value: unknown, mobileRequired = false): ConstraintViolation[] {
  const parsed = addressSchema({ mobileRequired }).safeParse(value ?? {});
  if (parsed.success) return [];
  return violationsFromZod(parsed.error, 'address').map((v) => ({ ...v, propertyPath: `${field}.${v.propertyPath}` }));
}

const addressingBodySchema = z
  .object({
    email: emailSchema.optional(),
    billingAddress: z.unknown(),
    shippingAddress: z.unknown().optional(),
  })
  .strict();

const shipmentBodySchema = z
  .object({
    shippingMethod: z.string({ error: 'required' }).min(1, 'required'),
    pickupPoint: z.string().min(1).nullable().optional(),
  })
  .strict();

const paymentBodySchema = z.object({ paymentMethod: z.string({ error: 'required' }).min(1, 'required') }).strict();

const completeBodySchema = z
  .object({
    termsAccepted: z.literal(true, { error: 'not_accepted' }),
    notes: z.string().max(1000, 'too_long').nullable().optional(),
    /** The simulated gateway's card token, for visa and mastercard. */
    paymentToken: z.string().min(1).max(255).optional(),
  })
  .strict();

const paypalCaptureBodySchema = z
  .object({
    paypalOrderId: z.string({ error: 'required' }).min(1, 'required').max(255),
    amount: z.number({ error: 'required' }).int(),
    currency: z.string({ error: 'required' }).max(3),
    signature: z.string({ error: 'required' }).min(1, 'required').max(255),
  })
  .strict();

/** Methods that need an outside service (simulated here): refused when the simulators are off. */
const SIMULATED_METHODS: readonly string[] = ['visa', 'mastercard', 'paypal'];

/** Checkout steps in order (Sylius's checkout state machine, SPEC §4). */
const CHECKOUT_ORDER = ['cart', 'addressed', 'shipping_selected', 'payment_selected', 'completed'] as const;
const reached = (state: string, step: (typeof CHECKOUT_ORDER)[number]) =>
  CHECKOUT_ORDER.indexOf(state as (typeof CHECKOUT_ORDER)[number]) >= CHECKOUT_ORDER.indexOf(step);

const stepError = (message: string) => hydraError(409, message);

/**
 * Checkout (issue 7): addressing, shipping (home carrier or pickup point), payment method, and an
 * idempotent completion that checks and takes stock under lock, charges through the simulated card
 * gateway or leaves a delayed payment awaiting, makes the subscriptions and sends the confirmation.
 * Every step needs the order's customer; placed orders are listed and read by their owner only.
 */
export function checkoutRoutes({
  db,
  now,
  keys,
  outbox,
  simulators = true,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  outbox: Outbox;
  /** Card gateway and PayPal reachable (SIMULATORS); off, only cheque and bank transfer are offered. */
  simulators?: boolean;
}) {
  const offered = PAYMENT_METHODS.filter((code) => simulators || !SIMULATED_METHODS.includes(code));
  const app = new Hono<AuthEnv>();
  const auth = requireCustomer(keys, now);

  /**
   * Locks the caller's open order. A cart nobody owns yet becomes the caller's (they are signed
   * in); another customer's order is a 404, as if it did not exist.
   */
  async function lockOwnOrder(tx: Tx, c: Context<AuthEnv>, token: string): Promise<OrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.tokenValue, token)).for('update').limit(1);
    const me = c.get('customerId');
    if (!row || (row.customerId !== null && row.customerId !== me)) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    if (row.customerId === null) {
      const [assigned] = await tx.update(orders).set({ customerId: me }).where(eq(orders.id, row.id)).returning();
      return assigned ?? row;
    }
    return row;
  }

  function requireOpen(row: OrderRow) {
    if (row.state !== 'cart') throw stepError('Cette commande est déjà validée : elle ne peut plus changer.');
  }

  async function requireItems(tx: Tx, row: OrderRow) {
    const parts = await loadParts(tx, row);
    if (parts.items.length === 0) throw stepError('Votre panier est vide.');
    return parts;
  }

  /** SPEC §7 checkout addressing: `PUT /shop/orders/{token}` with e-mail and addresses. */
  async function address(c: Context<AuthEnv>, tx: Tx, row: OrderRow, body: z.infer<typeof addressingBodySchema>) {
    const parts = await requireItems(tx, row);
    const shippingValue = body.shippingAddress ?? body.billingAddress;
    const violations = [
      ...addressViolations('billingAddress', body.billingAddress),
      ...addressViolations('shippingAddress', shippingValue),
    ];
    const country = (shippingValue as { countryCode?: unknown } | null)?.countryCode;
    if (violations.length === 0 && (typeof country !== 'string' || !isDeliveryCountry(country.toUpperCase()))) {
      violations.push({
        propertyPath: 'shippingAddress.countryCode',
        code: 'not_delivered',
        message: `Nous livrons en France, en Belgique et au Luxembourg (${DELIVERY_COUNTRIES.join(', ')}).`,
      });
    }
    if (violations.length > 0) throw violationError(violations);
    const billingAddress = addressSchema().parse(body.billingAddress);
    const shippingAddress = addressSchema().parse(shippingValue);
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, c.get('customerId')))
      .limit(1);
    const at = now();
    // A new address resets the later steps (the carrier may not serve it any more).
    const [updated] = await tx
      .update(orders)
      .set({
        email: body.email ?? customer?.email ?? row.email,
        billingAddress,
        shippingAddress,
        checkoutState: 'addressed',
        updatedAt: at,
      })
      .where(eq(orders.id, row.id))
      .returning();
    if (parts.shipment) {
      await tx
        .update(shipments)
        .set({ methodCode: null, pickupPoint: null })
        .where(eq(shipments.id, parts.shipment.id));
    } else {
      await tx.insert(shipments).values({ orderId: row.id });
    }
    if (parts.payment) {
      await tx.update(payments).set({ methodCode: null, updatedAt: at }).where(eq(payments.id, parts.payment.id));
    } else {
      await tx.insert(payments).values({ orderId: row.id, amount: row.total, updatedAt: at });
    }
    return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, at)));
  }

  // Listing of the customer's placed orders, newest first (issue 7 "list (paginated)").
  app.get('/orders', auth, async (c) => {
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const perPage = Math.min(50, Math.max(1, Number(c.req.query('itemsPerPage') ?? 10) || 10));
    const mine = and(eq(orders.customerId, c.get('customerId')), eq(orders.state, 'completed'));
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(mine),
    ]);
    const members = await Promise.all(rows.map(async (row) => viewOf(await loadParts(db, row))));
    return jsonLd(c, {
      '@context': '/api/v2/contexts/Order',
      '@id': '/api/v2/shop/orders',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': counted?.n ?? 0,
    });
  });

  // SPEC §7 addressing (Sylius `PUT /shop/orders/{token}` with addresses); `{customer}` alone assigns.
  app.put('/orders/:token', auth, async (c, next) => {
    if (!('billingAddress' in (await peekJson(c)))) return next();
    const body = await readBody(c, addressingBodySchema, 'address');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      return address(c, tx, row, body);
    });
  });

  // Carriers for the order's shipping address, with their cost.
  app.get('/orders/:token/shipments/:id{[0-9]+}/methods', auth, async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row || row.customerId !== c.get('customerId')) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    const country = (row.shippingAddress as { countryCode?: string } | null)?.countryCode;
    if (!country || !isDeliveryCountry(country)) throw stepError('Indiquez d’abord l’adresse de livraison.');
    return jsonLd(c, {
      '@type': 'hydra:Collection',
      'hydra:member': CARRIERS.map((carrier) => ({
        '@id': `/api/v2/shop/shipping-methods/${carrier.code}`,
        code: carrier.code,
        name: carrier.name,
        kind: carrier.kind,
        delay: carrier.delay,
        mobileRequired: carrier.mobileRequired,
        price: shippingCost(carrier, country, row.itemsTotal),
      })),
      'hydra:totalItems': CARRIERS.length,
    });
  });

  // Sylius `PATCH /shop/orders/{token}/shipments/{id}` (shipping method, pickup point).
  app.patch('/orders/:token/shipments/:id{[0-9]+}', auth, async (c) => {
    const body = await readBody(c, shipmentBodySchema, 'checkout');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      if (!reached(row.checkoutState, 'addressed')) throw stepError('Indiquez d’abord l’adresse de livraison.');
      const parts = await requireItems(tx, row);
      if (!parts.shipment || parts.shipment.id !== Number(c.req.param('id')))
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const carrier = findCarrier(codeOf(body.shippingMethod));
      if (!carrier) {
        throw violationError([
          { propertyPath: 'shippingMethod', code: 'invalid', message: 'Ce mode de livraison n’est pas proposé.' },
        ]);
      }
      // SPEC §5 "mobile required by the carrier": « Le champ mobile est invalide ».
      if (carrier.mobileRequired) {
        const violations = addressViolations('shippingAddress', row.shippingAddress, true);
        if (violations.length > 0) throw violationError(violations);
      }
      let pickupPoint = null;
      if (carrier.kind === 'pickup') {
        const city = (row.shippingAddress as { city?: string } | null)?.city ?? '';
        pickupPoint = body.pickupPoint ? findPickupPoint(body.pickupPoint, city) : null;
        if (!pickupPoint) {
          throw violationError([
            {
              propertyPath: 'pickupPoint',
              code: body.pickupPoint ? 'invalid' : 'required',
              message: body.pickupPoint
                ? 'Ce point relais n’est pas disponible : choisissez-en un autre ou un autre transporteur.'
                : 'Choisissez un point relais.',
            },
          ]);
        }
      }
      await tx
        .update(shipments)
        .set({ methodCode: carrier.code, pickupPoint })
        .where(eq(shipments.id, parts.shipment.id));
      const [updated] = await tx
        .update(orders)
        .set({ checkoutState: 'shipping_selected' })
        .where(eq(orders.id, row.id))
        .returning();
      return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, now())));
    });
  });

  // Payment methods of SPEC §9.
  app.get('/orders/:token/payments/:id{[0-9]+}/methods', auth, async (c) =>
    jsonLd(c, {
      '@type': 'hydra:Collection',
      'hydra:member': offered.map((code) => ({ '@id': `/api/v2/shop/payment-methods/${code}`, code })),
      'hydra:totalItems': offered.length,
    }),
  );

  // Sylius `PATCH /shop/orders/{token}/payments/{id}` (payment method).
  app.patch('/orders/:token/payments/:id{[0-9]+}', auth, async (c) => {
    const body = await readBody(c, paymentBodySchema, 'checkout');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      if (!reached(row.checkoutState, 'shipping_selected')) throw stepError('Choisissez d’abord un mode de livraison.');
      const parts = await requireItems(tx, row);
      if (!parts.payment || parts.payment.id !== Number(c.req.param('id')))
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const method = codeOf(body.paymentMethod);
      if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
        throw violationError([
          { propertyPath: 'paymentMethod', code: 'invalid', message: 'Ce moyen de paiement n’est pas proposé.' },
        ]);
      }
      if (!(offered as readonly string[]).includes(method)) {
        throw violationError([{ propertyPath: 'paymentMethod', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
      }
      await tx.update(payments).set({ methodCode: method, updatedAt: now() }).where(eq(payments.id, parts.payment.id));
      const [updated] = await tx
        .update(orders)
        .set({ checkoutState: 'payment_selected' })
        .where(eq(orders.id, row.id))
        .returning();
      return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, now())));
    });
  });

  /** Checks and takes the stock of every line, products locked in a fixed order (no deadlock). */
  async function takeStock(tx: Tx, parts: OrderParts) {
    const skus = [...new Set(parts.items.map((item) => item.productSku))].sort();
    const rows = await tx
      .select({ id: products.id, sku: products.sku, data: products.data })
      .from(products)
      .where(inArray(products.sku, skus))
      .orderBy(products.sku)
      .for('update');
    const bySku = new Map(rows.map((r) => [r.sku, { id: r.id, data: structuredClone(r.data) as Product }]));
    const violations: ConstraintViolation[] = [];
    parts.items.forEach((item, index) => {
      const product = bySku.get(item.productSku);
      const variant = product?.data.ProductVariants.find((v) => v.code === item.variantCode);
      const stock = typeof variant?.stock === 'number' ? variant.stock : Number.POSITIVE_INFINITY;
      if (!variant || variant.in_stock === false || stock < item.quantity) {
        const left = Number.isFinite(stock) ? Math.max(0, stock) : 0;
        violations.push({
          propertyPath: `items[${index}].quantity`,
          code: left === 0 ? 'product_unavailable' : 'out_of_stock',
          message:
            left === 0
              ? `${item.productName} (${item.variantName}) n’est plus disponible.`
              : `Il ne reste que ${left} article(s) de ${item.productName} (${item.variantName}) en stock.`,
        });
        return;
      }
      if (Number.isFinite(stock)) {
        variant.stock = stock - item.quantity;
        if (variant.stock === 0) variant.in_stock = false;
      }
    });
    if (violations.length > 0) throw violationError(violations);
    for (const product of bySku.values()) {
      await tx.update(products).set({ data: product.data }).where(eq(products.id, product.id));
    }
  }

  /** Charges a card token through the simulated gateway; throws the bank's answer when refused. */
  async function chargeCard(tx: Tx, method: string, token: string | undefined, customerId: number, at: Date) {
    if (!simulators) {
      throw violationError([{ propertyPath: 'paymentMethod', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
    }
    if (!token) {
      throw violationError([
        { propertyPath: 'paymentToken', code: 'required', message: 'Saisissez les informations de votre carte.' },
      ]);
    }
    // A token is the customer's it was first charged for; another's, or one left unused, does not exist.
    const card = await claimCard(tx, token, customerId, at);
    if (!card) {
      throw violationError([
        {
          propertyPath: 'paymentToken',
          code: 'invalid',
          message: 'Ces informations de carte ont expiré : saisissez-les à nouveau.',
        },
      ]);
    }
    if (card.brand !== method) {
      throw violationError([
        {
          propertyPath: 'paymentToken',
          code: 'brand_mismatch',
          message: `Cette carte n’est pas une carte ${method === 'visa' ? 'Visa' : 'Mastercard'}.`,
        },
      ]);
    }
    const outcome = cardExpired(card.expiryMonth, card.expiryYear, at) ? 'expired' : card.outcome;
    if (outcome !== 'success') {
      const answer = BANK_ANSWERS[outcome as keyof typeof BANK_ANSWERS] ?? BANK_ANSWERS.refused;
      // The front shows « Information bancaire : {message} ({code}) » (SPEC §8).
      throw violationError([{ propertyPath: 'paymentToken', code: answer.code, message: answer.message }]);
    }
    return { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
  }

  /** One subscription per frequency of the order's subscription lines (SPEC §3, issue 7). */
  async function createSubscriptions(tx: Tx, parts: OrderParts, number: string, cardToken: string | null, at: Date) {
    const byInterval = new Map<number, { variantCode: string; quantity: number }[]>();
    for (const item of parts.items) {
      if (item.subscriptionInterval <= 0) continue;
      const lines = byInterval.get(item.subscriptionInterval) ?? [];
      lines.push({ variantCode: item.variantCode, quantity: item.quantity });
      byInterval.set(item.subscriptionInterval, lines);
    }
    for (const [interval, items] of byInterval) {
      await tx.insert(subscriptions).values({
        code: `ABO-${number}-${interval}`,
        customerId: parts.row.customerId ?? 0,
        frequencyDays: interval,
        nextShippingDate: new Date(at.getTime() + interval * DAY_MS).toISOString().slice(0, 10),
        items,
        billingAddress: parts.row.billingAddress ?? {},
        shippingAddress: parts.row.shippingAddress ?? {},
        shippingMethodCode: parts.shipment?.methodCode ?? 'colissimo',
        pickupPoint: parts.shipment?.pickupPoint ?? null,
        paymentMethodCode: parts.payment?.methodCode ?? 'visa',
        cardToken,
        originOrderId: parts.row.id,
        createdAt: at,
      });
    }
  }

  // Sylius `PATCH /shop/orders/{token}/complete`: idempotent (Idempotency-Key, and a completed order
  // answers itself), terms of sale accepted, stock taken under lock, payment charged or awaited.
  app.patch('/orders/:token/complete', auth, async (c) => {
    const body = await readBody(c, completeBodySchema, 'checkout');
    const key = c.req.header('idempotency-key')?.trim() || null;
    if (key && key.length > 255) throw hydraError(400, 'Idempotency-Key : 255 caractères au plus.');
    const me = c.get('customerId');
    const result = await db.transaction(async (tx) => {
      if (key) {
        const [seen] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.customerId, me), eq(idempotencyKeys.key, key)))
          .limit(1);
        if (seen) {
          const [order] = await tx.select().from(orders).where(eq(orders.id, seen.orderId)).limit(1);
          if (!order || order.tokenValue !== c.req.param('token')) {
            throw hydraError(409, 'Cette clé Idempotency-Key a déjà servi pour une autre commande.');
          }
          return { parts: await loadParts(tx, order), placed: false };
        }
      }
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      // A second complete of the same order answers the order placed: no second order, no second charge.
      if (row.state === 'completed') return { parts: await loadParts(tx, row), placed: false };
      requireOpen(row);
      if (!reached(row.checkoutState, 'payment_selected')) throw stepError('Choisissez d’abord un moyen de paiement.');
      const at = now();
      const parts = await settleOrder(tx, row, at);
      if (parts.items.length === 0) throw stepError('Votre panier est vide.');
      // A coupon that no longer holds is not granted: a 422 on couponCode, the shopper removes it (issue 21).
      const couponRefused = await couponViolationAtCompletion(tx, parts);
      if (couponRefused) throw violationError([couponRefused]);
      const method = parts.payment?.methodCode;
      if (!parts.payment || !method) throw stepError('Choisissez d’abord un moyen de paiement.');
      await takeStock(tx, parts);
      const card =
        method === 'visa' || method === 'mastercard' ? await chargeCard(tx, method, body.paymentToken, me, at) : null;
      if (method === 'paypal' && !simulators) {
        throw violationError([{ propertyPath: 'paymentMethod', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
      }
      const number = `G${String(row.id).padStart(6, '0')}`;
      const paid = card !== null;
      // PayPal: the shop asks PayPal for an order of this amount; the buyer approves it there.
      const paypal = method === 'paypal' ? await createPaypalOrder(tx, parts.payment.id, parts.row.total, at) : null;
      await tx
        .update(payments)
        .set({
          state: paid ? 'completed' : 'new',
          amount: parts.row.total,
          details: {
            ...(card ?? {}),
            ...(paypal ? { paypalOrderId: paypal.id } : {}),
            reference: `PAY-${randomBytes(6).toString('hex')}`,
          },
          updatedAt: at,
        })
        .where(eq(payments.id, parts.payment.id));
      await tx.update(shipments).set({ state: 'ready' }).where(eq(shipments.orderId, parts.row.id));
      const [placed] = await tx
        .update(orders)
        .set({
          state: 'completed',
          checkoutState: 'completed',
          paymentState: paid ? 'paid' : 'awaiting_payment',
          shippingState: 'ready',
          number,
          checkoutCompletedAt: at,
          updatedAt: at,
        })
        .where(eq(orders.id, row.id))
        .returning();
      await createSubscriptions(tx, parts, number, paid ? (body.paymentToken ?? null) : null, at);
      if (key) await tx.insert(idempotencyKeys).values({ customerId: me, key, orderId: row.id, createdAt: at });
      return { parts: await loadParts(tx, placed ?? row), placed: true };
    });
    const view = viewOf(result.parts);
    if (result.placed && result.parts.row.email) {
      await outbox
        .send({
          to: result.parts.row.email,
          subject: `Votre commande ${view.number} est confirmée`,
          text: [
            'Bonjour,',
            '',
            `Merci pour votre commande ${view.number} d’un montant de ${formatPrice(view.total)}.`,
            view.payments[0]?.instructions?.text ?? 'Votre paiement est accepté : nous préparons votre colis.',
            '',
            'L’équipe Gamelle',
          ].join('\n'),
        })
        .catch((error: unknown) => logError(`Confirmation de la commande ${view.number} non envoyée`, error));
    }
    return jsonLd(c, view);
  });

  // PayPal's capture (issue 21 item 1): the shop marks the order paid only for an approval PayPal
  // signed for this very order's PayPal order and amount; the browser carries it, cannot forge it.
  app.post('/orders/:token/paypal-capture', auth, async (c) => {
    const body = await readBody(c, paypalCaptureBodySchema, 'checkout');
    if (!simulators) throw hydraError(503, SIMULATORS_OFF.payment);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.tokenValue, c.req.param('token')))
        .for('update')
        .limit(1);
      if (!row || row.customerId !== c.get('customerId') || row.state !== 'completed')
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const parts = await loadParts(tx, row);
      const payment = parts.payment;
      const expected = (payment?.details as { paypalOrderId?: string } | undefined)?.paypalOrderId;
      if (payment?.methodCode !== 'paypal' || !expected) throw hydraError(404, MESSAGES_FR.resourceNotFound);
      if (payment.state !== 'completed') {
        const paypalOrder = await findPaypalOrder(tx, expected);
        const refused = () =>
          violationError([
            {
              propertyPath: 'signature',
              code: 'paypal_refused',
              message: 'PayPal n’a pas confirmé ce paiement : recommencez depuis le bouton PayPal.',
            },
          ]);
        if (
          !paypalOrder?.approvedAt ||
          body.paypalOrderId !== expected ||
          body.amount !== payment.amount ||
          body.currency !== 'EUR' ||
          !approvalSigned(keys, body)
        )
          throw refused();
        const at = now();
        await tx.update(payments).set({ state: 'completed', updatedAt: at }).where(eq(payments.id, payment.id));
        await tx.update(orders).set({ paymentState: 'paid', updatedAt: at }).where(eq(orders.id, row.id));
      }
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id)).limit(1);
      return jsonLd(c, viewOf(await loadParts(tx, fresh ?? row)));
    });
  });

  // The invoice as a PDF, from 7 days after shipping (issue 7); before, a 404 that says when.
  app.get('/orders/:token/invoice', auth, async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row || row.customerId !== c.get('customerId') || row.state !== 'completed')
      throw hydraError(404, MESSAGES_FR.resourceNotFound);
    const parts = await loadParts(db, row);
    const from = invoiceAvailableFrom(parts.shipment?.shippedAt);
    if (!from || now() < from) {
      throw hydraError(
        404,
        from
          ? `La facture sera disponible le ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(from)}, 7 jours après l’expédition de votre commande.`
          : 'La facture sera disponible 7 jours après l’expédition de votre commande.',
      );
    }
    const pdf = await invoicePdf(parts);
    return c.body(pdf as unknown as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="facture-${row.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  // Pickup points near a postcode (issue 7), for the pickup carrier.
  app.get('/pickup-points', async (c) => {
    const countryCode = (c.req.query('countryCode') ?? '').toUpperCase();
    const postcode = (c.req.query('postcode') ?? '').trim();
    const violations: ConstraintViolation[] = [];
    if (!isDeliveryCountry(countryCode)) {
      violations.push({
        propertyPath: 'countryCode',
        code: 'invalid',
        message: 'Choisissez la France, la Belgique ou le Luxembourg.',
      });
    } else if (!isPostcodeValidForCountry(postcode, countryCode)) {
      violations.push({
        propertyPath: 'postcode',
        code: 'postcode_country',
        message: 'Le format du code postal ne correspond pas au pays sélectionné.',
      });
    }
    if (violations.length > 0) throw violationError(violations);
    const points = pickupPointsNear(countryCode, postcode, c.req.query('city') ?? '');
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': points, 'hydra:totalItems': points.length });
  });

  return app;
}
