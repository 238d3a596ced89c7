import { findCarrier, includedVat, isDeliveryCountry, type Product, shippingCost } from '@gamelle/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { orderItems, orders, payments, products, promotionCoupons, shipments } from '../db/schema.js';
import { type ItemRow, type OrderRow, type PaymentRow, type ShipmentRow, serializeOrder } from './view.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export interface OrderParts {
  row: OrderRow;
  items: ItemRow[];
  shipment: ShipmentRow | null;
  payment: PaymentRow | null;
}

export const loadItems = (db: Db, orderId: number) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** The order with its lines, shipment and payment. */
export async function loadParts(db: Db, row: OrderRow): Promise<OrderParts> {
  const [items, [shipment], [payment]] = await Promise.all([
    loadItems(db, row.id),
    db.select().from(shipments).where(eq(shipments.orderId, row.id)).limit(1),
    db.select().from(payments).where(eq(payments.orderId, row.id)).limit(1),
  ]);
  return { row, items, shipment: shipment ?? null, payment: payment ?? null };
}

export const viewOf = (parts: OrderParts) => serializeOrder(parts.row, parts.items, parts.shipment, parts.payment);

function countryOf(address: unknown): string | null {
  const code = (address as { countryCode?: unknown } | null)?.countryCode;
  return typeof code === 'string' ? code : null;
}

/**
 * Recomputes an open order's totals from its lines, coupon and carrier (issue 7 "totals computed by
 * the server"): items, coupon discount, shipping by carrier and country (free above the threshold
 * for the carriers it applies to), total TTC and the VAT it includes; the payment follows the total.
 */
export async function settleOrder(tx: Tx, row: OrderRow, now: Date): Promise<OrderParts> {
  const parts = await loadParts(tx, row);
  const itemsTotal = parts.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  let couponCode = row.couponCode;
  let discountTotal = 0;
  if (couponCode) {
    const [coupon] = await tx.select().from(promotionCoupons).where(eq(promotionCoupons.code, couponCode)).limit(1);
    if (coupon?.active && itemsTotal >= coupon.minimumItemsTotal) discountTotal = Math.min(coupon.amount, itemsTotal);
    else if (parts.items.length === 0) couponCode = null;
  }
  const carrier = parts.shipment?.methodCode ? findCarrier(parts.shipment.methodCode) : undefined;
  const country = countryOf(row.shippingAddress);
  const shippingTotal =
    carrier && country && isDeliveryCountry(country) && parts.items.length > 0
      ? shippingCost(carrier, country, itemsTotal)
      : 0;
  const total = itemsTotal - discountTotal + shippingTotal;
  const [updated] = await tx
    .update(orders)
    .set({ itemsTotal, couponCode, discountTotal, shippingTotal, total, taxTotal: includedVat(total), updatedAt: now })
    .where(eq(orders.id, row.id))
    .returning();
  let payment = parts.payment;
  if (payment && payment.state === 'cart' && payment.amount !== total) {
    const [changed] = await tx
      .update(payments)
      .set({ amount: total, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    payment = changed ?? payment;
  }
  return { ...parts, row: updated ?? row, payment };
}

/** The catalogue's product and variant for a variant code (server prices, never the client's). */
export async function findVariant(db: Db, code: string) {
  const [row] = await db
    .select({ data: products.data })
    .from(products)
    .where(
      and(
        eq(products.viewable, true),
        sql`${products.data}->'ProductVariants' @> ${JSON.stringify([{ code }])}::jsonb`,
      ),
    )
    .limit(1);
  const product = row?.data as Product | undefined;
  const variant = product?.ProductVariants.find((v) => v.code === code);
  return product && variant ? { product, variant } : null;
}
