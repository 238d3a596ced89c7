import { PGlite } from '@electric-sql/pglite';
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
import { and, asc, eq, getTableColumns, ne, notInArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/open.js';
import { customers, orderItems, orders, payments, products, promotionCoupons, shipments } from '../db/schema.js';
import { sqlState } from '../log.js';
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

/**
 * A row of `table` from an object keyed by column names — its `row_to_json`, or a row as the
 * driver hands it — each value decoded as drizzle decodes that column: the same row as a `select`
 * of the table gives. A JSON column is already parsed; every other value goes through its column's
 * own decoder (timestamps become dates from the text PostgreSQL writes, in JSON or not).
 */
function rowFrom<T extends typeof orders | typeof orderItems | typeof shipments | typeof payments>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : column.dataType === 'json'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A `json` value as the driver hands it: parsed (both drivers parse `json`), or its text. */
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const itemsFrom = (value: unknown): ItemRow[] =>
  (parsedJson(value) as Record<string, unknown>[]).map((item) => rowFrom(orderItems, item));
const shipmentFrom = (value: unknown): ShipmentRow => rowFrom(shipments, parsedJson(value) as Record<string, unknown>);
const paymentFrom = (value: unknown): PaymentRow => rowFrom(payments, parsedJson(value) as Record<string, unknown>);
const orderFrom = (value: unknown): OrderRow => rowFrom(orders, parsedJson(value) as Record<string, unknown>);

/**
 * The parts of the order whose row is `orders` in the statement, as three columns of it: its lines
 * (one JSON array, in the order they were added), its shipment and its payment (one JSON object
 * each, or null). Added to a select of `orders`, they make the order and its parts one query
 * (a cart read was four).
 */
export const partsFields = {
  // Written out, not with drizzle's column references: a select of one table names its columns
  // unqualified, and inside these subqueries `"id"` would be the line's own.
  items: sql<
    ItemRow[]
  >`(select coalesce(json_agg(i order by i.id), '[]'::json) from order_items i where i.order_id = orders.id)`
    .mapWith(itemsFrom)
    .as('items'),
  shipment: sql<ShipmentRow | null>`(select row_to_json(s) from shipments s where s.order_id = orders.id)`
    .mapWith(shipmentFrom)
    .as('shipment'),
  payment: sql<PaymentRow | null>`(select row_to_json(p) from payments p where p.order_id = orders.id)`
    .mapWith(paymentFrom)
    .as('payment'),
};

/** The order with its lines, shipment and payment: one query. */
export async function loadParts(db: Db, row: OrderRow): Promise<OrderParts> {
  const [parts] = await db
    .select(partsFields)
    .from(orders)
    .where(eq(orders.id, row.id))
    .prepare('gamelle_order_parts')
    .execute();
  return { row, items: parts?.items ?? [], shipment: parts?.shipment ?? null, payment: parts?.payment ?? null };
}

/**
 * A select of orders with their parts, one row each: `db.select(orderWithParts).from(orders)…`, then
 * `partsOf`. The order's row comes as one JSON column too: four columns in all, not twenty-nine
 * (node-postgres reads a statement's column descriptions on every run, a sixth of a cart read's CPU).
 */
export const orderWithParts = {
  row: sql<OrderRow>`row_to_json(orders)`.mapWith(orderFrom).as('row'),
  ...partsFields,
};

type OrderWithParts = { row: OrderRow; items: ItemRow[]; shipment: ShipmentRow | null; payment: PaymentRow | null };
export function partsOf(found: OrderWithParts): OrderParts;
export function partsOf(found: OrderWithParts | undefined): OrderParts | undefined;
export function partsOf(found: OrderWithParts | undefined): OrderParts | undefined {
  return (
    found && { row: found.row, items: found.items, shipment: found.shipment ?? null, payment: found.payment ?? null }
  );
}

/** The name of the prepared statement that reads an order by its token. */
const ORDER_BY_TOKEN = 'gamelle_order_by_token';
/** What every token the shop gives looks like (24 characters of base64url); only those are read prepared on PGlite. */
const PLAIN_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads an order by its token with its lines, shipment and payment: one statement (a cart
 * read was four), prepared once per connection, so the database does not parse and
 * analyse it again, and soon keeps one plan for it (on PGlite that was two thirds of the statement's
 * cost, 0.9 ms against 0.33 ms; on PostgreSQL it is CPU the server shares with the backend).
 * On PostgreSQL node-postgres prepares it on each of the pool's connections (a named statement).
 * PGlite is one connection, which drizzle does not prepare: it is prepared with SQL's `PREPARE`,
 * once, and run with `EXECUTE`, which takes no bind parameters — the token is written in the
 * statement when it is plain base64url, as every token the shop gives is; any other is read with a
 * bound parameter, unprepared (and is not found).
 */
export function orderReader(db: Database): (token: string) => Promise<OrderParts | undefined> {
  const select = () => db.select(orderWithParts).from(orders);
  const unprepared = async (token: string) => partsOf((await select().where(eq(orders.tokenValue, token)))[0]);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const prepared = select()
      .where(eq(orders.tokenValue, sql.placeholder('token')))
      .prepare(ORDER_BY_TOKEN);
    return async (token) => partsOf((await prepared.execute({ token }))[0]);
  }
  if (!(client instanceof PGlite)) return unprepared;
  const statement = select()
    .where(eq(orders.tokenValue, sql.placeholder('token')))
    .toSQL().sql;
  let prepared: Promise<void> | undefined;
  const prepare = () =>
    db.execute(sql.raw(`prepare ${ORDER_BY_TOKEN}(text) as ${statement}`)).then(
      () => {},
      (error: unknown) => {
        // Another app over the same PGlite (tests) has prepared the same statement.
        if (sqlState(error) === '42P05') return;
        prepared = undefined;
        throw error;
      },
    );
  return async (token) => {
    if (!PLAIN_TOKEN.test(token)) return unprepared(token);
    prepared ??= prepare();
    await prepared;
    const { rows } = (await db.execute(sql.raw(`execute ${ORDER_BY_TOKEN}('${token}')`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    const [raw] = rows;
    if (!raw) return undefined;
    return {
      row: orderFrom(raw.row),
      items: itemsFrom(raw.items),
      shipment: raw.shipment == null ? null : shipmentFrom(raw.shipment),
      payment: raw.payment == null ? null : paymentFrom(raw.payment),
    };
  };
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
 * The rules of a coupon for an order, the one place they are read: the coupon
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
 * A coupon's row, locked for the rest of the transaction: whoever places an order with it (the
 * completion, the subscription scheduler) locks it before the products, so two orders with one
 * single-use code queue up and the second sees the first placed.
 */
export async function lockCoupon(tx: Tx, code: string): Promise<void> {
  await tx
    .select({ code: promotionCoupons.code })
    .from(promotionCoupons)
    .where(eq(promotionCoupons.code, code))
    .for('update');
}

/**
 * At completion: the order's coupon judged again, after the totals were settled,
 * as the violation that refuses the order when it no longer holds, so the shopper can remove it.
 * For a first-order coupon the customer's row is locked first: two carts of one customer completed
 * at once queue up here, and the second sees the first order placed (one welcome coupon each).
 */
export async function couponViolationAtCompletion(tx: Tx, parts: OrderParts): Promise<ConstraintViolation | null> {
  const { row } = parts;
  if (!row.couponCode) return null;
  // A single-use code is locked first: two orders completed at once with it queue up here, and the
  // second sees the first one placed.
  await lockCoupon(tx, row.couponCode);
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
 * Recomputes an open order's totals from its lines, coupon and carrier (totals computed by
 * the server): items, coupon discount (only while the coupon's rules hold: `couponRefusal`),
 * shipping by carrier and country (free above the threshold for the carriers it applies to), total
 * TTC and the VAT it includes; the payment follows the total.
 */
export async function settleOrder(tx: Tx, row: OrderRow, now: Date): Promise<OrderParts> {
  return settleParts(tx, await loadParts(tx, row), now);
}

/**
 * `settleOrder` for an order whose parts the caller has just read under the order's lock (and
 * changed, giving the lines it wrote): they are not read again.
 */
export async function settleParts(tx: Tx, parts: OrderParts, now: Date): Promise<OrderParts> {
  const { row } = parts;
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
  const totals = {
    itemsTotal,
    couponCode,
    discountTotal,
    shippingTotal,
    total,
    taxTotal: includedVat(total),
    updatedAt: now,
  };
  // Under the cart's lock, nothing else changes the row: it is what was read with these totals, so
  // the statement returns nothing (building a RETURNING of every column was a tenth of an add's CPU).
  await tx.update(orders).set(totals).where(eq(orders.id, row.id)).prepare('gamelle_settle_totals').execute();
  const updated = { ...row, ...totals };
  let payment = parts.payment;
  if (payment && payment.state === 'cart' && payment.amount !== total) {
    const [changed] = await tx
      .update(payments)
      .set({ amount: total, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    payment = changed ?? payment;
  }
  return { ...parts, row: updated, payment };
}

/** A product one of whose variants has this code (a containment test on its variants). */
export const hasVariantCode = (code: string) =>
  sql`${products.data}->'ProductVariants' @> ${JSON.stringify([{ code }])}::jsonb`;

/**
 * The catalogue's product and variant for a variant code (server prices, never the client's), read
 * from `products` as they are now, stock included. The cart keeps what it needs of it per instance
 * (`catalogue/variants.ts`).
 */
export async function findVariant(db: Db, code: string) {
  const [row] = await db
    .select({ id: products.id, data: products.data })
    .from(products)
    .where(and(eq(products.viewable, true), hasVariantCode(code)))
    .limit(1);
  const product = row?.data as Product | undefined;
  const variant = product?.ProductVariants.find((v) => v.code === code);
  return row && product && variant ? { productId: row.id, product, variant } : null;
}
