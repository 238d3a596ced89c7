import { MESSAGES_FR, modificationLimitDate } from '@gamelle/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { gatewayCards, orders, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd } from '../http/problems.js';
import { draftLines } from '../orders/scheduler.js';
import { loadParts, viewOf } from '../orders/store.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The customer's subscriptions (issue 7 read endpoints; management comes later): list, detail,
 * the draft next order at today's prices, and the orders made so far. Owner only (404 otherwise).
 */
export function subscriptionRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireCustomer(keys, now));

  async function view(row: SubscriptionRow) {
    const [card] = row.cardToken
      ? await db.select().from(gatewayCards).where(eq(gatewayCards.token, row.cardToken)).limit(1)
      : [];
    return {
      '@id': `/api/v2/shop/subscriptions/${row.code}`,
      '@type': 'Subscription',
      code: row.code,
      status: row.status,
      nextShippingDate: row.nextShippingDate,
      modificationLimitDate: modificationLimitDate(row.nextShippingDate),
      frequencyInDays: row.frequencyDays,
      stoppedAt: row.stoppedAt?.toISOString() ?? null,
      deliveries: row.deliveries,
      paymentMethod: row.paymentMethodCode,
      shippingMethod: row.shippingMethodCode,
      card: card
        ? { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }
        : null,
      pickupPoint: row.pickupPoint ? { ...(row.pickupPoint as object), available: true, active: true } : null,
      lastError: row.lastError,
    };
  }

  async function own(customerId: number, code: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.code, code), eq(subscriptions.customerId, customerId)))
      .limit(1);
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    return row;
  }

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, c.get('customerId')))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    return jsonLd(c, {
      '@id': '/api/v2/shop/subscriptions',
      '@type': 'hydra:Collection',
      'hydra:member': await Promise.all(rows.map(view)),
      'hydra:totalItems': rows.length,
    });
  });

  app.get('/:code', async (c) => jsonLd(c, await view(await own(c.get('customerId'), c.req.param('code')))));

  app.get('/:code/next-order', async (c) => {
    const row = await own(c.get('customerId'), c.req.param('code'));
    const lines = await draftLines(db, row.items as { variantCode: string; quantity: number }[]);
    return jsonLd(c, {
      '@type': 'DraftOrder',
      shippingDate: row.nextShippingDate,
      modificationLimitDate: modificationLimitDate(row.nextShippingDate),
      editable: now().toISOString().slice(0, 10) <= modificationLimitDate(row.nextShippingDate),
      items: lines.map((line) => ({
        variant: { code: line.variantCode, productName: line.productName, variantName: line.variantName },
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        available: line.available && line.unitPrice !== null,
      })),
      itemsTotal: lines.reduce((sum, line) => sum + (line.unitPrice ?? 0) * line.quantity, 0),
    });
  });

  app.get('/:code/orders', async (c) => {
    const row = await own(c.get('customerId'), c.req.param('code'));
    const made = await db
      .select()
      .from(orders)
      .where(or(eq(orders.subscriptionId, row.id), eq(orders.id, row.originOrderId)))
      .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id));
    const members = await Promise.all(made.map(async (order) => viewOf(await loadParts(db, order))));
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
  });

  return app;
}
