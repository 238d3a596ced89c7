import { withdrawalLastDay } from '@gamelle/domain';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import {
  addresses,
  contactRequests,
  customers,
  gatewayCards,
  images,
  mailOutbox,
  newsletterSubscriptions,
  orders,
  orderWithdrawals,
  pets,
  promotionCoupons,
  referralCodes,
  refreshTokens,
  sponsorships,
  subscriptionEvents,
  subscriptions,
} from '../db/schema.js';
import { languageOf } from '../mail/language.js';
import { SELLER, SELLER_ADDRESS } from '../orders/seller.js';
import { type OrderParts, orderWithParts, partsOf } from '../orders/store.js';

/** The version of the file's shape, for a program that reads it (GDPR art. 20 « machine-readable »). */
export const EXPORT_FORMAT = 'gamelle-donnees-client/1';

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** A card as the shop may show it: brand, last digits, expiry; never a number, never the gateway's token. */
type Card = { brand: string; last4: string; expiryMonth: number; expiryYear: number };

/**
 * A placed order or a cart, as the customer reads their own: lines, amounts, addresses, delivery,
 * payment, invoice and withdrawal — without its token (a secret of the API, not data about them).
 */
function orderOf(parts: OrderParts, withdrawal: typeof orderWithdrawals.$inferSelect | null) {
  const { row, items, shipment, payment } = parts;
  const details = (payment?.details ?? {}) as { brand?: unknown; last4?: unknown };
  return {
    number: row.number,
    state: row.state,
    paymentState: row.paymentState,
    shippingState: row.shippingState,
    placedAt: iso(row.checkoutCompletedAt),
    createdAt: iso(row.createdAt),
    language: languageOf(row.localeCode),
    channel: row.channelCode,
    email: row.email,
    billingAddress: row.billingAddress ?? null,
    shippingAddress: row.shippingAddress ?? null,
    lines: items.map((item) => ({
      sku: item.productSku,
      variantCode: item.variantCode,
      product: item.productName,
      variant: item.variantName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      subscriptionIntervalDays: item.subscriptionInterval === 0 ? null : item.subscriptionInterval,
    })),
    currency: row.currencyCode,
    itemsTotal: row.itemsTotal,
    couponCode: row.couponCode,
    discountTotal: row.discountTotal,
    shippingTotal: row.shippingTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    shipment: shipment
      ? {
          carrier: shipment.methodCode,
          pickupPoint: shipment.pickupPoint ?? null,
          state: shipment.state,
          trackingNumber: shipment.trackingNumber,
          shippedAt: iso(shipment.shippedAt),
        }
      : null,
    payment: payment
      ? {
          method: payment.methodCode,
          amount: payment.amount,
          state: payment.state,
          card:
            typeof details.brand === 'string' && typeof details.last4 === 'string'
              ? { brand: details.brand, last4: details.last4 }
              : null,
        }
      : null,
    invoiceNumber: row.invoiceNumber,
    invoicedAt: iso(row.invoicedAt),
    withdrawal:
      row.state === 'cart'
        ? null
        : {
            lastDay: withdrawalLastDay(shipment?.state === 'shipped' ? shipment.shippedAt : null),
            receivedAt: iso(row.withdrawnAt),
            name: withdrawal?.name ?? null,
            email: withdrawal?.email ?? null,
            statement: withdrawal?.statement ?? null,
          },
  };
}

/**
 * Everything the shop holds on a customer (GDPR art. 15 access, art. 20 portability; ADR 0028), as
 * one JSON document: their account, consents, addresses, pets, orders and carts, subscriptions and
 * their history, withdrawals, sponsorships, coupons, messages to customer service, the e-mails sent
 * to them (subject and dates), their sessions (dates), cards on file (brand and last digits) and
 * uploaded pictures. Never a password hash, an access, refresh or reset token, an order's token
 * or a card's number. Null for no such customer.
 */
export async function customerDataExport(db: Database, customerId: number, now: Date) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return null;
  const email = customer.email;
  const [
    addressRows,
    petRows,
    orderRows,
    subscriptionRows,
    [newsletter],
    [referral],
    sponsored,
    [sponsor],
    couponRows,
    contactRows,
    mailRows,
    sessionRows,
    cardRows,
    imageRows,
  ] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)),
    db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(asc(pets.id)),
    db
      .select({ ...orderWithParts, withdrawal: orderWithdrawals })
      .from(orders)
      .leftJoin(orderWithdrawals, eq(orderWithdrawals.orderId, orders.id))
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id)),
    db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).orderBy(asc(subscriptions.id)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).limit(1),
    db.select().from(referralCodes).where(eq(referralCodes.customerId, customerId)).limit(1),
    db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        joinedAt: sponsorships.createdAt,
        rewardedAt: sponsorships.rewardedAt,
        rewardCode: sponsorships.rewardCouponCode,
      })
      .from(sponsorships)
      .innerJoin(customers, eq(customers.id, sponsorships.friendId))
      .where(eq(sponsorships.sponsorId, customerId))
      .orderBy(asc(sponsorships.createdAt)),
    db
      .select({ firstName: customers.firstName, lastName: customers.lastName, at: sponsorships.createdAt })
      .from(sponsorships)
      .innerJoin(customers, eq(customers.id, sponsorships.sponsorId))
      .where(eq(sponsorships.friendId, customerId))
      .limit(1),
    db
      .select()
      .from(promotionCoupons)
      .where(eq(promotionCoupons.ownerEmail, email))
      .orderBy(asc(promotionCoupons.code)),
    db.select().from(contactRequests).where(eq(contactRequests.email, email)).orderBy(asc(contactRequests.id)),
    db
      .select({
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(asc(mailOutbox.id)),
    db
      .select({
        family: refreshTokens.family,
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.customerId, customerId))
      .orderBy(asc(refreshTokens.createdAt)),
    db.select().from(gatewayCards).where(eq(gatewayCards.customerId, customerId)).orderBy(asc(gatewayCards.createdAt)),
    db
      .select({ path: images.path, contentType: images.contentType, createdAt: images.createdAt })
      .from(images)
      .where(eq(images.customerId, customerId))
      .orderBy(asc(images.createdAt)),
  ]);
  const subscriptionIds = subscriptionRows.map((row) => row.id);
  const [eventRows, subscriptionCards] = await Promise.all([
    subscriptionIds.length > 0
      ? db
          .select()
          .from(subscriptionEvents)
          .where(inArray(subscriptionEvents.subscriptionId, subscriptionIds))
          .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id))
      : [],
    subscriptionRows.some((row) => row.cardToken)
      ? db
          .select()
          .from(gatewayCards)
          .where(
            or(
              ...subscriptionRows
                .map((row) => row.cardToken)
                .filter((token): token is string => token !== null)
                .map((token) => eq(gatewayCards.token, token)),
            ),
          )
      : [],
  ]);
  const cardOf = (row: typeof gatewayCards.$inferSelect): Card => ({
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
  });

  // A session is a sign-in and the refreshes that renewed it (one family of refresh tokens).
  const sessions = new Map<string, { startedAt: Date; lastRenewedAt: Date; expiresAt: Date; endedAt: Date | null }>();
  for (const row of sessionRows) {
    const known = sessions.get(row.family);
    if (!known) {
      sessions.set(row.family, {
        startedAt: row.createdAt,
        lastRenewedAt: row.createdAt,
        expiresAt: row.expiresAt,
        endedAt: row.revokedAt,
      });
      continue;
    }
    known.lastRenewedAt = row.createdAt;
    known.expiresAt = row.expiresAt;
    known.endedAt = known.endedAt ?? row.revokedAt;
  }

  const placed = orderRows.filter((found) => found.row.state !== 'cart' && found.row.state !== 'new');
  const carts = orderRows.filter((found) => found.row.state === 'cart' || found.row.state === 'new');
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    controller: { name: SELLER.legalName, address: SELLER_ADDRESS, email: SELLER.email },
    customer: {
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender,
      birthday: customer.birthday,
      preferredLanguage: customer.preferredLanguage,
      emailVerified: customer.verified,
      professional: customer.professional,
      company: customer.company,
      companyCountry: customer.companyCountry,
      vatNumber: customer.vatNumber,
      defaultAddressId: customer.defaultAddressId,
      createdAt: iso(customer.createdAt),
      updatedAt: iso(customer.updatedAt),
    },
    consents: {
      newsletter: {
        subscribed: customer.subscribedToNewsletter,
        status: newsletter?.status ?? null,
        source: newsletter?.source ?? null,
        askedAt: iso(newsletter?.createdAt),
        confirmedAt: iso(newsletter?.confirmedAt),
      },
      cookies:
        'Vos choix de cookies sont gardés dans votre navigateur seulement (localStorage « gamelle.consent ») : la boutique ne les reçoit pas.',
    },
    addresses: addressRows.map((row) => ({
      id: row.id,
      ...(row.data as Record<string, unknown>),
      isDefault: row.id === customer.defaultAddressId,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    pets: petRows.map((row) => ({
      id: row.id,
      ...(row.data as Record<string, unknown>),
      photo: row.photoPath ? `/images/${row.photoPath}` : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    orders: placed.map((found) => orderOf(partsOf(found), found.withdrawal)),
    carts: carts.map((found) => orderOf(partsOf(found), null)),
    subscriptions: subscriptionRows.map((row) => {
      const card = subscriptionCards.find((found) => found.token === row.cardToken);
      return {
        code: row.code,
        status: row.status,
        frequencyDays: row.frequencyDays,
        nextShippingDate: row.nextShippingDate,
        items: row.items,
        nextOrderItems: row.nextItems,
        billingAddress: row.billingAddress,
        shippingAddress: row.shippingAddress,
        shippingMethod: row.shippingMethodCode,
        pickupPoint: row.pickupPoint,
        paymentMethod: row.paymentMethodCode,
        card: card ? cardOf(card) : null,
        deliveries: row.deliveries,
        pausedUntil: row.pausedUntil,
        createdAt: iso(row.createdAt),
        stoppedAt: iso(row.stoppedAt),
        stopReason: row.abortReason,
        stopMessage: row.abortMessage,
        history: eventRows
          .filter((event) => event.subscriptionId === row.id)
          .map((event) => ({
            kind: event.kind,
            at: iso(event.at),
            skippedDays: event.skippedDays,
            nextShippingDate: event.nextShippingDate,
          })),
      };
    }),
    sponsorship: {
      code: referral?.code ?? null,
      sponsoredBy: sponsor
        ? { name: `${sponsor.firstName} ${sponsor.lastName.slice(0, 1)}.`, at: iso(sponsor.at) }
        : null,
      // Friends are other people: their first name and initial, as the sponsorships page shows them.
      friends: sponsored.map((friend) => ({
        name: `${friend.firstName} ${friend.lastName.slice(0, 1)}.`,
        joinedAt: iso(friend.joinedAt),
        rewardedAt: iso(friend.rewardedAt),
        rewardCode: friend.rewardCode,
      })),
    },
    coupons: couponRows.map((row) => ({
      code: row.code,
      amount: row.amount,
      minimumItemsTotal: row.minimumItemsTotal,
      active: row.active,
    })),
    contactRequests: contactRows.map((row) => ({
      subject: row.subject,
      orderId: row.orderId,
      productName: row.productName,
      message: row.message,
      file: row.fileName ? { name: row.fileName, type: row.fileType } : null,
      createdAt: iso(row.createdAt),
    })),
    // What the shop wrote to them: the subjects and dates (a mail's text may hold a link's token).
    emails: mailRows.map((row) => ({
      subject: row.subject,
      kind: row.kind,
      queuedAt: iso(row.createdAt),
      sentAt: iso(row.sentAt),
    })),
    sessions: [...sessions.values()].map((session) => ({
      startedAt: iso(session.startedAt),
      lastRenewedAt: iso(session.lastRenewedAt),
      expiresAt: iso(session.expiresAt),
      endedAt: iso(session.endedAt),
    })),
    paymentCards: cardRows.map(cardOf),
    uploadedImages: imageRows.map((row) => ({
      path: `/images/${row.path}`,
      contentType: row.contentType,
      uploadedAt: iso(row.createdAt),
    })),
  };
}

/** A customer's data, as the download gives it. */
export type CustomerDataExport = NonNullable<Awaited<ReturnType<typeof customerDataExport>>>;
