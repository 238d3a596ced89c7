import {
  type ConstraintViolation,
  findCarrier,
  formatPrice,
  formMessage,
  includedVat,
  isDeliveryCountry,
  type Product,
  shippingCost,
} from '@gamelle/domain';
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { customers, orderItems, orders, payments, products, promotionCoupons, shipments } from '../db/schema.js';
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

type CouponRow = typeof promotionCoupons.$inferSelect;

/** Why a coupon is not granted; the code of its message under `couponCode` (forms.cart / forms.checkout). */
export interface CouponRefusal {
  code: 'invalid_coupon' | 'coupon_minimum' | 'coupon_first_order' | 'coupon_used';
  params: Record<string, string>;
}

/**
 * Whether the customer has placed an order besides this one: any order out of the cart that was
 * not cancelled, as Sylius counts a customer's orders for its "nth order" rule.
 */
/** Whether an order placed (not a cart, not cancelled) other than `exceptOrderId` used the code. */
async function couponUsedElsewhere(db: Db, code: string, exceptOrderId?: number): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.couponCode, code),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
        notInArray(orders.state, ['cart', 'cancelled']),
      ),
    )
    .limit(1);
  return found !== undefined;
}

async function hasPlacedOrder(db: Db, customerId: number, exceptOrderId?: number): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
        notInArray(orders.state, ['cart', 'cancelled']),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * The rules of a coupon for an order (issue 21 item 4), the one place they are read: the coupon
 * exists and is active, the items total reaches its minimum, and a first-order coupon (the 5 €
 * welcome coupon of SPEC §1, §9) goes to a customer who has placed no order yet. A guest cart has
 * no customer to ask: its first-order coupon is granted provisionally, and judged again as soon as
 * the cart has a customer (assignment at login, each checkout step) and at completion, which needs
 * one. Null when the coupon holds.
 */
export async function couponRefusal(
  db: Db,
  /** The order the coupon is for (a subscription's next order has no row yet: no `id`). */
  row: { id?: number; customerId: number | null; couponCode: string | null },
  itemsTotal: number,
  coupon: CouponRow | undefined,
): Promise<CouponRefusal | null> {
  const params = { code: coupon?.code ?? row.couponCode ?? '' };
  if (!coupon?.active) return { code: 'invalid_coupon', params };
  // A personal code (a subscriber's, a sponsor's) is nobody else's: to another, it does not exist.
  // A guest cart has no customer yet: judged again once it has one, and at completion.
  if (coupon.ownerEmail && row.customerId !== null) {
    const [owner] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, row.customerId))
      .limit(1);
    if (owner?.email.toLowerCase() !== coupon.ownerEmail) return { code: 'invalid_coupon', params };
  }
  if (itemsTotal < coupon.minimumItemsTotal) {
    return { code: 'coupon_minimum', params: { ...params, min: formatPrice(coupon.minimumItemsTotal) } };
  }
  if (coupon.firstOrderOnly && row.customerId !== null && (await hasPlacedOrder(db, row.customerId, row.id))) {
    return { code: 'coupon_first_order', params };
  }
  if (coupon.singleUse && (await couponUsedElsewhere(db, coupon.code, row.id))) {
    return { code: 'coupon_used', params };
  }
  return null;
}

export const findCoupon = async (db: Db, code: string): Promise<CouponRow | undefined> =>
  (await db.select().from(promotionCoupons).where(eq(promotionCoupons.code, code)).limit(1))[0];

/**
 * At completion (issue 21 item 4): the order's coupon judged again, after the totals were settled,
 * as the violation that refuses the order when it no longer holds, so the shopper can remove it.
 * For a first-order coupon the customer's row is locked first: two carts of one customer completed
 * at once queue up here, and the second sees the first order placed (one welcome coupon each).
 */
export async function couponViolationAtCompletion(tx: Tx, parts: OrderParts): Promise<ConstraintViolation | null> {
  const { row } = parts;
  if (!row.couponCode) return null;
  // A single-use code is locked first: two orders completed at once with it queue up here, and the
  // second sees the first one placed.
  if (row.couponCode) {
    await tx
      .select({ code: promotionCoupons.code })
      .from(promotionCoupons)
      .where(eq(promotionCoupons.code, row.couponCode))
      .for('update');
  }
  const coupon = await findCoupon(tx, row.couponCode);
  if (coupon?.firstOrderOnly && row.customerId !== null) {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, row.customerId)).for('update');
  }
  const refusal = await couponRefusal(tx, row, row.itemsTotal, coupon);
  if (!refusal) return null;
  return {
    propertyPath: 'couponCode',
    code: refusal.code,
    message: formMessage('checkout', 'couponCode', refusal.code, { params: refusal.params }),
  };
}

/**
 * Recomputes an open order's totals from its lines, coupon and carrier (issue 7 "totals computed by
 * the server"): items, coupon discount (only while the coupon's rules hold: `couponRefusal`),
 * shipping by carrier and country (free above the threshold for the carriers it applies to), total
 * TTC and the VAT it includes; the payment follows the total.
 */
export async function settleOrder(tx: Tx, row: OrderRow, now: Date): Promise<OrderParts> {
  const parts = await loadParts(tx, row);
  const itemsTotal = parts.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  let couponCode = row.couponCode;
  let discountTotal = 0;
  if (couponCode && parts.items.length === 0) couponCode = null;
  if (couponCode) {
    // The coupon stays shown while it is not granted (no discount): the shopper sees it and removes it.
    const coupon = await findCoupon(tx, couponCode);
    if (coupon && !(await couponRefusal(tx, row, itemsTotal, coupon))) {
      discountTotal = Math.min(coupon.amount, itemsTotal);
    }
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
