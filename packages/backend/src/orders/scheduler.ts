import { randomBytes } from 'node:crypto';
import {
  addDays,
  CHANNEL_CODES,
  type ChannelCode,
  DEFAULT_CHANNEL_CODE,
  DEFAULT_LOCALE,
  findCarrier,
  href,
  includedVat,
  isDeliveryCountry,
  LOCALE_CODES,
  type Locale,
  modificationLimitDate,
  parisDay,
  REMINDER_DAYS,
  reminderDate,
  shippingCost,
} from '@gamelle/domain';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { lineNames } from '../catalogue/render.js';
import type { Database } from '../db/open.js';
import {
  customers,
  gatewayCards,
  orderItems,
  orders,
  payments,
  shipments,
  subscriptionEvents,
  subscriptions,
} from '../db/schema.js';
import { languageOf, readerLanguage } from '../mail/language.js';
import type { Outbox, OutgoingMail } from '../mail/outbox.js';
import { deliveryReminderMail, lastDayReminderMail, subscriptionOrderMail } from '../mail/subscription-mails.js';
import { dayInWords, siteUrl } from '../mail/words.js';
import { cardExpired } from './gateway.js';
import { takeStock } from './stock.js';
import { type CouponRefusal, couponRefusal, findCoupon, findVariant, lockCoupon, type Tx } from './store.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A line of a subscription's orders; `upsell` lines were added for the next shipment only (SPEC §2). */
export type Line = { variantCode: string; quantity: number; upsell?: boolean };

/** A calendar day (`YYYY-MM-DD`) in the shop's words: « 22 décembre 2026 ». */
export const frenchDate = (day: string) => dayInWords(day, 'fr');

/** The lines the next order will have: the customer's changes for it alone, else every order's. */
export const nextLines = (row: SubscriptionRow): Line[] => (row.nextItems ?? row.items) as Line[];

/** The subscription's page in the account, in a language (absolute: it is opened from an e-mail). */
export const subscriptionUrl = (siteOrigin: string, code: string, language: Locale = DEFAULT_LOCALE) =>
  siteUrl(siteOrigin, href.accountSubscription({ subscription: code }), language);

/** The order a subscription was taken out with (`originOrderId`): its language and channel, if it is still there. */
async function originOrder(db: Database | Tx, subscription: Pick<SubscriptionRow, 'originOrderId'>) {
  const [origin] = await db
    .select({ localeCode: orders.localeCode, channelCode: orders.channelCode })
    .from(orders)
    .where(eq(orders.id, subscription.originOrderId))
    .limit(1);
  return origin;
}

/**
 * The channel of the orders a subscription makes: the channel of the order it
 * was taken out with (a professional's subscription stays professional), the B2C one when that
 * order is not known.
 */
export async function subscriptionChannel(
  db: Database | Tx,
  subscription: Pick<SubscriptionRow, 'originOrderId'>,
): Promise<ChannelCode> {
  const channel = (await originOrder(db, subscription))?.channelCode;
  return CHANNEL_CODES.find((code) => code === channel) ?? DEFAULT_CHANNEL_CODE;
}

/**
 * The language a subscription speaks (ADR 0019): its customer's preferred language when they
 * chose one, else the language of the order it was taken out with (`readerLanguage`). Its e-mails
 * and the orders it makes (their shipping e-mail, their invoice, their lines' names) are in that language.
 */
export async function subscriptionLanguage(
  db: Database | Tx,
  subscription: Pick<SubscriptionRow, 'customerId' | 'originOrderId'>,
): Promise<Locale> {
  const origin = await originOrder(db, subscription);
  const [customer] = await db
    .select({ preferredLanguage: customers.preferredLanguage })
    .from(customers)
    .where(eq(customers.id, subscription.customerId))
    .limit(1);
  return readerLanguage(customer?.preferredLanguage, languageOf(origin?.localeCode));
}

/**
 * The lines of a subscription's next order at today's subscription prices (SPEC §9: −10 %), named
 * in a language (ADR 0019: an order made in Dutch has Dutch lines, as a Dutch cart has;
 * French by default and where the product has no translation).
 */
export async function draftLines(db: Database | Tx, lines: readonly Line[], language: Locale = DEFAULT_LOCALE) {
  const priced = [];
  for (const line of lines) {
    const found = await findVariant(db, line.variantCode);
    const product = found?.product;
    const variant = found?.variant;
    priced.push({
      ...line,
      productSku: product?.sku ?? '',
      ...(product
        ? lineNames(product, line.variantCode, language)
        : { productName: line.variantCode, variantName: '' }),
      unitPrice: typeof variant?.base_price_subscription === 'number' ? variant.base_price_subscription : null,
      available: Boolean(variant?.in_stock) && (typeof variant?.stock !== 'number' || variant.stock >= line.quantity),
    });
  }
  return priced;
}

type DraftLine = Awaited<ReturnType<typeof draftLines>>[number];

/**
 * What a subscription's next order costs, the one place it is
 * computed for the page and for the order the scheduler makes: items at today's subscription
 * prices, the next order's coupon while its rules hold (the cart's rules: `couponRefusal`; a
 * first-order coupon never, a subscriber has ordered), shipping by carrier and country.
 */
export async function priceNextOrder(db: Database | Tx, row: SubscriptionRow, lines: readonly DraftLine[]) {
  const itemsTotal = lines.reduce((sum, line) => sum + (line.unitPrice ?? 0) * line.quantity, 0);
  let discountTotal = 0;
  let refusal: CouponRefusal | null = null;
  if (row.nextCouponCode) {
    const coupon = await findCoupon(db, row.nextCouponCode);
    refusal = await couponRefusal(
      db,
      { customerId: row.customerId, couponCode: row.nextCouponCode },
      itemsTotal,
      coupon,
    );
    if (coupon && !refusal) discountTotal = Math.min(coupon.amount, itemsTotal);
  }
  const carrier = findCarrier(row.shippingMethodCode);
  const country = (row.shippingAddress as { countryCode?: string }).countryCode ?? 'FR';
  const shippingTotal = carrier && isDeliveryCountry(country) ? shippingCost(carrier, country, itemsTotal) : 0;
  return {
    itemsTotal,
    couponCode: row.nextCouponCode,
    couponRefusal: refusal,
    discountTotal,
    shippingTotal,
    total: itemsTotal - discountTotal + shippingTotal,
    carrier,
  };
}

/**
 * Claims a reminder (`week:2026-12-24`) for the one caller that adds its key to `remindersSent`:
 * one conditional UPDATE, so of two instances running the scheduler at once only one gets the row
 * back and sends the e-mail (ADR 0022). Nothing is claimed when the subscription
 * has stopped or its date has moved since it was read.
 */
async function claimReminder(db: Database, id: number, shippingDate: string, key: string): Promise<boolean> {
  const keyJson = JSON.stringify([key]);
  const claimed = await db
    .update(subscriptions)
    .set({ remindersSent: sql`${subscriptions.remindersSent} || ${keyJson}::jsonb` })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.nextShippingDate, shippingDate),
        sql`not (${subscriptions.remindersSent} @> ${keyJson}::jsonb)`,
      ),
    )
    .returning({ id: subscriptions.id });
  return claimed.length > 0;
}

/** Gives a claimed reminder back (its e-mail could not be sent). */
async function releaseReminder(db: Database, id: number, key: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ remindersSent: sql`${subscriptions.remindersSent} - ${key}::text` })
    .where(eq(subscriptions.id, id));
}

export interface SchedulerReport {
  reminders: number;
  orders: number;
  failures: number;
}

/**
 * The subscription scheduler, with an injectable clock: reminder e-mails one week and
 * four days before shipping (the last day for changes, SPEC §4), then on the shipping date the
 * draft next order becomes a real order, charged to the card on file (or awaiting a delayed
 * payment), stock taken; the next date moves on by the frequency. A subscription that cannot be
 * served (product unavailable) turns to `error` with the reason, and no order is made.
 *
 * Every instance over one PostgreSQL runs it (ADR 0022), and two runs at once do
 * each date's work once: a reminder is claimed by a conditional UPDATE before its e-mail is sent
 * (`claimReminder`), an order is made under the subscription's row lock for the date that was
 * read (`placeSubscriptionOrder`'s `expectedDate`); the run that loses sends nothing.
 */
export async function runSubscriptionScheduler({
  db,
  now,
  outbox,
  siteOrigin = 'https://gamelle.example',
}: {
  db: Database;
  now: Date;
  outbox: Outbox;
  /** Origin of the links in the e-mails (SITE_ORIGIN). */
  siteOrigin?: string;
}): Promise<SchedulerReport> {
  const report: SchedulerReport = { reminders: 0, orders: 0, failures: 0 };
  // Days are the shop's, in Paris: at 23:30 UTC on a summer evening it is already tomorrow there.
  const today = parisDay(now);
  // A pause ends a week before the day it goes on (SPEC §4): active again, that delivery gets its
  // reminders as any other. One conditional UPDATE: of two instances, one gets the row back.
  const resumed = await db
    .update(subscriptions)
    .set({ status: 'active', pausedUntil: null, pausedFrom: null })
    .where(
      and(
        eq(subscriptions.status, 'paused'),
        eq(subscriptions.nextShippingDate, subscriptions.pausedUntil),
        lte(subscriptions.pausedUntil, addDays(today, REMINDER_DAYS)),
      ),
    )
    .returning({ id: subscriptions.id, nextShippingDate: subscriptions.nextShippingDate });
  if (resumed.length > 0) {
    await db.insert(subscriptionEvents).values(
      resumed.map((row) => ({
        subscriptionId: row.id,
        kind: 'resumed',
        nextShippingDate: row.nextShippingDate,
        at: now,
      })),
    );
  }
  // Active subscriptions, and paused ones whose next order was in preparation when they were
  // paused: that order ships, the pause starts after it. A paused one has no reminder (`claimReminder`).
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'paused'), lt(subscriptions.nextShippingDate, subscriptions.pausedUntil)),
        ),
        lte(subscriptions.nextShippingDate, addDays(today, 7)),
      ),
    );
  for (const subscription of due) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, subscription.customerId)).limit(1);
    if (!customer) continue;
    const sent = new Set(subscription.remindersSent as string[]);
    const next = subscription.nextShippingDate;
    const language = await subscriptionLanguage(db, subscription);
    const link = subscriptionUrl(siteOrigin, subscription.code, language);
    const reminders: { key: string; mail: OutgoingMail }[] = [];
    // A week before, while changes are still open (a late run after the limit sends nothing untrue).
    if (today >= reminderDate(next) && today < modificationLimitDate(next) && !sent.has(`week:${next}`)) {
      reminders.push({
        key: `week:${next}`,
        mail: deliveryReminderMail(language, customer.email, {
          code: subscription.code,
          shippingDate: next,
          limitDate: modificationLimitDate(next),
          link,
        }),
      });
    }
    // « Today is the last day »: on that day only.
    if (today === modificationLimitDate(next) && !sent.has(`limit:${next}`)) {
      reminders.push({
        key: `limit:${next}`,
        mail: lastDayReminderMail(language, customer.email, { code: subscription.code, shippingDate: next, link }),
      });
    }
    for (const reminder of reminders) {
      // Claimed before it is sent: of instances racing, one sends it (ADR 0022).
      if (!(await claimReminder(db, subscription.id, next, reminder.key))) continue;
      try {
        await outbox.send(reminder.mail);
      } catch (error) {
        // Not sent: handed back, so the next run tries again.
        await releaseReminder(db, subscription.id, reminder.key);
        throw error;
      }
      report.reminders += 1;
    }
    if (today >= next) {
      const made = await db.transaction(async (tx) => {
        const placed = await placeSubscriptionOrder(tx, subscription, now, { expectedDate: next });
        if (!placed.ok && placed.variantCode) {
          await tx
            .update(subscriptions)
            .set({ status: 'error', lastError: `product_unavailable:${placed.variantCode}` })
            .where(eq(subscriptions.id, subscription.id));
        }
        return placed;
      });
      if (made.ok) {
        report.orders += 1;
        await outbox.send(
          subscriptionOrderMail(
            made.language,
            customer.email,
            { code: subscription.code, ...made },
            subscriptionUrl(siteOrigin, subscription.code, made.language),
          ),
        );
      } else {
        report.failures += 1;
      }
    }
  }
  return report;
}

export interface PlacedOrder {
  ok: true;
  number: string;
  tokenValue: string;
  total: number;
  paid: boolean;
  /** Why the card on file was not charged (`card_expired`, `refused`…), null otherwise. */
  failure: string | null;
  nextShippingDate: string;
  /** The order's language, the subscription's (`subscriptionLanguage`): its e-mails are in it. */
  language: Locale;
}

/**
 * Makes the subscription's next order a real one, now: its lines at today's subscription prices,
 * stock taken, the card on file charged (or the delayed payment awaited), and the schedule moved
 * on — to the date chosen while it was in progress, else by the frequency (the one-off gap if the
 * customer chose one) from its planned day, or from today when the customer asked to ship now.
 * The customer's « next order only » changes are spent. `{ ok: false }` with the variant when a
 * product cannot be served (nothing is written); without one when the subscription changed meanwhile.
 */
export async function placeSubscriptionOrder(
  tx: Tx,
  subscription: SubscriptionRow,
  now: Date,
  { expectedDate, shipNow = false }: { expectedDate?: string; shipNow?: boolean } = {},
): Promise<PlacedOrder | { ok: false; variantCode?: string }> {
  const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
  // A paused subscription ships only the order that was in preparation when it was paused.
  const ships =
    locked?.status === 'active' ||
    (locked?.status === 'paused' && locked.pausedUntil !== null && locked.nextShippingDate < locked.pausedUntil);
  if (!locked || !ships || (expectedDate !== undefined && locked.nextShippingDate !== expectedDate)) {
    return { ok: false };
  }
  // A single-use coupon is locked as the checkout's completion locks it, and before the products as
  // it does (no deadlock): a cart completed at the same moment with the same code waits, then sees
  // this order placed with it (`couponRefusal`'s « used elsewhere »), and the other way round.
  if (locked.nextCouponCode) await lockCoupon(tx, locked.nextCouponCode);
  // The order's language and channel: the subscription's (its lines are named in that language).
  const language = await subscriptionLanguage(tx, locked);
  const localeCode = LOCALE_CODES[language];
  const channelCode = await subscriptionChannel(tx, locked);
  const lines = await draftLines(tx, nextLines(locked), languageOf(localeCode));
  const unavailable = async (variantCode: string) => ({ ok: false, variantCode }) as const;
  const missing = lines.find((line) => line.unitPrice === null || !line.available);
  if (missing) return unavailable(missing.variantCode);
  // Stock, under the products' locks, as a shopper's order takes it (orders/stock.ts): a line
  // another order emptied since the check above fails the same way.
  const [short] = await takeStock(tx, lines);
  if (short) return unavailable(short.line.variantCode);
  // A coupon whose rules no longer hold is dropped, not charged for: the page said so beforehand.
  const { itemsTotal, discountTotal, shippingTotal, total } = await priceNextOrder(tx, locked, lines);
  const couponCode = discountTotal > 0 ? locked.nextCouponCode : null;
  let paid = false;
  let failure: string | null = null;
  if (locked.paymentMethodCode === 'visa' || locked.paymentMethodCode === 'mastercard') {
    const [card] = locked.cardToken
      ? await tx.select().from(gatewayCards).where(eq(gatewayCards.token, locked.cardToken)).limit(1)
      : [];
    if (!card) failure = 'no_card';
    else if (cardExpired(card.expiryMonth, card.expiryYear, now)) failure = 'card_expired';
    else if (card.outcome !== 'success') failure = card.outcome;
    else paid = true;
  }
  const [customer] = await tx.select().from(customers).where(eq(customers.id, locked.customerId));
  const [order] = await tx
    .insert(orders)
    .values({
      tokenValue: randomBytes(18).toString('base64url'),
      state: 'completed',
      channelCode,
      localeCode,
      customerId: locked.customerId,
      itemsTotal,
      couponCode,
      discountTotal,
      shippingTotal,
      total,
      taxTotal: includedVat(total),
      email: customer?.email ?? null,
      billingAddress: locked.billingAddress,
      shippingAddress: locked.shippingAddress,
      checkoutState: 'completed',
      paymentState: paid ? 'paid' : failure ? 'payment_failed' : 'awaiting_payment',
      shippingState: 'ready',
      checkoutCompletedAt: now,
      subscriptionId: locked.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) return { ok: false };
  const number = `G${String(order.id).padStart(6, '0')}`;
  await tx.update(orders).set({ number }).where(eq(orders.id, order.id));
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      variantCode: line.variantCode,
      productSku: line.productSku,
      productName: line.productName,
      variantName: line.variantName,
      unitPrice: line.unitPrice ?? 0,
      quantity: line.quantity,
      subscriptionInterval: locked.frequencyDays,
      createdAt: now,
    })),
  );
  await tx.insert(shipments).values({
    orderId: order.id,
    methodCode: locked.shippingMethodCode,
    pickupPoint: locked.pickupPoint,
    state: 'ready',
  });
  await tx.insert(payments).values({
    orderId: order.id,
    methodCode: locked.paymentMethodCode,
    amount: total,
    state: paid ? 'completed' : failure ? 'failed' : 'new',
    details: failure ? { failure } : {},
    updatedAt: now,
  });
  const gap = locked.nextFrequencyDays ?? locked.frequencyDays;
  const nextShippingDate =
    locked.followingShippingDate ?? addDays(shipNow ? parisDay(now) : locked.nextShippingDate, gap);
  await tx
    .update(subscriptions)
    .set({
      nextShippingDate,
      // An order whose card was refused is no delivery yet (SPEC §9's minimum counts real ones).
      deliveries: locked.deliveries + (failure ? 0 : 1),
      lastError: failure,
      nextItems: null,
      nextCouponCode: null,
      nextFrequencyDays: null,
      followingShippingDate: null,
    })
    .where(eq(subscriptions.id, locked.id));
  return { ok: true, number, tokenValue: order.tokenValue, total, paid, failure, nextShippingDate, language };
}
