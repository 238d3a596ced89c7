import { sql } from 'drizzle-orm';
import { bigserial, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    itemsTotal: integer('items_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('orders_state_check', sql`${table.state} in ('new', 'cart', 'completed', 'cancelled')`)],
);
