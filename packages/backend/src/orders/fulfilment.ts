import { CARRIERS, findCarrier } from '@gamelle/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { invoiceCounters, orders, payments, shipments } from '../db/schema.js';
import { rewardSponsor } from '../routes/sponsorships.js';
import { loadParts, type OrderParts, type Tx } from './store.js';

/**
 * The warehouse's side, for the back office (`routes/back-office.ts`) and tests: an
 * order whose payment was received leaves with its carrier's tracking number, and gets its
 * invoice number; the invoice can be downloaded 7 days later. A cheque or transfer is recorded
 * as received first (SPEC §2 « The order ships once payment is received »).
 */
export class FulfilmentError extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
    readonly propertyPath?: string,
  ) {
    super(message);
  }
}

const ORDER_NOT_FOUND = 'Commande introuvable : donnez son numéro (G000123) ou son jeton.';

/** The placed order a number (`G000123`) or a token names, locked for the rest of the transaction. */
async function lockPlacedOrder(tx: Tx, reference: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(or(eq(orders.number, reference), eq(orders.tokenValue, reference)))
    .for('update')
    .limit(1);
  if (!order) throw new FulfilmentError(404, ORDER_NOT_FOUND);
  if (order.state === 'cancelled') {
    throw new FulfilmentError(
      409,
      'Cette commande est annulée (son paiement n’est pas arrivé à temps) : rien n’y change plus.',
    );
  }
  if (order.state !== 'completed') throw new FulfilmentError(409, 'Cette commande n’est pas encore validée.');
  return order;
}

/** The year of a date in Paris, which numbers the invoice. */
const parisYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(at));

/**
 * The order's invoice number, taken once from the year's unbroken series (`F2026-000001`): the
 * counter row is incremented in this transaction, so a rolled-back shipment gives its number back.
 */
export async function assignInvoiceNumber(tx: Tx, orderId: number, at: Date): Promise<string> {
  const [current] = await tx
    .select({ number: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (current?.number) {
    await tx.update(orders).set({ invoicedAt: at }).where(eq(orders.id, orderId));
    return current.number;
  }
  const year = parisYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const number = `F${year}-${String(counter?.last ?? 1).padStart(6, '0')}`;
  await tx.update(orders).set({ invoiceNumber: number, invoicedAt: at }).where(eq(orders.id, orderId));
  return number;
}

export interface ShipInput {
  trackingNumber: string;
  /** A carrier's code (`colissimo`…); the one the customer chose when absent. */
  carrier?: string | null;
  /**
   * When the parcel left. Any past day is taken, even one before the order was placed: tests and
   * the demo ship an order « 8 days ago » to see its invoice at once.
   */
  at: Date;
}

/**
 * Marks a placed and paid order shipped with its tracking number, carrier and date, and numbers
 * its invoice. Shipping it again corrects the tracking, carrier or date (the invoice keeps its
 * number, dated the new day).
 */
export async function shipOrder(db: Database, reference: string, input: ShipInput): Promise<OrderParts> {
  const carrier = input.carrier ? findCarrier(input.carrier) : undefined;
  if (input.carrier && !carrier) {
    throw new FulfilmentError(
      422,
      `Transporteur inconnu : choisissez parmi ${CARRIERS.map((c) => c.code).join(', ')}.`,
      'carrier',
    );
  }
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, reference);
    // The customer withdrew before it left (ADR 0028): the acknowledgment told them it would not ship.
    if (order.withdrawnAt && order.shippingState !== 'shipped') {
      throw new FulfilmentError(
        409,
        'Le client s’est rétracté de cette commande avant son expédition : elle ne part pas, elle est à rembourser.',
      );
    }
    if (order.paymentState !== 'paid') {
      throw new FulfilmentError(
        409,
        'Cette commande attend son paiement : elle ne part qu’une fois le paiement reçu.',
        'paymentState',
      );
    }
    await tx
      .update(shipments)
      .set({
        state: 'shipped',
        trackingNumber: input.trackingNumber,
        shippedAt: input.at,
        ...(carrier ? { methodCode: carrier.code } : {}),
      })
      .where(eq(shipments.orderId, order.id));
    await tx.update(orders).set({ shippingState: 'shipped', updatedAt: input.at }).where(eq(orders.id, order.id));
    await assignInvoiceNumber(tx, order.id, input.at);
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    return loadParts(tx, fresh ?? order);
  });
}

/**
 * Records that the payment of a placed order was received (a cheque cashed, a transfer credited,
 * a failed card paid another way): the order becomes paid and can ship. Recording it twice changes
 * nothing.
 */
export async function recordPayment(
  db: Database,
  reference: string,
  at: Date,
): Promise<{ parts: OrderParts; sponsor: Awaited<ReturnType<typeof rewardSponsor>> }> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, reference);
    let sponsor: Awaited<ReturnType<typeof rewardSponsor>> = null;
    if (order.paymentState !== 'paid') {
      await tx.update(payments).set({ state: 'completed', updatedAt: at }).where(eq(payments.orderId, order.id));
      await tx.update(orders).set({ paymentState: 'paid', updatedAt: at }).where(eq(orders.id, order.id));
      // SPEC §2 sponsorships: a friend's first order rewards their sponsor once it is paid.
      if (order.customerId !== null) sponsor = await rewardSponsor(tx, order.customerId, order.id, at);
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    return { parts: await loadParts(tx, fresh ?? order), sponsor };
  });
}
