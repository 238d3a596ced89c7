import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  contactRequests,
  customers,
  gatewayCards,
  idempotencyKeys,
  identityChallenges,
  images,
  mailOutbox,
  newsletterSubscriptions,
  orders,
  orderWithdrawals,
  payments,
  promotionCoupons,
  subscriptions,
  throttleBuckets,
} from '../db/schema.js';
import type { Tx } from '../orders/store.js';

type CustomerRow = typeof customers.$inferSelect;

/** `abortReason` of a subscription stopped because its customer deleted their account. */
export const ACCOUNT_DELETED = 'account_deleted';

/** The fields of an address an issued invoice names (CGI art. 242 nonies A: the customer's name and address). */
const INVOICE_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'street2',
  'postcode',
  'city',
  'countryCode',
  'provinceCode',
  'provinceName',
] as const;

/**
 * An address erased: only its country is kept, which says the VAT the order was taxed at (the
 * evidence of the place of supply a distance sale in the EU must keep, Implementing Regulation
 * 282/2011 art. 24d); the other fields empty, so that the order still reads as an order.
 */
export function erasedAddress(address: unknown): Record<string, string> | null {
  if (!address || typeof address !== 'object') return null;
  const { countryCode } = address as { countryCode?: unknown };
  return {
    firstName: '',
    lastName: '',
    street: '',
    postcode: '',
    city: '',
    countryCode: typeof countryCode === 'string' ? countryCode : '',
  };
}

/** The billing address of an invoiced order as its invoice names it: no telephone, no alias, no instructions. */
export function invoiceAddress(address: unknown): Record<string, unknown> | null {
  if (!address || typeof address !== 'object') return null;
  const kept: Record<string, unknown> = {};
  for (const field of INVOICE_ADDRESS_FIELDS) {
    const value = (address as Record<string, unknown>)[field];
    if (value !== undefined) kept[field] = value;
  }
  return kept;
}

/**
 * The customer's orders still under way, which keep the account (ADR 0028): placed, neither
 * shipped nor withdrawn from nor cancelled — their delivery address is still needed to deliver
 * them, and their payment to be made. Their numbers, oldest first.
 */
export async function ordersUnderWay(tx: Tx, customerId: number): Promise<string[]> {
  const rows = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.state, 'completed'),
        ne(orders.shippingState, 'shipped'),
        isNull(orders.withdrawnAt),
      ),
    )
    .orderBy(orders.id);
  return rows.map((row) => row.number ?? '');
}

/**
 * Deletes a customer's account (GDPR art. 17, ADR 0028), in the caller's transaction, the customer
 * row locked. What the law makes the shop keep stays, anonymised: the placed orders (amounts,
 * lines, dates, states, the invoice's number, the payment's method and reference), no longer the
 * customer's — their e-mail, delivery address, telephone and card's last digits erased, the
 * billing address kept on an invoiced order as its invoice names it, only its country otherwise;
 * a withdrawal's date, its name, address and statement erased. Everything else goes: the
 * subscriptions (stopped, then deleted with their history), carts, addresses, pets and their
 * photos, sessions and reset links (every session ends), newsletter consent, coupons of their own
 * (switched off), sponsorships, messages to customer service, e-mails sent or given up, cards
 * held by the payment simulator, sign-in challenges and the rate-limit counters of the address.
 * Mails still waiting in the outbox are sent (a withdrawal's acknowledgment is owed).
 * Returns the numbers of the orders kept and the codes of the subscriptions stopped.
 */
export async function eraseAccount(
  tx: Tx,
  customer: CustomerRow,
  now: Date,
): Promise<{ orders: string[]; subscriptions: string[] }> {
  const email = customer.email;
  // Subscriptions stop first (the scheduler takes their lock too: none is being ordered meanwhile).
  const stopped = await tx
    .update(subscriptions)
    .set({ status: 'stopped', stoppedAt: now, abortReason: ACCOUNT_DELETED, pausedUntil: null, pausedFrom: null })
    .where(and(eq(subscriptions.customerId, customer.id), inArray(subscriptions.status, ['active', 'paused', 'error'])))
    .returning({ code: subscriptions.code });

  // Carts are no orders: they go with their lines, shipment and payment (cascade).
  await tx.delete(orders).where(and(eq(orders.customerId, customer.id), inArray(orders.state, ['cart', 'new'])));
  const placed = await tx
    .select()
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(orders.id)
    .for('update');
  for (const order of placed) {
    await tx
      .update(orders)
      .set({
        customerId: null,
        email: null,
        billingAddress: order.invoiceNumber
          ? invoiceAddress(order.billingAddress)
          : erasedAddress(order.billingAddress),
        shippingAddress: erasedAddress(order.shippingAddress),
        personalDataErasedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  }
  const placedIds = placed.map((order) => order.id);
  if (placedIds.length > 0) {
    // The payment keeps its method, amount, state and references; not the card's last digits.
    await tx
      .update(payments)
      .set({ details: sql`${payments.details} - 'last4' - 'expiryMonth' - 'expiryYear'` })
      .where(inArray(payments.orderId, placedIds));
    await tx
      .update(orderWithdrawals)
      .set({ name: null, email: null, statement: null })
      .where(inArray(orderWithdrawals.orderId, placedIds));
  }
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, customer.id));

  // Consents, codes and messages kept by the address.
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  await tx
    .update(promotionCoupons)
    .set({ active: false, ownerEmail: null })
    .where(eq(promotionCoupons.ownerEmail, email));
  await tx.delete(contactRequests).where(eq(contactRequests.email, email));
  await tx.delete(identityChallenges).where(eq(identityChallenges.email, email));
  await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt))));
  // Counters of failed sign-ins keyed by the address (`login:account:…`, `…:address|network`).
  await tx
    .delete(throttleBuckets)
    .where(
      or(
        sql`right(${throttleBuckets.key}, ${email.length + 1}) = ${`:${email}`}`,
        sql`position(${`:${email}|`} in ${throttleBuckets.key}) > 0`,
      ),
    );
  await tx.delete(images).where(eq(images.customerId, customer.id));
  await tx.delete(gatewayCards).where(eq(gatewayCards.customerId, customer.id));

  // The account itself, and with it (foreign keys, on delete cascade): addresses, pets, refresh
  // tokens and reset links, subscriptions and their events, sponsorships, referral code, upload tokens.
  await tx.delete(customers).where(eq(customers.id, customer.id));
  return { orders: placed.map((order) => order.number ?? ''), subscriptions: stopped.map((row) => row.code) };
}
