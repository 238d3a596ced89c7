import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('orders_state_check', sql`${table.state} in ('new', 'cart', 'completed', 'cancelled')`)],
);

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Upload tokens already used: an ImageKit signature is good for one upload. */
export const imageUploadTokens = pgTable('image_upload_tokens', {
  token: text('token').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
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
  verified: boolean('verified').notNull().default(false),
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
  (table) => [index('refresh_tokens_family').on(table.family)],
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
