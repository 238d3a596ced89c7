import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES_FR } from '@gamelle/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress, LIMITS, type Throttle } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { gatewayCards, paypalOrders } from '../db/schema.js';
import { hydraError, readBody, violationError } from '../http/problems.js';
import { cardBrand, cardExpired, luhnValid, TEST_CARDS } from '../orders/gateway.js';
import type { Tx } from '../orders/store.js';
import { refuseWhenOff, simulatorKey } from './config.js';

/** A card token not yet charged is good for one hour, as a payment service's would be. */
export const CARD_TOKEN_TTL_MS = 60 * 60 * 1000;

const cardBodySchema = z
  .object({
    number: z
      .string({ error: 'required' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^[0-9]{12,19}$/, 'invalid')),
    expiryMonth: z.number({ error: 'required' }).int().min(1, 'invalid').max(12, 'invalid'),
    expiryYear: z.number({ error: 'required' }).int().min(2000, 'invalid').max(2100, 'invalid'),
    cvc: z.string({ error: 'required' }).regex(/^[0-9]{3,4}$/, 'invalid'),
    holder: z.string().max(255).optional(),
  })
  .strict();

/** What the buyer's approval at PayPal proves: this PayPal order, for this amount, was approved. */
export interface PaypalApproval {
  paypalOrderId: string;
  amount: number;
  currency: string;
  signature: string;
}

const approvalText = (a: Omit<PaypalApproval, 'signature'>) => `${a.paypalOrderId}|${a.amount}|${a.currency}`;

export function signApproval(keys: TokenKeys, approval: Omit<PaypalApproval, 'signature'>): string {
  return createHmac('sha256', simulatorKey(keys, 'paypal')).update(approvalText(approval)).digest('base64url');
}

/** Whether PayPal (the simulator) signed this approval; constant-time. */
export function approvalSigned(keys: TokenKeys, approval: PaypalApproval): boolean {
  const expected = Buffer.from(signApproval(keys, approval));
  const given = Buffer.from(approval.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The shop asks PayPal for an order of `amount` cents (PayPal's « create order »): the id is
 * unguessable, the approval URL is what the buyer opens.
 */
export async function createPaypalOrder(tx: Tx, paymentId: number, amount: number, at: Date) {
  const id = `PAYID-${randomBytes(18).toString('base64url')}`;
  await tx.insert(paypalOrders).values({ id, paymentId, amount, currency: 'EUR', createdAt: at });
  return { id, approvalUrl: `/api/v2/payment-gateway/paypal/orders/${id}/approve` };
}

/** A PayPal order as the simulator holds it, for the shop's capture. */
export async function findPaypalOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(paypalOrders).where(eq(paypalOrders.id, id)).limit(1);
  return row ?? null;
}

/**
 * Binds a card token to the customer it is first charged for (a payment service attaches a
 * payment method to one customer): another customer presenting it, or a token left unused past
 * its hour, gets `null`, as if it did not exist.
 */
export async function claimCard(tx: Tx, token: string, customerId: number, at: Date) {
  const [card] = await tx.select().from(gatewayCards).where(eq(gatewayCards.token, token)).for('update').limit(1);
  if (!card) return null;
  if (card.customerId !== null) return card.customerId === customerId ? card : null;
  if (at.getTime() - card.createdAt.getTime() > CARD_TOKEN_TTL_MS) return null;
  const [claimed] = await tx
    .update(gatewayCards)
    .set({ customerId })
    .where(and(eq(gatewayCards.token, token), isNull(gatewayCards.customerId)))
    .returning();
  return claimed ?? null;
}

/**
 * The simulated payment services: a card gateway that turns a card
 * into a token (the shop never receives card numbers) and PayPal's buyer approval, which answers
 * an approval signed with PayPal's key; the shop captures only a signed approval of its own order
 * and amount. Test cards: docs/api.md.
 */
export function gatewayRoutes({
  db,
  now,
  keys,
  throttle,
  enabled,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  throttle: Throttle;
  enabled: boolean;
}) {
  const app = new Hono();
  app.use('*', refuseWhenOff(enabled));

  app.post('/cards', async (c) => {
    const body = await readBody(c, cardBodySchema, 'card');
    // Card testing (trying stolen numbers one after another) is stopped per address.
    await throttle.enforce(c, LIMITS.cards, clientAddress(c));
    const brand = cardBrand(body.number);
    if (!brand || !luhnValid(body.number)) {
      throw violationError([
        { propertyPath: 'number', code: 'invalid', message: 'Ce numéro de carte n’est pas valide.' },
      ]);
    }
    if (cardExpired(body.expiryMonth, body.expiryYear, now())) {
      throw violationError([{ propertyPath: 'expiryYear', code: 'expired', message: 'Cette carte a expiré.' }]);
    }
    const token = `tok_${randomBytes(16).toString('hex')}`;
    const known = TEST_CARDS[body.number];
    await db.insert(gatewayCards).values({
      token,
      brand,
      last4: body.number.slice(-4),
      expiryMonth: body.expiryMonth,
      expiryYear: body.expiryYear,
      outcome: known?.outcome ?? 'success',
      createdAt: now(),
    });
    return c.json(
      { token, brand, last4: body.number.slice(-4), expiryMonth: body.expiryMonth, expiryYear: body.expiryYear },
      201,
    );
  });

  // The buyer approves at PayPal: the answer is PayPal's signed approval, which the shop captures.
  app.post('/paypal/orders/:id/approve', async (c) => {
    const id = c.req.param('id');
    const [order] = await db.select().from(paypalOrders).where(eq(paypalOrders.id, id)).limit(1);
    if (!order) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    if (!order.approvedAt) {
      await db
        .update(paypalOrders)
        .set({ approvedAt: now() })
        .where(and(eq(paypalOrders.id, id), isNull(paypalOrders.approvedAt)));
    }
    const approval = { paypalOrderId: order.id, amount: order.amount, currency: order.currency };
    return c.json({ ...approval, signature: signApproval(keys, approval) });
  });

  return app;
}
