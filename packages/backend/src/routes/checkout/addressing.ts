import { addressSchema, emailSchema, withInternationalPhones } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { saveToAddressBook } from '../../addresses/book.js';
import type { AuthEnv } from '../../auth/bearer.js';
import { customers, orders, payments, shipments } from '../../db/schema.js';
import { jsonLd, peekJson, readBody, violationError } from '../../http/problems.js';
import { settleOrder, type Tx, viewOf } from '../../orders/store.js';
import type { OrderRow } from '../../orders/view.js';
import {
  addressViolations,
  type CheckoutDeps,
  deliveryCountryViolation,
  lockOwnOrder,
  requireItems,
  requireOpen,
} from './steps.js';

const addressingBodySchema = z
  .object({
    email: emailSchema.optional(),
    billingAddress: z.unknown(),
    shippingAddress: z.unknown().optional(),
    /**
     * The addresses of this call the shopper asked to keep in « Mes adresses » (the box « Enregistrer
     * cette adresse », checked by default on the site); none without it.
     */
    saveToAddressBook: z
      .array(z.enum(['billingAddress', 'shippingAddress']))
      .max(2)
      .optional(),
  })
  .strict();

/** The addressing step of the checkout: e-mail, billing and shipping addresses. */
export function addressingRoutes({ db, now, auth }: CheckoutDeps) {
  const app = new Hono<AuthEnv>();

  /** SPEC §7 checkout addressing: `PUT /shop/orders/{token}` with e-mail and addresses. */
  async function address(c: Context<AuthEnv>, tx: Tx, row: OrderRow, body: z.infer<typeof addressingBodySchema>) {
    const parts = await requireItems(tx, row);
    const shippingValue = body.shippingAddress ?? body.billingAddress;
    const violations = [
      ...addressViolations('billingAddress', body.billingAddress),
      ...addressViolations('shippingAddress', shippingValue),
    ];
    const notDelivered = violations.length === 0 ? deliveryCountryViolation('shippingAddress', shippingValue) : null;
    if (notDelivered) violations.push(notDelivered);
    if (violations.length > 0) throw violationError(violations);
    // Phone numbers in international form for the address's country (SPEC §5 "stored internationally").
    const billingAddress = withInternationalPhones(addressSchema().parse(body.billingAddress));
    const shippingAddress = withInternationalPhones(addressSchema().parse(shippingValue));
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, c.get('customerId')))
      .limit(1);
    const at = now();
    // A new address resets the later steps (the carrier may not serve it any more).
    const [updated] = await tx
      .update(orders)
      .set({
        email: body.email ?? customer?.email ?? row.email,
        billingAddress,
        shippingAddress,
        checkoutState: 'addressed',
        updatedAt: at,
      })
      .where(eq(orders.id, row.id))
      .returning();
    if (parts.shipment) {
      await tx
        .update(shipments)
        .set({ methodCode: null, pickupPoint: null })
        .where(eq(shipments.id, parts.shipment.id));
    } else {
      await tx.insert(shipments).values({ orderId: row.id });
    }
    if (parts.payment) {
      await tx.update(payments).set({ methodCode: null, updatedAt: at }).where(eq(payments.id, parts.payment.id));
    } else {
      await tx.insert(payments).values({ orderId: row.id, amount: row.total, updatedAt: at });
    }
    // Saved for the signed-in customer only, whoever the body names; the same address never twice,
    // and a full book leaves the order going on without it.
    const toSave = new Set(body.saveToAddressBook ?? []);
    if (toSave.has('billingAddress')) await saveToAddressBook(tx, c.get('customerId'), billingAddress, at);
    if (toSave.has('shippingAddress')) await saveToAddressBook(tx, c.get('customerId'), shippingAddress, at);
    return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, at)));
  }

  // SPEC §7 addressing (Sylius `PUT /shop/orders/{token}` with addresses); `{customer}` alone assigns.
  app.put('/orders/:token', auth, async (c, next) => {
    if (!('billingAddress' in (await peekJson(c)))) return next();
    const body = await readBody(c, addressingBodySchema, 'address');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      return address(c, tx, row, body);
    });
  });

  return app;
}
