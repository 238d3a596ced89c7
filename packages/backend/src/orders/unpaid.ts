import { formatPrice, type Locale } from '@gamelle/domain';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { orders, payments, shipments, subscriptions } from '../db/schema.js';
import { languageOf } from '../mail/language.js';
import type { Outbox, OutgoingMail } from '../mail/outbox.js';
import { SIGNATURES, siteUrl } from '../mail/words.js';
import { giveStockBack } from './stock.js';
import { loadParts, type Tx } from './store.js';

/**
 * Orders nobody pays (a cheque, a transfer or a PayPal approval that never comes). Their stock is
 * taken when they are placed (the shopper was promised the goods), so an order left unpaid would
 * hold it for good — and anyone could empty a product with orders they never pay. Two rules:
 * - a customer has at most `MAX_UNPAID_ORDERS` orders awaiting payment at once: the checkout
 *   refuses a further delayed payment (a card, paid at once, is always accepted);
 * - an order still unpaid `UNPAID_ORDER_DAYS` days after it was placed is cancelled: its stock goes
 *   back, its customer is told, and a subscription it began is cancelled with it.
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

/** How many of the customer's orders await their payment. */
export async function unpaidOrdersOf(db: Database | Tx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.state, 'completed'),
        eq(orders.paymentState, 'awaiting_payment'),
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

/** The e-mail of an order cancelled for want of payment, in the order's language. */
export function orderCancelledMail(
  language: Locale,
  to: string,
  order: { number: string; total: number },
  siteOrigin: string,
): OutgoingMail {
  const total = formatPrice(order.total, { locale: language });
  const link = siteUrl(siteOrigin, '/mon-compte/mes-commandes/', language);
  if (language === 'nl') {
    return {
      to,
      subject: `Uw bestelling ${order.number} is geannuleerd`,
      text: [
        'Goeiedag,',
        '',
        `We hebben ${UNPAID_ORDER_DAYS} dagen na uw bestelling ${order.number} (${total}) nog geen betaling ontvangen: ze is geannuleerd en de producten zijn terug in voorraad.`,
        'Hebt u toch betaald? Neem dan contact op met onze klantendienst: we zoeken het samen uit.',
        `Uw bestellingen: ${link}`,
        '',
        SIGNATURES.team.nl,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Votre commande ${order.number} est annulée`,
    text: [
      'Bonjour,',
      '',
      `Nous n’avons pas reçu le paiement de votre commande ${order.number} (${total}) ${UNPAID_ORDER_DAYS} jours après l’avoir reçue : elle est annulée et ses produits sont remis en stock.`,
      'Vous avez pourtant payé ? Contactez notre service client : nous trouverons ensemble.',
      `Vos commandes : ${link}`,
      '',
      SIGNATURES.team.fr,
    ].join('\n'),
  };
}

/**
 * Cancels the orders unpaid for `UNPAID_ORDER_DAYS` days at `now` (at most `batch` a run): stock
 * given back, payment and shipment cancelled, a subscription begun by the order cancelled, one it
 * made counting one delivery less; then its customer told. Returns the numbers cancelled.
 */
export async function cancelUnpaidOrders({
  db,
  now,
  outbox,
  siteOrigin = 'https://gamelle.example',
  batch = 100,
}: {
  db: Database;
  now: Date;
  outbox: Outbox;
  siteOrigin?: string;
  batch?: number;
}): Promise<string[]> {
  const before = new Date(now.getTime() - UNPAID_ORDER_DAYS * 86_400_000);
  const overdue = and(
    eq(orders.state, 'completed'),
    inArray(orders.paymentState, UNPAID_STATES),
    lte(orders.checkoutCompletedAt, before),
  );
  const due = await db.select({ id: orders.id }).from(orders).where(overdue).orderBy(orders.id).limit(batch);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Claimed by this update: a payment recorded meanwhile, or another instance, leaves nothing here.
      const [row] = await tx
        .update(orders)
        .set({ state: 'cancelled', paymentState: 'cancelled', shippingState: 'cancelled', updatedAt: now })
        .where(and(eq(orders.id, id), overdue))
        .returning();
      if (!row) return null;
      const parts = await loadParts(tx, row);
      await giveStockBack(tx, parts.items);
      await tx.update(payments).set({ state: 'cancelled', updatedAt: now }).where(eq(payments.orderId, row.id));
      await tx.update(shipments).set({ state: 'cancelled' }).where(eq(shipments.orderId, row.id));
      // A subscription whose first order was never paid never began.
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', stoppedAt: now })
        .where(
          and(eq(subscriptions.originOrderId, row.id), inArray(subscriptions.status, ['active', 'paused', 'error'])),
        );
      if (row.subscriptionId !== null) {
        await tx
          .update(subscriptions)
          .set({ deliveries: sql`greatest(${subscriptions.deliveries} - 1, 0)` })
          .where(eq(subscriptions.id, row.subscriptionId));
      }
      return row;
    });
    if (!done) continue;
    cancelled.push(done.number ?? String(done.id));
    if (done.email) {
      await outbox.send(
        orderCancelledMail(
          languageOf(done.localeCode),
          done.email,
          { number: done.number ?? '', total: done.total },
          siteOrigin,
        ),
      );
    }
  }
  return cancelled;
}
