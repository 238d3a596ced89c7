import { randomBytes } from 'node:crypto';
import {
  addItemBodySchema,
  applyCouponBodySchema,
  CHANNEL_CODES,
  changeCartLocaleBodySchema,
  changeItemBodySchema,
  createCartBodySchema,
  DEFAULT_CHANNEL_CODE,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  FREE_LINE_MAX,
  FREE_LINES_MAX,
  formMessage,
  isFreeLine,
  MAX_LINE_QUANTITY,
  MESSAGES_FR,
} from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, bearerCustomer, requireCustomer, unauthorized } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import { basketOfSkus, crossSellsFor } from '../catalogue/cross-sells.js';
import { type SaleVariant, VariantCatalogue, type VariantLookup } from '../catalogue/variants.js';
import type { Database } from '../db/open.js';
import { orderItems, orders } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';
import { readInt, readLocale, readOptionalChoice } from '../http/query.js';
import { languageOf } from '../mail/language.js';
import { cataloguePrice } from '../orders/prices.js';
import {
  couponRefusal,
  findCoupon,
  loadItems,
  loadParts,
  type OrderParts,
  orderReader,
  partsFields,
  settleOrder,
  settleParts,
  type Tx,
  viewOf,
} from '../orders/store.js';
import { type ItemRow, type OrderRow, serializeOrder } from '../orders/view.js';
import { checkoutTexts } from './checkout/checkout-texts.js';

const assignCustomerBodySchema = z.object({ customer: z.string({ error: 'required' }).min(1, 'required') }).strict();

/** A refused change of a cart, said in the cart's language (ADR 0019: a Dutch cart's errors in Dutch). */
const violation = (
  row: Pick<OrderRow, 'localeCode'>,
  propertyPath: string,
  code: string,
  params: Record<string, string | number> = {},
) =>
  violationError([
    {
      propertyPath,
      code,
      message: formMessage('cart', propertyPath, code, {
        params,
        catalogue: languageOf(row.localeCode) === 'nl' ? FORM_MESSAGES_NL : FORM_MESSAGES_FR,
      }),
    },
  ]);

/**
 * Cart calls of SPEC §7 (Sylius-shaped): create and load, delete an empty cart, add, change and
 * remove lines, apply and remove a coupon. The server owns prices (the catalogue's, by mode), stock
 * checks and totals; every change runs in a transaction that locks the cart, so concurrent calls
 * on one cart queue up and none is lost.
 *
 * Who reaches a cart (as Sylius does): a guest cart (no customer) is reached by its
 * token alone, the secret the browser keeps; once a cart has a customer — assigned at login or by a
 * checkout step — every read and change needs that customer's bearer token, and anyone else, with
 * or without a token, gets the 404 of a token that does not exist. A bearer token that is not valid
 * (expired, forged) is a 401 whatever the cart, so it tells nothing about the cart and the site
 * renews its session and calls again.
 */
export function shopOrdersRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  const auth = requireCustomer(keys, now);
  // This instance's copy of what carts read from the catalogue, checked against its version on each use.
  const catalogue = new VariantCatalogue();
  // An order by its token in one statement, prepared once per connection.
  const readOrder = orderReader(db);
  // The statements every change of a cart makes are named (`.prepare(name)`): node-postgres parses
  // and plans each once per connection, then only binds it (PGlite ignores the name). A name is
  // one text: a statement with two shapes has two names.

  /** The calling customer: null without `Authorization`; a header that holds no valid token is a 401. */
  async function callerOf(c: Context<AuthEnv>): Promise<number | null> {
    if (c.req.header('authorization') === undefined) return null;
    const id = await bearerCustomer(c, keys, now());
    if (id === null) throw unauthorized();
    return id;
  }

  /** A cart with a customer is theirs only; to anyone else it does not exist. */
  function requireReach(row: OrderRow | undefined, caller: number | null): asserts row is OrderRow {
    if (!row || (row.customerId !== null && row.customerId !== caller)) {
      throw hydraError(404, MESSAGES_FR.resourceNotFound);
    }
  }

  /**
   * Locks the cart for the rest of the transaction, for a caller who may reach it; refuses what is
   * not a cart any more.
   */
  async function lockCart(tx: Tx, token: string, caller: number | null): Promise<OrderRow> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, token))
      .for('update')
      .limit(1)
      .prepare('gamelle_lock_cart')
      .execute();
    requireReach(row, caller);
    if (row.state !== 'cart') throw hydraError(409, checkoutTexts(languageOf(row.localeCode)).notACart);
    return row;
  }

  /** Recomputes the totals (lines, coupon, shipping) and answers the order. */
  async function settle(c: Context<AuthEnv>, tx: Tx, row: OrderRow) {
    return jsonLd(c, viewOf(await settleOrder(tx, row, now())));
  }

  /**
   * The cart's parts and the variant asked for, read together under the cart's lock: one statement
   * when the variant is in this instance's catalogue cache (its stock is read now all the same),
   * one more when it is not.
   */
  async function partsAndVariant(tx: Tx, row: OrderRow, lookup: VariantLookup) {
    const [read] = await tx
      .select({ ...partsFields, ...lookup.fields })
      .from(orders)
      .where(eq(orders.id, row.id))
      .prepare(`gamelle_cart_for_add_${lookup.shape}`)
      .execute();
    if (!read) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    const parts: OrderParts = {
      row,
      items: read.items,
      shipment: read.shipment ?? null,
      payment: read.payment ?? null,
    };
    return { parts, found: await lookup.resolve(tx, read) };
  }

  /** The line's price from the catalogue, once the variant is known, shown, priced and in stock for `quantity`. */
  function checkStock(row: OrderRow, found: SaleVariant | null, interval: number, quantity: number) {
    if (!found) throw violation(row, 'productVariant', 'invalid');
    const price = cataloguePrice(found.variant, interval);
    if (interval > 0 && price === null) throw violation(row, 'subscriptionInterval', 'not_subscribable');
    if (price === null || !found.variant.in_stock) throw violation(row, 'productVariant', 'product_unavailable');
    // A free sample comes with an order, once: never by the dozen, never as a subscription.
    if (price === 0 && interval > 0) throw violation(row, 'subscriptionInterval', 'not_subscribable');
    if (price === 0 && quantity > FREE_LINE_MAX) throw violation(row, 'quantity', 'free_one', { max: FREE_LINE_MAX });
    const stock = typeof found.variant.stock === 'number' ? found.variant.stock : Number.POSITIVE_INFINITY;
    if (quantity > stock) throw violation(row, 'quantity', 'out_of_stock', { max: stock });
    return { ...found, price };
  }

  /** The lines once `written` (updated or inserted) replaced theirs and `removed` went, in the order they were added. */
  const linesAfter = (items: readonly ItemRow[], written: readonly ItemRow[], removed?: number) =>
    [
      ...items.filter((item) => item.id !== removed).map((item) => written.find((w) => w.id === item.id) ?? item),
      ...written.filter((w) => !items.some((item) => item.id === w.id)),
    ].sort((a, b) => a.id - b.id);

  // A signed-in shopper's new cart is theirs from the start (Sylius assigns the logged-in customer).
  app.post('/', async (c) => {
    const customerId = await callerOf(c);
    const body = await readBody(c, createCartBodySchema);
    const at = now();
    const [row] = await db
      .insert(orders)
      .values({
        tokenValue: randomBytes(18).toString('base64url'),
        state: 'cart',
        // SPEC §7 "every call adds channelCode": in the query too, held to the same codes as the body.
        channelCode: body.channelCode ?? readOptionalChoice(c, 'channelCode', CHANNEL_CODES) ?? DEFAULT_CHANNEL_CODE,
        localeCode: body.localeCode,
        customerId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw hydraError(500, MESSAGES_FR.genericError);
    return jsonLd(c, serializeOrder(row, []), 201);
  });

  app.get('/:token', async (c) => {
    const caller = await callerOf(c);
    const token = c.req.param('token');
    // The order with its lines, shipment and payment: one query.
    const parts = await readOrder(token);
    if (!parts) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    const { row } = parts;
    // A placed order is its customer's only: to anyone else,
    // signed in or not, it does not exist — an unknown token answers the same.
    if (row.state !== 'cart') {
      if (caller === null || caller !== row.customerId) throw hydraError(404, MESSAGES_FR.resourceNotFound);
      return jsonLd(c, viewOf(parts));
    }
    requireReach(row, caller);
    // A coupon is judged again on each read: the totals shown never keep a
    // discount its rules refuse now (coupon switched off, another order placed meanwhile).
    if (row.couponCode) return db.transaction(async (tx) => settle(c, tx, await lockCart(tx, token, caller)));
    return jsonLd(c, viewOf(parts));
  });

  // Products to complete the cart (SPEC §7 cross-sell keys): the lists of the cart's animals and
  // the shop's various list — or the one list `key` names (the professional shop's) — never a
  // product the cart has, never another animal's food. Read like the cart: its owner only.
  app.get('/:token/cross-sells', async (c) => {
    const caller = await callerOf(c);
    const parts = await readOrder(c.req.param('token'));
    if (parts?.row.state !== 'cart') throw hydraError(404, MESSAGES_FR.resourceNotFound);
    requireReach(parts.row, caller);
    const key = c.req.query('key');
    if (key !== undefined && !/^cross_sell_[a-z_]{1,40}$/.test(key)) {
      throw hydraError(400, `Liste de vente croisée inconnue : ${key.slice(0, 60)}`);
    }
    const basket = await basketOfSkus(
      db,
      parts.items.map((item) => item.productSku),
    );
    const found = await crossSellsFor(db, basket, {
      ...(key ? { keys: [key] } : {}),
      limit: readInt(c, 'limit', { min: 1, max: 12, fallback: 4 }),
      locale: readLocale(c),
    });
    return jsonLd(c, {
      '@id': `/api/v2/shop/orders/${parts.row.tokenValue}/cross-sells`,
      '@type': 'hydra:Collection',
      'hydra:member': found,
      'hydra:totalItems': found.length,
    });
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
      const row = await lockCart(tx, c.req.param('token'), c.get('customerId'));
      const [updated] = await tx
        .update(orders)
        .set({ customerId: c.get('customerId'), updatedAt: now() })
        .where(eq(orders.id, row.id))
        .returning();
      return settle(c, tx, updated ?? row);
    });
  });

  // The shopper switched languages (SPEC §9): the cart speaks the new one from now on — its lines'
  // names, its carriers, the payment instructions and e-mails of the order it becomes, its refusals.
  app.patch('/:token/locale', async (c) => {
    const caller = await callerOf(c);
    const body = await readBody(c, changeCartLocaleBodySchema, 'cart');
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      if (row.localeCode === body.localeCode) return settle(c, tx, row);
      const language = languageOf(body.localeCode);
      for (const item of await loadItems(tx, row.id)) {
        // A product gone from the catalogue keeps the names it was added with.
        const found = await catalogue.find(tx, item.variantCode);
        if (found) await tx.update(orderItems).set(found.names[language]).where(eq(orderItems.id, item.id));
      }
      const [updated] = await tx
        .update(orders)
        .set({ localeCode: body.localeCode, updatedAt: now() })
        .where(eq(orders.id, row.id))
        .returning();
      return settle(c, tx, updated ?? row);
    });
  });

  // SPEC §4: "A cart with no items is discarded and deleted on the server."
  app.delete('/:token', async (c) => {
    const caller = await callerOf(c);
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      if ((await loadItems(tx, row.id)).length > 0) {
        throw hydraError(409, checkoutTexts(languageOf(row.localeCode)).notEmpty);
      }
      await tx.delete(orders).where(eq(orders.id, row.id));
      return c.body(null, 204);
    });
  });

  app.patch('/:token/items', async (c) => {
    const caller = await callerOf(c);
    const body = await readBody(c, addItemBodySchema, 'cart');
    const interval = body.subscriptionInterval ?? 0;
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      const { parts, found } = await partsAndVariant(tx, row, catalogue.lookup(body.productVariant));
      const current = parts.items.find(
        (item) => item.variantCode === body.productVariant && item.subscriptionInterval === interval,
      );
      const quantity = (current?.quantity ?? 0) + body.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw violation(row, 'quantity', 'too_big', { max: MAX_LINE_QUANTITY });
      const { productSku, variant, names, price } = checkStock(row, found, interval, quantity);
      if (price === 0 && !current && parts.items.filter(isFreeLine).length >= FREE_LINES_MAX) {
        throw violation(row, 'productVariant', 'free_lines', { max: FREE_LINES_MAX });
      }
      const written = current
        ? await tx
            .update(orderItems)
            .set({ quantity, unitPrice: price })
            .where(eq(orderItems.id, current.id))
            .returning()
            .prepare('gamelle_line_quantity')
            .execute()
        : await tx
            .insert(orderItems)
            .values({
              orderId: row.id,
              variantCode: variant.code,
              productSku,
              // The names in the cart's language (ADR 0019: a `nl_BE` cart's lines are Dutch).
              ...names[languageOf(row.localeCode)],
              unitPrice: price,
              quantity,
              subscriptionInterval: interval,
              createdAt: now(),
              netWeight: variant.weight ?? null,
              netUnit: variant.unit ?? null,
            })
            .returning()
            .prepare('gamelle_add_line')
            .execute();
      return jsonLd(c, viewOf(await settleParts(tx, { ...parts, items: linesAfter(parts.items, written) }, now())));
    });
  });

  app.patch('/:token/items/:id{[0-9]+}', async (c) => {
    const caller = await callerOf(c);
    const body = await readBody(c, changeItemBodySchema, 'cart');
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      const id = Number(c.req.param('id'));
      // The line's variant is not known before the lines are read: they are read first.
      const parts = await loadParts(tx, row);
      const item = parts.items.find((line) => line.id === id);
      if (!item) throw hydraError(404, checkoutTexts(languageOf(row.localeCode)).lineUnknown);
      const interval =
        body.subscriptionInterval === undefined ? item.subscriptionInterval : (body.subscriptionInterval ?? 0);
      const quantity = body.quantity ?? item.quantity;
      // Moving a line to a frequency another line of the same variant has merges the two.
      const twin =
        interval === item.subscriptionInterval
          ? undefined
          : parts.items.find((line) => line.variantCode === item.variantCode && line.subscriptionInterval === interval);
      const total = quantity + (twin?.quantity ?? 0);
      if (total > MAX_LINE_QUANTITY) throw violation(row, 'quantity', 'too_big', { max: MAX_LINE_QUANTITY });
      const { price } = checkStock(row, await catalogue.find(tx, item.variantCode), interval, total);
      let items: ItemRow[];
      if (twin) {
        const written = await tx
          .update(orderItems)
          .set({ quantity: total, unitPrice: price })
          .where(eq(orderItems.id, twin.id))
          .returning();
        await tx.delete(orderItems).where(eq(orderItems.id, item.id));
        items = linesAfter(parts.items, written, item.id);
      } else {
        const written = await tx
          .update(orderItems)
          .set({ quantity, subscriptionInterval: interval, unitPrice: price })
          .where(eq(orderItems.id, item.id))
          .returning();
        items = linesAfter(parts.items, written);
      }
      return jsonLd(c, viewOf(await settleParts(tx, { ...parts, items }, now())));
    });
  });

  app.delete('/:token/items/:id{[0-9]+}', async (c) => {
    const caller = await callerOf(c);
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      const removed = await tx
        .delete(orderItems)
        .where(and(eq(orderItems.orderId, row.id), eq(orderItems.id, Number(c.req.param('id')))))
        .returning({ id: orderItems.id });
      if (removed.length === 0) throw hydraError(404, checkoutTexts(languageOf(row.localeCode)).lineUnknown);
      return settle(c, tx, row);
    });
  });

  app.patch('/:token/apply-coupon', async (c) => {
    const caller = await callerOf(c);
    const body = await readBody(c, applyCouponBodySchema, 'cart');
    const code = body.couponCode.toUpperCase();
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      const items = await loadItems(tx, row.id);
      const itemsTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      // Every rule of the coupon; a guest cart's first-order coupon is provisional.
      const refusal = await couponRefusal(tx, row, itemsTotal, await findCoupon(tx, code));
      if (refusal) throw violation(row, 'couponCode', refusal.code, refusal.params);
      const [updated] = await tx.update(orders).set({ couponCode: code }).where(eq(orders.id, row.id)).returning();
      return settle(c, tx, updated ?? row);
    });
  });

  app.delete('/:token/coupon/:code', async (c) => {
    const caller = await callerOf(c);
    return db.transaction(async (tx) => {
      const row = await lockCart(tx, c.req.param('token'), caller);
      if (row.couponCode !== c.req.param('code').toUpperCase()) {
        throw hydraError(404, checkoutTexts(languageOf(row.localeCode)).couponNotApplied);
      }
      const [updated] = await tx.update(orders).set({ couponCode: null }).where(eq(orders.id, row.id)).returning();
      return settle(c, tx, updated ?? row);
    });
  });

  return app;
}
