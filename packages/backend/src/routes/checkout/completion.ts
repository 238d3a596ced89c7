import { randomBytes } from 'node:crypto';
import { addDays, B2B_CHANNEL_CODE, hasOnlyFreeLines, parisDay } from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../../auth/bearer.js';
import { customers, idempotencyKeys, orders, payments, shipments, subscriptions } from '../../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../../http/problems.js';
import { languageOf } from '../../mail/language.js';
import { subscriptionCreatedMail } from '../../mail/subscription-mails.js';
import { confirmedOrderOf, orderConfirmedMail } from '../../mail/templates/order-confirmed.js';
import { minimumMessage, missingForMinimum, professionalOnlyMessage } from '../../orders/b2b.js';
import { freeOnlyMessage, priceChangedMessage, repriceLines } from '../../orders/prices.js';
import { subscriptionUrl } from '../../orders/scheduler.js';
import { stockViolations, takeStock } from '../../orders/stock.js';
import {
  couponViolationAtCompletion,
  loadParts,
  type OrderParts,
  settleOrder,
  type Tx,
  viewOf,
} from '../../orders/store.js';
import { MAX_UNPAID_ORDERS, unpaidOrdersMessage, unpaidOrdersOf } from '../../orders/unpaid.js';
import { SIMULATORS_OFF } from '../../simulators/config.js';
import { createPaypalOrder } from '../../simulators/payments.js';
import { rewardSponsor, tellSponsor } from '../sponsorships.js';
import { checkoutTexts } from './checkout-texts.js';
import { chargeCard } from './payment.js';
import { type CheckoutDeps, lockOwnOrder, reached, requireOpen, stepError } from './steps.js';

const completeBodySchema = z
  .object({
    termsAccepted: z.literal(true, { error: 'not_accepted' }),
    /**
     * The total the shopper saw, in cents: the order is placed at it or not at all (a price moved,
     * a second tab, a retry after a lost answer). Without it, the order is refused once when a
     * line's price moved, then placed at the new one.
     */
    expectedTotal: z.number().int('invalid').nonnegative('invalid').optional(),
    notes: z.string().max(1000, 'too_long').nullable().optional(),
    /** The simulated gateway's card token, for visa and mastercard. */
    paymentToken: z.string().min(1).max(255).optional(),
  })
  .strict();

/** One subscription per frequency of the order's subscription lines (SPEC §3). */
async function createSubscriptions(
  tx: Tx,
  parts: OrderParts,
  number: string,
  cardToken: string | null,
  at: Date,
): Promise<{ code: string; frequencyInDays: number; nextShippingDate: string }[]> {
  const made: { code: string; frequencyInDays: number; nextShippingDate: string }[] = [];
  const byInterval = new Map<number, { variantCode: string; quantity: number }[]>();
  for (const item of parts.items) {
    if (item.subscriptionInterval <= 0) continue;
    const lines = byInterval.get(item.subscriptionInterval) ?? [];
    lines.push({ variantCode: item.variantCode, quantity: item.quantity });
    byInterval.set(item.subscriptionInterval, lines);
  }
  for (const [interval, items] of byInterval) {
    const code = `ABO-${number}-${interval}`;
    const nextShippingDate = addDays(parisDay(at), interval);
    made.push({ code, frequencyInDays: interval, nextShippingDate });
    await tx.insert(subscriptions).values({
      code,
      customerId: parts.row.customerId ?? 0,
      frequencyDays: interval,
      nextShippingDate,
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
  return made;
}

/**
 * The completion of the checkout: an idempotent place of the order that checks and takes stock
 * under lock, charges the card or leaves a delayed payment awaiting, makes the subscriptions and
 * sends the confirmation.
 */
export function completionRoutes({ db, now, outbox, auth, simulators, siteOrigin }: CheckoutDeps) {
  const app = new Hono<AuthEnv>();

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
      if (!reached(row.checkoutState, 'payment_selected'))
        throw stepError(checkoutTexts(languageOf(row.localeCode)).paymentFirst);
      const at = now();
      // The catalogue's prices of now, not those of the day each line was added; a product hidden
      // since is not sold. A price that moved is written and shown before anything is placed.
      const repricing = await repriceLines(tx, (await loadParts(tx, row)).items);
      if (repricing.unavailable.length > 0) {
        throw violationError(
          stockViolations(
            repricing.unavailable.map(({ index, line }) => ({ index, line, left: 0, code: 'product_unavailable' })),
            languageOf(row.localeCode),
          ),
        );
      }
      const parts = await settleOrder(tx, row, at);
      if (parts.items.length === 0) throw stepError(checkoutTexts(languageOf(row.localeCode)).empty);
      // Free samples come with an order: a cart of samples alone is not one.
      if (hasOnlyFreeLines(parts.items)) {
        throw violationError([
          { propertyPath: 'items', code: 'free_only', message: freeOnlyMessage(languageOf(row.localeCode)) },
        ]);
      }
      // A coupon that no longer holds is not granted: a 422 on couponCode, the shopper removes it.
      const couponRefused = await couponViolationAtCompletion(tx, parts);
      if (couponRefused) throw violationError([couponRefused]);
      // Not at a total the shopper has not seen: the new prices are kept (committed) and shown first.
      const moved = body.expectedTotal === undefined ? repricing.changed > 0 : parts.row.total !== body.expectedTotal;
      if (moved) return { repriced: parts };
      // SPEC §1 B2B (ADR 0020): the professional shop sells to professional accounts, from its minimum order.
      if (row.channelCode === B2B_CHANNEL_CODE) {
        const language = languageOf(row.localeCode);
        const [buyer] = await tx
          .select({ professional: customers.professional })
          .from(customers)
          .where(eq(customers.id, me));
        if (!buyer?.professional) {
          throw violationError([
            { propertyPath: 'channelCode', code: 'professional_only', message: professionalOnlyMessage(language) },
          ]);
        }
        const short = missingForMinimum(parts.row);
        if (short)
          throw violationError([
            { propertyPath: 'itemsTotal', code: 'b2b_minimum', message: minimumMessage(language, short) },
          ]);
      }
      const method = parts.payment?.methodCode;
      if (!parts.payment || !method) throw stepError(checkoutTexts(languageOf(row.localeCode)).paymentFirst);
      // A payment that comes later (cheque, transfer, PayPal): not while others are still awaited.
      if (method !== 'visa' && method !== 'mastercard' && (await unpaidOrdersOf(tx, me)) >= MAX_UNPAID_ORDERS) {
        throw violationError([
          {
            propertyPath: 'paymentMethod',
            code: 'unpaid_orders',
            message: unpaidOrdersMessage(languageOf(row.localeCode)),
          },
        ]);
      }
      const shortages = await takeStock(tx, parts.items);
      if (shortages.length > 0) throw violationError(stockViolations(shortages, languageOf(row.localeCode)));
      const card =
        method === 'visa' || method === 'mastercard'
          ? await chargeCard(
              tx,
              simulators,
              method,
              body.paymentToken,
              me,
              at,
              checkoutTexts(languageOf(row.localeCode)),
            )
          : null;
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
      const started = await createSubscriptions(tx, parts, number, paid ? (body.paymentToken ?? null) : null, at);
      // SPEC §2 sponsorships: a friend's first order rewards their sponsor, once.
      // Paid now (a card): at once; otherwise when the payment is recorded (recordPayment).
      const sponsor = paid ? await rewardSponsor(tx, me, row.id, at) : null;
      if (key) await tx.insert(idempotencyKeys).values({ customerId: me, key, orderId: row.id, createdAt: at });
      const done = await loadParts(tx, placed ?? row);
      // The confirmation is queued with the order (ADR 0026): it exists exactly when the order does,
      // and the mail worker sends it, however long the mail server is away.
      if (done.row.email) {
        const view = viewOf(done);
        await outbox.send(
          await orderConfirmedMail(languageOf(done.row.localeCode), done.row.email, confirmedOrderOf(view), siteOrigin),
          { tx },
        );
        // SPEC §4: each subscription the order starts is welcomed, in the order's language.
        const language = languageOf(done.row.localeCode);
        for (const subscription of started) {
          const link = subscriptionUrl(siteOrigin, subscription.code, language);
          await outbox.send(subscriptionCreatedMail(language, done.row.email, { ...subscription, link }), { tx });
        }
      }
      return { parts: done, placed: true, sponsor };
    });
    if (result.repriced) {
      // Committed: the cart holds its new prices, and the shopper sees its new total before paying.
      throw violationError([
        {
          propertyPath: 'total',
          code: 'price_changed',
          message: priceChangedMessage(languageOf(result.repriced.row.localeCode), result.repriced.row.total),
        },
      ]);
    }
    const view = viewOf(result.parts);
    const sponsor = 'sponsor' in result ? result.sponsor : null;
    if (sponsor) await tellSponsor(outbox, sponsor);
    return jsonLd(c, view);
  });

  return app;
}
