import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary column; both drivers hand back a Uint8Array or Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Single records of the content system (header, footer…), one row per type and locale, stored as
 * the JSON the content API serves (Strapi-like single types).
 */
export const contentSingletons = pgTable(
  'content_singletons',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.type, table.locale] })],
);

/** Orders in every state, carts included (Sylius keeps a cart as an order in state `cart`). */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenValue: text('token_value').notNull().unique(),
    state: text('state').notNull().default('cart'),
    channelCode: text('channel_code').notNull(),
    localeCode: text('locale_code').notNull(),
    currencyCode: text('currency_code').notNull().default('EUR'),
    /** The customer the cart belongs to, once assigned (SPEC §7 `PUT /shop/orders/{token}`). */
    customerId: bigint('customer_id', { mode: 'number' }),
    itemsTotal: integer('items_total').notNull().default(0),
    /** The coupon applied to the cart and what it takes off, in cents. */
    couponCode: text('coupon_code'),
    discountTotal: integer('discount_total').notNull().default(0),
    /** Checkout: shipping cost and the VAT included in the total, in cents. */
    shippingTotal: integer('shipping_total').notNull().default(0),
    taxTotal: integer('tax_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The order number shown to the customer, given when the checkout completes. */
    number: text('number').unique(),
    email: text('email'),
    billingAddress: jsonb('billing_address'),
    shippingAddress: jsonb('shipping_address'),
    /** Sylius state machines: checkout, payment and shipping (SPEC §4). */
    checkoutState: text('checkout_state').notNull().default('cart'),
    paymentState: text('payment_state').notNull().default('cart'),
    shippingState: text('shipping_state').notNull().default('cart'),
    checkoutCompletedAt: timestamp('checkout_completed_at', { withTimezone: true }),
    /** The subscription an order was made for, by the scheduler (null for a shopper's order). */
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    /**
     * The invoice (SPEC §2): its number, one unbroken series per calendar year (`F2026-000001`,
     * `invoiceCounters`), given when the order ships; the invoice is dated that day.
     */
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /**
     * When the customer withdrew from the order (directive 2011/83/EU art. 9–11a, ADR 0028); what
     * they declared is its row of `orderWithdrawals`.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * When the customer's account was deleted (GDPR art. 17, ADR 0028): the order is kept for the
     * accounts (amounts, lines, dates), its personal data erased, and it belongs to nobody any more.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('orders_state_check', sql`${table.state} in ('new', 'cart', 'completed', 'cancelled')`)],
);

/**
 * Withdrawals from orders (directive 2011/83/EU art. 11a, ADR 0028): one per order, received at a
 * date and time, with the consumer's name, the address the acknowledgment was sent to and their
 * statement in the order's language — what the back office lists. The name, the address and the
 * statement are erased (null) when the customer deletes their account; the date stays.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    statement: text('statement'),
    /** The order's language, the statement's and the acknowledgment's (`fr`, `nl`). */
    language: text('language').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('order_withdrawals_order').on(table.orderId),
    index('order_withdrawals_received').on(table.receivedAt),
  ],
);

/**
 * The last invoice number given in each year: French law wants one unbroken series, so
 * a number is taken by incrementing this row inside the transaction that ships the order — a
 * rolled-back shipment gives its number back, and two shipments at once queue on the row's lock.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Lines of an order. One line per variant and delivery interval (0: a one-off purchase); adding
 * the same again raises its quantity. The unit price is the catalogue's at the time, by mode.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantCode: text('variant_code').notNull(),
    productSku: text('product_sku').notNull(),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    subscriptionInterval: integer('subscription_interval').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The variant's net quantity counted in its unit (SPEC §3), for the line's price per kilogram. */
    netWeight: doublePrecision('net_weight'),
    netUnit: text('net_unit'),
  },
  (table) => [
    uniqueIndex('order_items_line').on(table.orderId, table.variantCode, table.subscriptionInterval),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Promotion coupons (SPEC §1 exit popup: 5 € off a first order). */
export const promotionCoupons = pgTable('promotion_coupons', {
  code: text('code').primaryKey(),
  /** Amount taken off, in cents. */
  amount: integer('amount').notNull(),
  /** Items total the cart must reach, in cents. */
  minimumItemsTotal: integer('minimum_items_total').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** One order in all may use it (a subscriber's own welcome code, SPEC §1). */
  singleUse: boolean('single_use').notNull().default(false),
  /** A personal code: only the customer with this e-mail (lower-cased) may use it. */
  ownerEmail: text('owner_email'),
  active: boolean('active').notNull().default(true),
});

/**
 * Products and samples of the catalogue. The full document (render level 2) is `data`; the
 * columns are what lists filter and sort on.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').notNull().default('product'),
    animal: text('animal').notNull(),
    foodType: text('food_type').notNull(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    viewable: boolean('viewable').notNull().default(true),
    bestSellerRank: integer('best_seller_rank').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('products_animal_food_type_idx').on(table.animal, table.foodType),
    check('products_kind_check', sql`${table.kind} in ('product', 'sample')`),
  ],
);

/**
 * The catalogue's version (ADR 0022): one row, moved on by a trigger in the same
 * transaction as any write to `products` (migration 0018), so every instance's search index can
 * tell, with one primary-key read, that it is out of date.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

/**
 * What changed in the catalogue and the content, one row per product or content record written
 * (ADR 0023): written by a trigger in the same transaction as the write
 * (migrations 0019 and 0020), stock counts left out as for `catalogue_version`, and announced by
 * `NOTIFY gamelle_content_changes`. The site's
 * refresher reads the rows after the last it rendered, so that a notification missed (a restart, a
 * lost connection) costs a delay, never a page left stale.
 */
export const contentChanges = pgTable('content_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** `product` or `content`. */
  kind: text('kind').notNull(),
  /** The product's sku, or the content record's type and key (`faq/livraison`, `b2c-header`). */
  key: text('key').notNull(),
  /** Slugs, categories and visibility before and after (null: the product did not exist, or no longer does). */
  detail: jsonb('detail').$type<ContentChangeDetail>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product as its pages see it: where it is, where it is listed, whether it is shown. */
export interface ProductPlacement {
  slug: string;
  categories: string[];
  viewable: boolean;
}

/** A product written: where its pages were and are. */
export interface ProductChangeDetail {
  before: ProductPlacement | null;
  after: ProductPlacement | null;
}

/** A content record written (a page, an FAQ entry, a shop, a category, the header…: every page may show it). */
export interface ContentRecordDetail {
  type: string;
  key: string | null;
  locale: string;
}

export type ContentChangeDetail = ProductChangeDetail | ContentRecordDetail;

/**
 * Collection entries of the content system, Strapi-like: pages, landing pages, FAQ entries,
 * shops, categories, cross-sells; one row per type, key and locale.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    type: text('type').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    position: integer('position').notNull().default(0),
    data: jsonb('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.key, table.locale] })],
);

/** Redirects by path (SPEC §2 "Every navigation asks the server for a redirect by path"). */
export const redirects = pgTable('redirects', {
  path: text('path').primaryKey(),
  target: text('target').notNull(),
  status: integer('status').notNull().default(301),
  appMiddleware: boolean('app_middleware').notNull().default(false),
});

/** Images of the image host, bytes included, so data lives in one place whatever the database. */
export const images = pgTable('images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /** The customer who uploaded it (null for the catalogue's own images). */
  customerId: bigint('customer_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Upload tokens the backend issued to a signed-in customer (SPEC §8 "private key must not be passed
 * client-side"): an ImageKit signature is good for one upload, by the customer it was issued to,
 * before it expires.
 */
export const imageUploadTokens = pgTable(
  'image_upload_tokens',
  {
    token: text('token').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('image_upload_tokens_customer').on(table.customerId, table.issuedAt)],
);

/**
 * Rate-limit counters, in the database so every backend instance shares them:
 * one fixed window per key (`login:account+address:…`), incremented atomically by an upsert.
 */
export const throttleBuckets = pgTable('throttle_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the window ends and the count starts again. */
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/**
 * Proof-of-work captcha solutions already spent (ADR 0027): one row per challenge, by its HMAC
 * signature, so that each solution is accepted once by whichever instance receives it. A row is
 * worth keeping only until its challenge expires; later rows are swept.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_solutions_expires').on(table.expiresAt)],
);

/**
 * The simulated identity provider's sign-in challenges: a one-time code sent
 * to the e-mail address; the ID token is given only for the right code (its SHA-256 is kept).
 */
export const identityChallenges = pgTable('identity_challenges', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * PayPal orders of the simulated PayPal: made by the shop for one payment and
 * amount, under an unguessable id; the buyer's approval is signed by the simulator.
 */
export const paypalOrders = pgTable('paypal_orders', {
  id: text('id').primaryKey(),
  paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Tracking events received (SPEC §7). */
export const trackingEvents = pgTable('tracking_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  appName: text('app_name').notNull(),
  locale: text('locale').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Campaign reports (SPEC §7 "POST /report/{campaign} with {app_name}, once per campaign"). */
export const trackingReports = pgTable('tracking_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaign: text('campaign').notNull(),
  appName: text('app_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Messages sent from the contact page (SPEC §3 contact request: orderId, productName, message, file). */
export const contactRequests = pgTable('contact_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  orderId: text('order_id'),
  productName: text('product_name'),
  message: text('message').notNull(),
  fileName: text('file_name'),
  fileType: text('file_type'),
  fileBytes: bytea('file_bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Customers of the shop (SPEC §3). The e-mail is stored lower-case; the password as a scrypt hash. */
export const customers = pgTable('customers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender'),
  birthday: text('birthday'),
  subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull().default(false),
  /** Preferred communication language (SPEC §3): `fr` or `nl`. */
  preferredLanguage: text('preferred_language').notNull().default('fr'),
  verified: boolean('verified').notNull().default(false),
  /** A professional account (SPEC §1 B2B, ADR 0020): may buy on the B2B channel; its company and VAT number. */
  professional: boolean('professional').notNull().default(false),
  company: text('company'),
  companyCountry: text('company_country'),
  vatNumber: text('vat_number'),
  defaultAddressId: bigint('default_address_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Refresh tokens (only their SHA-256 is kept). Each sign-in starts a family; a refresh uses its
 * token and issues the next one of the family; a used token presented again revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    family: text('family').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refresh_tokens_family').on(table.family), index('refresh_tokens_customer').on(table.customerId)],
);

/** Password reset requests (only the token's SHA-256 is kept); one use, one hour. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A customer's address book (SPEC §3 address fields); one may be the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('addresses_customer').on(table.customerId)],
);

/** An order's shipment: the carrier chosen, its pickup point, then its state and tracking. */
export const shipments = pgTable(
  'shipments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodCode: text('method_code'),
    pickupPoint: jsonb('pickup_point'),
    state: text('state').notNull().default('cart'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('shipments_order').on(table.orderId)],
);

/** An order's payment: the method chosen, the amount, its state and what the gateway said. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodCode: text('method_code'),
    amount: integer('amount').notNull().default(0),
    state: text('state').notNull().default('cart'),
    /** Card brand and last digits, gateway reference, refusal code: never a card number. */
    details: jsonb('details').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('payments_order').on(table.orderId)],
);

/** Completion requests by `Idempotency-Key`, per customer: a replay answers the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);

/**
 * Cards held by the simulated card gateway (as a payment service would): brand, last digits,
 * expiry and the outcome its test number stands for. The shop never sees the number.
 */
export const gatewayCards = pgTable('gateway_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  outcome: text('outcome').notNull(),
  /** The shop customer the card was first charged for: nobody else may use the token. */
  customerId: bigint('customer_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Subscriptions (SPEC §3), made when an order with subscription lines completes: one per
 * frequency. The next order is a draft of its lines until the scheduler makes it real.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    frequencyDays: integer('frequency_days').notNull(),
    /** `YYYY-MM-DD`. */
    nextShippingDate: text('next_shipping_date').notNull(),
    /** Lines of every order to come: variant code and quantity. */
    items: jsonb('items').notNull(),
    /**
     * Lines of the next order when the customer changed it alone (SPEC §4 « next order only »,
     * upsells): null when it is `items`. Cleared when that order is placed.
     */
    nextItems: jsonb('next_items'),
    /** A frequency for the one gap after the next order (« next order only »); then `frequencyDays` again. */
    nextFrequencyDays: integer('next_frequency_days'),
    /** A promotion code for the next order alone; spent when that order is placed. */
    nextCouponCode: text('next_coupon_code'),
    /** A date chosen while the next order was in progress: the day of the order after it. */
    followingShippingDate: text('following_shipping_date'),
    /** Why and what the customer said when they stopped it (SPEC §3 abort: reason, message). */
    abortReason: text('abort_reason'),
    abortMessage: text('abort_message'),
    billingAddress: jsonb('billing_address').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    pickupPoint: jsonb('pickup_point'),
    paymentMethodCode: text('payment_method_code').notNull(),
    cardToken: text('card_token'),
    deliveries: integer('deliveries').notNull().default(1),
    /** Reminder e-mails sent, by kind and shipping date (`week:2026-12-24`). */
    remindersSent: jsonb('reminders_sent').notNull().default([]),
    originOrderId: bigint('origin_order_id', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /**
     * While `paused` (SPEC §4): the day of the first delivery after the pause (`YYYY-MM-DD`); the
     * scheduler makes the subscription active again a week before it, so that its reminder goes.
     */
    pausedUntil: text('paused_until'),
    /** While `paused`: the first delivery the pause took away, where a resume brings it back to. */
    pausedFrom: text('paused_from'),
  },
  (table) => [index('subscriptions_customer').on(table.customerId)],
);

/**
 * What the customer did to a subscription's schedule, for its history (SPEC §2 « history »):
 * `paused` (the deliveries taken away, the day it goes on), `skipped` (the delivery taken away),
 * `resumed` (by the customer or by the scheduler when the pause ends).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The deliveries taken away (`YYYY-MM-DD`), for `paused` and `skipped`. */
    skippedDays: jsonb('skipped_days').notNull().default([]),
    /** The day of the next delivery once the event took effect. */
    nextShippingDate: text('next_shipping_date'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('subscription_events_subscription').on(table.subscriptionId)],
);

/**
 * A customer's pets (SPEC §3 Pet): the form's fields as the domain schema gives them,
 * and the photo as the path of an image the customer uploaded to the image host.
 */
export const pets = pgTable(
  'pets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    photoPath: text('photo_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pets_customer').on(table.customerId)],
);

/**
 * Newsletter sign-ups (SPEC §1, §4), confirmed by e-mail (double opt-in): the
 * confirmation token is kept as its hash; once confirmed, the subscriber's own 5 € welcome code.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    /** Where the sign-up was made (footer, landing, exit popup). */
    source: text('source').notNull().default('footer'),
    couponCode: text('coupon_code'),
    /** Hash of the unsubscribe link's token, drawn at confirmation (every newsletter e-mail carries the link). */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email').on(table.email),
    uniqueIndex('newsletter_subscriptions_token').on(table.tokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token').on(table.unsubscribeTokenHash),
    check('newsletter_subscriptions_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * Sponsorships (SPEC §2 `/mon-compte/mes-parrainages/`): a customer's code brings
 * a friend, who registers with it; the friend's first order rewards the sponsor once, with a code
 * of their own. A friend has one sponsor.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sponsorId: bigint('sponsor_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardCouponCode: text('reward_coupon_code'),
    /**
     * Why the friend's first order gave no reward: `same_home` — delivered to one of the sponsor's
     * own addresses (a second account of theirs, or their household).
     */
    refusal: text('refusal'),
  },
  (table) => [uniqueIndex('sponsorships_friend').on(table.friendId), index('sponsorships_sponsor').on(table.sponsorId)],
);

/** Each customer's sponsorship code, made the first time they look at it. */
export const referralCodes = pgTable('referral_codes', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/**
 * The durable outbox (ADR 0026): every e-mail the shop sends is first a row here, written in the
 * same transaction as what it tells when there is one (an order placed), then sent by the mail
 * worker of whichever instance claims it (`claimed_until`, a lease taken by one UPDATE…RETURNING
 * over `FOR UPDATE SKIP LOCKED`). A failed try waits `next_attempt_at` (exponential backoff);
 * `sent_at` marks it done, `failed_at` given up. `message_id` is the Message-ID every try sends, so a mail sent again
 * after a crash is the same message to the reader's server.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The newsletter's one-click unsubscribe address (RFC 8058), null for other mails. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** What the mail is (`order-confirmed`…), for a person reading the table. */
    kind: text('kind').notNull().default('mail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker sending it now; another worker takes the row only once it has passed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which claim holds the lease: only that worker marks the row sent or failed. */
    claimToken: text('claim_token'),
    /** The last try's error: the SMTP reply code and the error's code, never the message or the address. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: the mail server refused it for good (a 5xx reply) several times. Kept for a person to read. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
