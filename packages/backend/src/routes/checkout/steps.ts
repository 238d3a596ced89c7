import {
  addressSchema,
  type Carrier,
  type ConstraintViolation,
  DELIVERY_COUNTRIES,
  isDeliveryCountry,
  MESSAGES_FR,
  violationsFromZod,
} from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../auth/bearer.js';
import type { TokenKeys } from '../../auth/tokens.js';
import type { Database } from '../../db/open.js';
import { orders } from '../../db/schema.js';
import { hydraError } from '../../http/problems.js';
import { languageOf } from '../../mail/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { findPickupPoint, type PickupPoint } from '../../orders/pickup-points.js';
import { loadParts, type Tx } from '../../orders/store.js';
import type { OrderRow } from '../../orders/view.js';
import { checkoutTexts } from './checkout-texts.js';

/** What the checkout's routes are given by `createApp`. */
export interface CheckoutOptions {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  outbox: Outbox;
  /** Card gateway and PayPal reachable (SIMULATORS); off, only cheque and bank transfer are offered. */
  simulators?: boolean;
  /** Absolute origin of the links in e-mails (SITE_ORIGIN): the confirmation's link to the order. */
  siteOrigin?: string;
}

/** The options of every checkout module, with the bearer-token middleware they share. */
export interface CheckoutDeps extends Required<CheckoutOptions> {
  auth: MiddlewareHandler<AuthEnv>;
}

/** `/api/v2/shop/shipping-methods/colissimo` or `colissimo`: the code. */
export const codeOf = (value: string) => value.split('/').filter(Boolean).at(-1) ?? '';

/** Violations of an address, with paths under its field (`billingAddress.postcode`). */
export function addressViolations(field: string, value: unknown, mobileRequired = false): ConstraintViolation[] {
  const parsed = addressSchema({ mobileRequired }).safeParse(value ?? {});
  if (parsed.success) return [];
  return violationsFromZod(parsed.error, 'address').map((v) => ({ ...v, propertyPath: `${field}.${v.propertyPath}` }));
}

/** SPEC §1 delivery countries: the violation of a shipping address elsewhere (null when delivered). */
export function deliveryCountryViolation(field: string, address: unknown): ConstraintViolation | null {
  const country = (address as { countryCode?: unknown } | null)?.countryCode;
  if (typeof country === 'string' && isDeliveryCountry(country.toUpperCase())) return null;
  return {
    propertyPath: `${field}.countryCode`,
    code: 'not_delivered',
    message: `Nous livrons en France, en Belgique et au Luxembourg (${DELIVERY_COUNTRIES.join(', ')}).`,
  };
}

/**
 * The pickup point a carrier delivers to (SPEC §8 « Relay point inactive: choose another pickup
 * point or carrier »): none for a home carrier; for the pickup carrier, a point of the network, or
 * the violation that asks for one.
 */
export function pickupPointFor(
  carrier: Carrier,
  id: string | null | undefined,
  city: unknown,
): { pickupPoint: PickupPoint | null; violation: ConstraintViolation | null } {
  if (carrier.kind !== 'pickup') return { pickupPoint: null, violation: null };
  const pickupPoint = id ? findPickupPoint(id, typeof city === 'string' ? city : '') : null;
  if (pickupPoint) return { pickupPoint, violation: null };
  return {
    pickupPoint: null,
    violation: {
      propertyPath: 'pickupPoint',
      code: id ? 'invalid' : 'required',
      message: id
        ? 'Ce point relais n’est pas disponible : choisissez-en un autre ou un autre transporteur.'
        : 'Choisissez un point relais.',
    },
  };
}

/** Checkout steps in order (Sylius's checkout state machine, SPEC §4). */
const CHECKOUT_ORDER = ['cart', 'addressed', 'shipping_selected', 'payment_selected', 'completed'] as const;
export const reached = (state: string, step: (typeof CHECKOUT_ORDER)[number]) =>
  CHECKOUT_ORDER.indexOf(state as (typeof CHECKOUT_ORDER)[number]) >= CHECKOUT_ORDER.indexOf(step);

export const stepError = (message: string) => hydraError(409, message);

/**
 * Locks the caller's open order. A cart nobody owns yet becomes the caller's (they are signed
 * in); another customer's order is a 404, as if it did not exist.
 */
export async function lockOwnOrder(tx: Tx, c: Context<AuthEnv>, token: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.tokenValue, token)).for('update').limit(1);
  const me = c.get('customerId');
  if (!row || (row.customerId !== null && row.customerId !== me)) throw hydraError(404, MESSAGES_FR.resourceNotFound);
  if (row.customerId === null) {
    const [assigned] = await tx.update(orders).set({ customerId: me }).where(eq(orders.id, row.id)).returning();
    return assigned ?? row;
  }
  return row;
}

export function requireOpen(row: OrderRow) {
  if (row.state !== 'cart') throw stepError(checkoutTexts(languageOf(row.localeCode)).placed);
}

export async function requireItems(tx: Tx, row: OrderRow) {
  const parts = await loadParts(tx, row);
  if (parts.items.length === 0) throw stepError(checkoutTexts(languageOf(row.localeCode)).empty);
  return parts;
}
