import { Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../../auth/bearer.js';
import { addressingRoutes } from './addressing.js';
import { completionRoutes } from './completion.js';
import { placedOrderRoutes } from './orders.js';
import { paymentRoutes } from './payment.js';
import { shippingRoutes } from './shipping.js';
import type { CheckoutDeps, CheckoutOptions } from './steps.js';

/**
 * Checkout (SPEC §2, §7): addressing, shipping (home carrier or pickup point), payment method, and an
 * idempotent completion that checks and takes stock under lock, charges through the simulated card
 * gateway or leaves a delayed payment awaiting, makes the subscriptions and sends the confirmation.
 * Every step needs the order's customer; placed orders are listed and read by their owner only.
 *
 * One module per concern: `addressing.ts`, `shipping.ts` (carriers, pickup points), `payment.ts`,
 * `completion.ts`, `orders.ts` (placed orders: list, PayPal's capture, invoice), and `steps.ts`
 * for what the steps share (the order locked for its owner, the order of the steps). Stock is
 * taken by `orders/stock.ts`, shared with the subscription scheduler.
 */
export function checkoutRoutes({
  db,
  now,
  keys,
  outbox,
  simulators = true,
  siteOrigin = 'https://gamelle.example',
}: CheckoutOptions) {
  const deps: CheckoutDeps = { db, now, keys, outbox, simulators, siteOrigin, auth: requireCustomer(keys, now) };
  return new Hono<AuthEnv>()
    .route('/', placedOrderRoutes(deps))
    .route('/', addressingRoutes(deps))
    .route('/', shippingRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', completionRoutes(deps));
}
