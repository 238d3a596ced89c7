import type { Locale } from '@gamelle/domain';
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { customers, orders, payments, shipments, subscriptions } from '../db/schema.js';
import { languageOf } from '../mail/language.js';
import { orderCancelledMail } from '../mail/order-mails.js';
import type { Outbox } from '../mail/outbox.js';
import { giveStockBack } from './stock.js';
import { loadParts, type Tx } from './store.js';

/**
 * Orders nobody pays (a cheque, a transfer or a PayPal approval that never comes). Their stock is
 * taken when they are placed (the shopper was promised the goods), so an order left unpaid would
 * hold it for good — and anyone could empty a product with orders they never pay. Two rules:
 * - a customer has at most `MAX_UNPAID_ORDERS` orders awaiting payment at once: the checkout
 *   refuses a further delayed payment (a card, paid at once, is always accepted);
 * - an order still unpaid `UNPAID_ORDER_DAYS` days after it was placed is cancelled: its stock goes
 *   back, its customer is told, and a subscription it began is stopped with it.
 * The cancellation runs with the subscription scheduler, on every instance: each order is claimed by
 * one conditional update, so instances racing cancel it once (ADR 0022).
 */

/** Days a cheque or a transfer has to arrive (a cheque sent by post, a transfer of a few days). */
export const UNPAID_ORDER_DAYS = 14;
/** Orders awaiting payment a customer may have at once. */
export const MAX_UNPAID_ORDERS = 2;
/**
 * The payment states of a placed order not paid (yet): awaited (cheque, transfer, PayPal), or
 * refused (a subscription's card), the customer to pay it again.
 */
export const UNPAID_STATES = ['awaiting_payment', 'payment_failed'];
/** `abortReason` of a subscription stopped because its first order was never paid. */
export const UNPAID_FIRST_ORDER = 'unpaid_first_order';

/**
 * How many orders the customer placed themself await their payment (a subscription's orders, made
 * on their dates, are not theirs to hold back). Their row is locked first: two carts completed at
 * the same instant count one after the other.
 */
export async function unpaidOrdersOf(tx: Tx, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.state, 'completed'),
        isNull(orders.subscriptionId),
        inArray(orders.paymentState, UNPAID_STATES),
      ),
    );
  return row?.n ?? 0;
}

/** The checkout's refusal of one more delayed payment, in the cart's language. */
export function unpaidOrdersMessage(language: Locale): string {
  return language === 'nl'
    ? `U hebt al ${MAX_UNPAID_ORDERS} bestellingen die op betaling wachten: betaal ze eerst, of betaal deze met een bankkaart.`
    : `Vous avez déjà ${MAX_UNPAID_ORDERS} commandes en attente de paiement : réglez-les d’abord, ou payez celle-ci par carte.`;
}

/**
 * Cancels the orders unpaid for `UNPAID_ORDER_DAYS` days at `now` (at most `batch` a run): stock
 * given back, payment and shipment cancelled, a subscription begun by the order stopped, one it
 * made counting one delivery less; then its customer told. Returns the numbers cancelled.
 */
export async function cancelUnpaidOrders({
  db,
  now,
  outbox,
  siteOrigin = 'https://gamelle.example',
  batch = 100,
  customerId,
}: {
  db: Database;
  now: Date;
  outbox: Outbox;
  siteOrigin?: string;
  batch?: number;
  /** One customer's orders only (an operator's run for one account; tests sharing a database). */
  customerId?: number;
}): Promise<string[]> {
  const before = new Date(now.getTime() - UNPAID_ORDER_DAYS * 86_400_000);
  const overdue = and(
    eq(orders.state, 'completed'),
    inArray(orders.paymentState, UNPAID_STATES),
    lte(orders.checkoutCompletedAt, before),
    customerId === undefined ? undefined : eq(orders.customerId, customerId),
  );
  const due = await db.select({ id: orders.id }).from(orders).where(overdue).orderBy(orders.id).limit(batch);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Locked first, as the completion, a recorded payment and a PayPal capture lock it: a payment
      // that got there first leaves nothing to cancel here, nor does another instance.
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), overdue))
        .for('update');
      if (!locked) return null;
      const [row] = await tx
        .update(orders)
        .set({ state: 'cancelled', paymentState: 'cancelled', shippingState: 'cancelled', updatedAt: now })
        .where(eq(orders.id, id))
        .returning();
      if (!row) return null;
      await tx.update(payments).set({ state: 'cancelled', updatedAt: now }).where(eq(payments.orderId, row.id));
      await tx.update(shipments).set({ state: 'cancelled' }).where(eq(shipments.orderId, row.id));
      // Subscriptions before products, as the scheduler and ship now lock them (no deadlock). One
      // whose first order was never paid never began: stopped, with the reason.
      const stopped = await tx
        .update(subscriptions)
        .set({ status: 'stopped', stoppedAt: now, abortReason: UNPAID_FIRST_ORDER })
        .where(
          and(eq(subscriptions.originOrderId, row.id), inArray(subscriptions.status, ['active', 'paused', 'error'])),
        )
        .returning({ code: subscriptions.code });
      // An order the scheduler made counted as a delivery unless its card was refused.
      if (row.subscriptionId !== null && locked.paymentState === 'awaiting_payment') {
        await tx
          .update(subscriptions)
          .set({ deliveries: sql`greatest(${subscriptions.deliveries} - 1, 0)` })
          .where(eq(subscriptions.id, row.subscriptionId));
      }
      await giveStockBack(tx, (await loadParts(tx, row)).items);
      return { row, subscriptions: stopped.map((subscription) => subscription.code) };
    });
    if (!done) continue;
    const { row } = done;
    cancelled.push(row.number ?? String(row.id));
    if (row.email) {
      await outbox.send(
        orderCancelledMail(
          languageOf(row.localeCode),
          row.email,
          { number: row.number ?? '', total: row.total, subscriptions: done.subscriptions, days: UNPAID_ORDER_DAYS },
          siteOrigin,
        ),
      );
    }
  }
  return cancelled;
}
