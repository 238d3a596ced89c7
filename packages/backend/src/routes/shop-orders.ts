import { randomBytes } from 'node:crypto';
import {
  addItemBodySchema,
  applyCouponBodySchema,
  changeItemBodySchema,
  createCartBodySchema,
  DEFAULT_CHANNEL_CODE,
  formatPrice,
  formMessage,
  MESSAGES_FR,
  type Product,
} from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { orderItems, orders, promotionCoupons } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';
import { findVariant, loadItems, loadParts, settleOrder, type Tx, viewOf } from '../orders/store.js';
import { type OrderRow, serializeOrder } from '../orders/view.js';
import { type AuthEnv, bearerCustomer, requireCustomer } from './customers.js';

const assignCustomerBodySchema = z.object({ customer: z.string({ error: 'required' }).min(1, 'required') }).strict();

const violation = (propertyPath: string, code: string, params: Record<string, string | number> = {}) =>
  violationError([{ propertyPath, code, message: formMessage('cart', propertyPath, code, { params }) }]);

/** The catalogue price of a line: the subscription price for a subscription line (SPEC §9: −10 %). */
function priceFor(variant: Product['ProductVariants'][number], interval: number): number | null {
  const price = interval > 0 ? variant.base_price_subscription : variant.base_price;
  return typeof price === 'number' && Number.isInteger(price) && variant.show_variant !== false ? price : null;
}

/**
 * Cart calls of SPEC §7 (Sylius-shaped): create and load, delete an empty cart, add, change and
 * remove lines, apply and remove a coupon. The server owns prices (the catalogue's, by mode), stock
 * checks and totals; every change runs in a transaction that locks the cart, so concurrent calls
 * on one cart queue up and none is lost.
 */
export function shopOrdersRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  const auth = requireCustomer(keys, now);

  /** Locks the cart for the rest of the transaction; refuses what is not a cart any more. */
  async function lockCart(tx: Tx, token: string): Promise<OrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.tokenValue, token)).for('update').limit(1);
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    if (row.state !== 'cart') throw hydraError(409, 'Cette commande n’est plus un panier : elle ne peut plus changer.');
    return row;
  }

  /** Recomputes the totals (lines, coupon, shipping) and answers the order. */
  async function settle(c: Context<AuthEnv>, tx: Tx, row: OrderRow) {
    return jsonLd(c, viewOf(await settleOrder(tx, row, now())));
  }

  async function checkStock(tx: Tx, code: string, interval: number, quantity: number) {
    const found = await findVariant(tx, code);
    if (!found) throw violation('productVariant', 'invalid');
    const price = priceFor(found.variant, interval);
    if (interval > 0 && price === null) throw violation('subscriptionInterval', 'not_subscribable');
    if (price === null || !found.variant.in_stock) throw violation('productVariant', 'product_unavailable');
    const stock = typeof found.variant.stock === 'number' ? found.variant.stock : Number.POSITIVE_INFINITY;
    if (quantity > stock) throw violation('quantity', 'out_of_stock', { max: stock });
    return { ...found, price };
  }

  app.post('/', async (c) => {
    const body = await readBody(c, createCartBodySchema);
    const at = now();
    const [row] = await db
      .insert(orders)
      .values({
        tokenValue: randomBytes(18).toString('base64url'),
        state: 'cart',
        channelCode: body.channelCode ?? c.req.query('channelCode') ?? DEFAULT_CHANNEL_CODE,
        localeCode: body.localeCode,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw hydraError(500, MESSAGES_FR.genericError);
    return jsonLd(c, serializeOrder(row, []), 201);
  });

  app.get('/:token', async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    // A placed order is its customer's only (issue 7 "every resource is owned"); a cart is
    // reached by its token, the secret the browser keeps.
    if (row.state !== 'cart') {
      const customerId = await bearerCustomer(c, keys, now());
      if (customerId === null) {
        c.header('WWW-Authenticate', 'Bearer');
        throw hydraError(401, 'Authentification requise : connectez-vous pour continuer.');
      }
      if (customerId !== row.customerId) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    }
    return jsonLd(c, viewOf(await loadParts(db, row)));
  });

  // SPEC §7 "PUT (customer URI) assigns the customer": only to the signed-in customer themself.
  app.put('/:token', auth, async (c) => {
    const body = await readBody(c, assignCustomerBodySchema);
    if (body.customer !== `/api/v2/shop/customers/${c.get('customerId')}`) {
      throw violationError([
        { propertyPath: 'customer', code: 'invalid', message: 'Ce panier ne peut être attribué qu’à vous.' },
      ]);
    }
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      if (row.customerId !== null && row.customerId !== c.get('customerId')) {
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      }
      const [updated] = await tx
        .update(orders)
        .set({ customerId: c.get('customerId'), updatedAt: now() })
        .where(eq(orders.id, row.id))
        .returning();
      return settle(c, tx, updated ?? row);
    });
  });

  // SPEC §4: "A cart with no items is discarded and deleted on the server."
  app.delete('/:token', async (c) =>
    db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      if ((await loadItems(tx, row.id)).length > 0) {
        throw hydraError(409, 'Ce panier contient des articles : il ne peut pas être supprimé.');
      }
      await tx.delete(orders).where(eq(orders.id, row.id));
      return c.body(null, 204);
    }),
  );

  app.patch('/:token/items', async (c) => {
    const body = await readBody(c, addItemBodySchema, 'cart');
    const interval = body.subscriptionInterval ?? 0;
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      const [current] = await tx
        .select()
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, row.id),
            eq(orderItems.variantCode, body.productVariant),
            eq(orderItems.subscriptionInterval, interval),
          ),
        )
        .limit(1);
      const quantity = (current?.quantity ?? 0) + body.quantity;
      if (quantity > 99) throw violation('quantity', 'too_big', { max: 99 });
      const { product, variant, price } = await checkStock(tx, body.productVariant, interval, quantity);
      if (current) {
        await tx.update(orderItems).set({ quantity, unitPrice: price }).where(eq(orderItems.id, current.id));
      } else {
        await tx.insert(orderItems).values({
          orderId: row.id,
          variantCode: variant.code,
          productSku: product.sku,
          productName: product.name,
          variantName: variant.name,
          unitPrice: price,
          quantity,
          subscriptionInterval: interval,
          createdAt: now(),
        });
      }
      return settle(c, tx, row);
    });
  });

  app.patch('/:token/items/:id{[0-9]+}', async (c) => {
    const body = await readBody(c, changeItemBodySchema, 'cart');
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      const [item] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, row.id), eq(orderItems.id, Number(c.req.param('id')))))
        .limit(1);
      if (!item) throw hydraError(404, 'Cette ligne n’est pas dans le panier.');
      const interval =
        body.subscriptionInterval === undefined ? item.subscriptionInterval : (body.subscriptionInterval ?? 0);
      const quantity = body.quantity ?? item.quantity;
      // Moving a line to a frequency another line of the same variant has merges the two.
      const [twin] =
        interval === item.subscriptionInterval
          ? []
          : await tx
              .select()
              .from(orderItems)
              .where(
                and(
                  eq(orderItems.orderId, row.id),
                  eq(orderItems.variantCode, item.variantCode),
                  eq(orderItems.subscriptionInterval, interval),
                ),
              )
              .limit(1);
      const total = quantity + (twin?.quantity ?? 0);
      if (total > 99) throw violation('quantity', 'too_big', { max: 99 });
      const { price } = await checkStock(tx, item.variantCode, interval, total);
      if (twin) {
        await tx.update(orderItems).set({ quantity: total, unitPrice: price }).where(eq(orderItems.id, twin.id));
        await tx.delete(orderItems).where(eq(orderItems.id, item.id));
      } else {
        await tx
          .update(orderItems)
          .set({ quantity, subscriptionInterval: interval, unitPrice: price })
          .where(eq(orderItems.id, item.id));
      }
      return settle(c, tx, row);
    });
  });

  app.delete('/:token/items/:id{[0-9]+}', async (c) =>
    db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      const removed = await tx
        .delete(orderItems)
        .where(and(eq(orderItems.orderId, row.id), eq(orderItems.id, Number(c.req.param('id')))))
        .returning({ id: orderItems.id });
      if (removed.length === 0) throw hydraError(404, 'Cette ligne n’est pas dans le panier.');
      return settle(c, tx, row);
    }),
  );

  app.patch('/:token/apply-coupon', async (c) => {
    const body = await readBody(c, applyCouponBodySchema, 'cart');
    const code = body.couponCode.toUpperCase();
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      const [coupon] = await tx.select().from(promotionCoupons).where(eq(promotionCoupons.code, code)).limit(1);
      if (!coupon?.active) throw violation('couponCode', 'invalid_coupon');
      const items = await loadItems(tx, row.id);
      const itemsTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      if (itemsTotal < coupon.minimumItemsTotal) {
        throw violation('couponCode', 'coupon_minimum', { min: formatPrice(coupon.minimumItemsTotal) });
      }
      const [updated] = await tx.update(orders).set({ couponCode: code }).where(eq(orders.id, row.id)).returning();
      return settle(c, tx, updated ?? row);
    });
  });

  app.delete('/:token/coupon/:code', async (c) =>
    db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'));
      if (row.couponCode !== c.req.param('code').toUpperCase()) {
        throw hydraError(404, 'Ce code promo n’est pas appliqué à ce panier.');
      }
      const [updated] = await tx.update(orders).set({ couponCode: null }).where(eq(orders.id, row.id)).returning();
      return settle(c, tx, updated ?? row);
    }),
  );

  return app;
}
