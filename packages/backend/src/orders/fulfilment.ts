import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { orders, shipments } from '../db/schema.js';

/**
 * The warehouse's side, for operators and tests (no staff API yet): an order leaves with its
 * carrier's tracking number; the invoice follows 7 days later.
 */
export async function shipOrder(
  db: Database,
  token: string,
  { trackingNumber, at }: { trackingNumber: string; at: Date },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.tokenValue, token)).for('update');
    if (order?.state !== 'completed') throw new Error(`Commande ${token} introuvable ou pas encore validée.`);
    await tx
      .update(shipments)
      .set({ state: 'shipped', trackingNumber, shippedAt: at })
      .where(eq(shipments.orderId, order.id));
    await tx.update(orders).set({ shippingState: 'shipped', updatedAt: at }).where(eq(orders.id, order.id));
  });
}
