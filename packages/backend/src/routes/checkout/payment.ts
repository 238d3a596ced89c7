import { MESSAGES_FR, PAYMENT_METHODS } from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../../auth/bearer.js';
import { orders, payments } from '../../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../../http/problems.js';
import { languageOf } from '../../mail/language.js';
import { BANK_ANSWERS, cardExpired } from '../../orders/gateway.js';
import { settleOrder, type Tx, viewOf } from '../../orders/store.js';
import { MAX_UNPAID_ORDERS, unpaidOrdersMessage, unpaidOrdersOf } from '../../orders/unpaid.js';
import { SIMULATORS_OFF } from '../../simulators/config.js';
import { claimCard } from '../../simulators/payments.js';
import { type CheckoutTexts, checkoutTexts } from './checkout-texts.js';
import { type CheckoutDeps, codeOf, lockOwnOrder, reached, requireItems, requireOpen, stepError } from './steps.js';

const paymentBodySchema = z.object({ paymentMethod: z.string({ error: 'required' }).min(1, 'required') }).strict();

/** Methods paid when the order is placed (a card); the others come later (orders/unpaid.ts). */
const PAID_AT_ONCE: readonly string[] = ['visa', 'mastercard'];

/** Methods that need an outside service (simulated here): refused when the simulators are off. */
const SIMULATED_METHODS: readonly string[] = ['visa', 'mastercard', 'paypal'];

/** The payment methods offered: all of SPEC §9, or only cheque and bank transfer without the simulators. */
export const offeredMethods = (simulators: boolean) =>
  PAYMENT_METHODS.filter((code) => simulators || !SIMULATED_METHODS.includes(code));

/** The payment step of the checkout: the methods offered and the choice of one. */
export function paymentRoutes({ db, now, auth, simulators }: CheckoutDeps) {
  const offered = offeredMethods(simulators);
  const app = new Hono<AuthEnv>();

  // Payment methods of SPEC §9, for a payment of the caller's order (anyone else's: 404, as shipping's).
  app.get('/orders/:token/payments/:id{[0-9]+}/methods', auth, async (c) => {
    const [found] = await db
      .select({ customerId: orders.customerId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.tokenValue, c.req.param('token')), eq(payments.id, Number(c.req.param('id')))))
      .limit(1);
    if (found?.customerId !== c.get('customerId')) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    return jsonLd(c, {
      '@type': 'hydra:Collection',
      'hydra:member': offered.map((code) => ({ '@id': `/api/v2/shop/payment-methods/${code}`, code })),
      'hydra:totalItems': offered.length,
    });
  });

  // Sylius `PATCH /shop/orders/{token}/payments/{id}` (payment method).
  app.patch('/orders/:token/payments/:id{[0-9]+}', auth, async (c) => {
    const body = await readBody(c, paymentBodySchema, 'checkout');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      if (!reached(row.checkoutState, 'shipping_selected'))
        throw stepError(checkoutTexts(languageOf(row.localeCode)).shippingFirst);
      const parts = await requireItems(tx, row);
      if (!parts.payment || parts.payment.id !== Number(c.req.param('id')))
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const method = codeOf(body.paymentMethod);
      if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
        throw violationError([
          {
            propertyPath: 'paymentMethod',
            code: 'invalid',
            message: checkoutTexts(languageOf(row.localeCode)).methodUnknown,
          },
        ]);
      }
      if (!(offered as readonly string[]).includes(method)) {
        throw violationError([{ propertyPath: 'paymentMethod', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
      }
      // Said at this step already, not only at the last click (the completion checks it again).
      if (!PAID_AT_ONCE.includes(method) && (await unpaidOrdersOf(tx, c.get('customerId'))) >= MAX_UNPAID_ORDERS) {
        throw violationError([
          {
            propertyPath: 'paymentMethod',
            code: 'unpaid_orders',
            message: unpaidOrdersMessage(languageOf(row.localeCode)),
          },
        ]);
      }
      await tx.update(payments).set({ methodCode: method, updatedAt: now() }).where(eq(payments.id, parts.payment.id));
      const [updated] = await tx
        .update(orders)
        .set({ checkoutState: 'payment_selected' })
        .where(eq(orders.id, row.id))
        .returning();
      return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, now())));
    });
  });

  return app;
}

/** Charges a card token through the simulated gateway; throws the bank's answer when refused. */
export async function chargeCard(
  tx: Tx,
  simulators: boolean,
  method: string,
  token: string | undefined,
  customerId: number,
  at: Date,
  say: CheckoutTexts = checkoutTexts('fr'),
) {
  if (!simulators) {
    throw violationError([{ propertyPath: 'paymentMethod', code: 'unavailable', message: SIMULATORS_OFF.payment }]);
  }
  if (!token) {
    throw violationError([{ propertyPath: 'paymentToken', code: 'required', message: say.cardRequired }]);
  }
  // A token is the customer's it was first charged for; another's, or one left unused, does not exist.
  const card = await claimCard(tx, token, customerId, at);
  if (!card) {
    throw violationError([
      {
        propertyPath: 'paymentToken',
        code: 'invalid',
        message: say.cardExpired,
      },
    ]);
  }
  if (card.brand !== method) {
    throw violationError([
      {
        propertyPath: 'paymentToken',
        code: 'brand_mismatch',
        message: say.cardBrand(method === 'visa' ? 'Visa' : 'Mastercard'),
      },
    ]);
  }
  const outcome = cardExpired(card.expiryMonth, card.expiryYear, at) ? 'expired' : card.outcome;
  if (outcome !== 'success') {
    const answer = BANK_ANSWERS[outcome as keyof typeof BANK_ANSWERS] ?? BANK_ANSWERS.refused;
    // The front shows « Information bancaire : {message} ({code}) » (SPEC §8).
    throw violationError([{ propertyPath: 'paymentToken', code: answer.code, message: answer.message }]);
  }
  return { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
}
