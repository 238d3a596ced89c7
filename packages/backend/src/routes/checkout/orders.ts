import { type Locale, MESSAGES_FR, withdrawalSchema } from '@gamelle/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../../auth/bearer.js';
import { orders, payments } from '../../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../../http/problems.js';
import { readInt } from '../../http/query.js';
import { languageOf } from '../../mail/language.js';
import { assignInvoiceNumber } from '../../orders/fulfilment.js';
import { invoiceAvailableFrom, invoiceContent, invoiceNotYetMessage, invoicePdf } from '../../orders/invoice.js';
import { loadParts, orderWithParts, partsOf, viewOf } from '../../orders/store.js';
import { WithdrawalRefused, withdrawFromOrder } from '../../orders/withdrawal.js';
import { SIMULATORS_OFF } from '../../simulators/config.js';
import { approvalSigned, findPaypalOrder } from '../../simulators/payments.js';
import { checkoutTexts } from './checkout-texts.js';
import type { CheckoutDeps } from './steps.js';

const paypalCaptureBodySchema = z
  .object({
    paypalOrderId: z.string({ error: 'required' }).min(1, 'required').max(255),
    amount: z.number({ error: 'required' }).int(),
    currency: z.string({ error: 'required' }).max(3),
    signature: z.string({ error: 'required' }).min(1, 'required').max(255),
  })
  .strict();

/** The invoice's file name starts with the word « invoice » in the order's language (ADR 0019). */
const INVOICE_FILE_WORD = { fr: 'facture', nl: 'factuur' } as const satisfies Record<Locale, string>;

/** Placed orders, read by their owner only: the list, PayPal's capture, the invoice, the withdrawal. */
export function placedOrderRoutes({ db, now, keys, auth, simulators, outbox, siteOrigin }: CheckoutDeps) {
  const app = new Hono<AuthEnv>();

  // Listing of the customer's placed orders, newest first, paged for
  // the account's « load more » (SPEC §2 orders list).
  app.get('/orders', auth, async (c) => {
    // Integers within bounds, else a French 400 (`1.5`, `Infinity` or `1e18` reached the database).
    const page = readInt(c, 'page', { min: 1, max: 10_000, fallback: 1 });
    const perPage = readInt(c, 'itemsPerPage', { min: 1, max: 50, fallback: 10 });
    // Placed, and cancelled ones too (an order unpaid for two weeks, orders/unpaid.ts): the customer
    // told of it finds it there.
    const mine = and(eq(orders.customerId, c.get('customerId')), inArray(orders.state, ['completed', 'cancelled']));
    // Each order with its lines, shipment and payment in the same query.
    const [rows, [counted]] = await Promise.all([
      db
        .select(orderWithParts)
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(mine),
    ]);
    const members = rows.map((row) => viewOf(partsOf(row)));
    const total = counted?.n ?? 0;
    const last = Math.max(1, Math.ceil(total / perPage));
    const pageIri = (n: number) => `/api/v2/shop/orders?itemsPerPage=${perPage}&page=${n}`;
    return jsonLd(c, {
      '@context': '/api/v2/contexts/Order',
      '@id': '/api/v2/shop/orders',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': total,
      // API Platform's partial view: where the « load more » of the orders list goes next (SPEC §2).
      'hydra:view': {
        '@id': pageIri(page),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': pageIri(1),
        'hydra:last': pageIri(last),
        ...(page > 1 ? { 'hydra:previous': pageIri(Math.min(page - 1, last)) } : {}),
        ...(page < last ? { 'hydra:next': pageIri(page + 1) } : {}),
      },
    });
  });

  // PayPal's capture: the shop marks the order paid only for an approval PayPal
  // signed for this very order's PayPal order and amount; the browser carries it, cannot forge it.
  app.post('/orders/:token/paypal-capture', auth, async (c) => {
    const body = await readBody(c, paypalCaptureBodySchema, 'checkout');
    if (!simulators) throw hydraError(503, SIMULATORS_OFF.payment);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.tokenValue, c.req.param('token')))
        .for('update')
        .limit(1);
      if (!row || row.customerId !== c.get('customerId') || row.state !== 'completed')
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const parts = await loadParts(tx, row);
      const payment = parts.payment;
      const expected = (payment?.details as { paypalOrderId?: string } | undefined)?.paypalOrderId;
      if (payment?.methodCode !== 'paypal' || !expected) throw hydraError(404, MESSAGES_FR.resourceNotFound);
      if (payment.state !== 'completed') {
        const paypalOrder = await findPaypalOrder(tx, expected);
        const refused = () =>
          violationError([
            {
              propertyPath: 'signature',
              code: 'paypal_refused',
              message: checkoutTexts(languageOf(row.localeCode)).paypalRefused,
            },
          ]);
        if (
          !paypalOrder?.approvedAt ||
          body.paypalOrderId !== expected ||
          body.amount !== payment.amount ||
          body.currency !== 'EUR' ||
          !approvalSigned(keys, body)
        )
          throw refused();
        const at = now();
        await tx.update(payments).set({ state: 'completed', updatedAt: at }).where(eq(payments.id, payment.id));
        await tx.update(orders).set({ paymentState: 'paid', updatedAt: at }).where(eq(orders.id, row.id));
      }
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id)).limit(1);
      return jsonLd(c, viewOf(await loadParts(tx, fresh ?? row)));
    });
  });

  // The invoice as a PDF, from 7 days after shipping (SPEC §2); before, a 404 in the
  // order's language that says when, for the site to show as it is (ADR 0019).
  // A Dutch order's file is a « factuur ».
  app.get('/orders/:token/invoice', auth, async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row || row.customerId !== c.get('customerId') || row.state !== 'completed')
      throw hydraError(404, MESSAGES_FR.resourceNotFound);
    let parts = await loadParts(db, row);
    const language = languageOf(parts.row.localeCode);
    const shippedAt = parts.shipment?.state === 'shipped' ? parts.shipment.shippedAt : null;
    const from = invoiceAvailableFrom(shippedAt);
    if (!from || now() < from) throw hydraError(404, invoiceNotYetMessage(from, language));
    // An order shipped before invoices were numbered gets its number now, dated its shipping day.
    if (!row.invoiceNumber && shippedAt) {
      parts = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update').limit(1);
        if (locked && !locked.invoiceNumber) await assignInvoiceNumber(tx, row.id, shippedAt);
        const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id)).limit(1);
        return loadParts(tx, fresh ?? row);
      });
    }
    const pdf = await invoicePdf(invoiceContent(parts));
    const word = INVOICE_FILE_WORD[language];
    const name = parts.row.invoiceNumber ?? row.number ?? word;
    return c.body(pdf as unknown as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${word}-${name}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  // The withdrawal function's confirmation (directive 2011/83/EU art. 11a, ADR 0028): the name and
  // the address of the acknowledgment given or confirmed, the order the URL's. 201 with the order,
  // its withdrawal received; 404 for anyone else's order, 409 once withdrawn or its period over.
  app.post('/orders/:token/withdrawal', auth, async (c) => {
    const input = await readBody(c, withdrawalSchema.strict(), 'withdrawal');
    const parts = await withdrawFromOrder(db, {
      token: c.req.param('token'),
      customerId: c.get('customerId'),
      input,
      now: now(),
      outbox,
      siteOrigin,
    }).catch((error: unknown) => {
      if (error instanceof WithdrawalRefused) throw hydraError(error.status, error.message);
      throw error;
    });
    return jsonLd(c, viewOf(parts), 201);
  });

  return app;
}
