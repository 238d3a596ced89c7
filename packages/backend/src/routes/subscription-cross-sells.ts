import { MESSAGES_FR, MESSAGES_NL } from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import { basketOfVariants, crossSellsFor } from '../catalogue/cross-sells.js';
import type { Database } from '../db/open.js';
import { subscriptions } from '../db/schema.js';
import { hydraError, jsonLd } from '../http/problems.js';
import { readInt, readLocale } from '../http/query.js';
import { type Line, nextLines } from '../orders/scheduler.js';

/**
 * `GET /shop/subscriptions/{code}/cross-sells` (SPEC §2 « upsells for the next shipment only »):
 * what a subscriber may add to the next delivery, drawn from the SPEC §7 cross-sell lists of the
 * subscription's animals and the shop's various list, fitted to it — never a product its orders
 * already have, never another animal's food, only products with a subscription price. Its owner's
 * only: anyone else gets the 404 of a code that does not exist. Kept apart from the subscription's
 * changes (`subscriptions.ts`): it only reads.
 */
export function subscriptionCrossSellRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  app.use('/:code/cross-sells', requireCustomer(keys, now));
  app.get('/:code/cross-sells', async (c) => {
    const locale = readLocale(c);
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.code, c.req.param('code')), eq(subscriptions.customerId, c.get('customerId'))))
      .limit(1);
    if (!row) throw hydraError(404, (locale === 'nl' ? MESSAGES_NL : MESSAGES_FR).resourceNotFound);
    // Every order's lines and the next order's own (an upsell already added): none offered again.
    const lines = [...(row.items as Line[]), ...nextLines(row)];
    const basket = await basketOfVariants(
      db,
      lines.map((line) => line.variantCode),
    );
    const found = await crossSellsFor(db, basket, {
      subscribable: true,
      limit: readInt(c, 'limit', { min: 1, max: 12, fallback: 6 }),
      locale,
    });
    return jsonLd(c, {
      '@id': `/api/v2/shop/subscriptions/${row.code}/cross-sells`,
      '@type': 'hydra:Collection',
      'hydra:member': found,
      'hydra:totalItems': found.length,
    });
  });
  return app;
}
