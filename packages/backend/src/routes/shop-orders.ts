import { randomBytes } from 'node:crypto';
import { createCartBodySchema, DEFAULT_CHANNEL_CODE, MESSAGES_FR } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import { orders } from '../db/schema.js';
import { hydraError, jsonLd, readBody } from '../http/problems.js';

type OrderRow = typeof orders.$inferSelect;

/** The cart as the shop API serves it (SPEC §3, Sylius JSON-LD shape). */
function serializeCart(row: OrderRow) {
  return {
    '@context': '/api/v2/contexts/Order',
    '@id': `/api/v2/shop/orders/${row.tokenValue}`,
    '@type': 'Order',
    tokenValue: row.tokenValue,
    state: row.state,
    channelCode: row.channelCode,
    localeCode: row.localeCode,
    currencyCode: row.currencyCode,
    items: [],
    freeProducts: [],
    itemsTotal: row.itemsTotal,
    total: row.total,
  };
}

/** Cart calls of SPEC §7 (the rest of the cart arrives with the shop API issue). */
export function shopOrdersRoutes({ db, now }: { db: Database; now: () => Date }) {
  const app = new Hono();

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
    return jsonLd(c, serializeCart(row), 201);
  });

  app.get('/:token', async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    return jsonLd(c, serializeCart(row));
  });

  return app;
}
