import {
  type AbortReason,
  type AddressOnOrder,
  type ChangeScope,
  type CheckoutOrder,
  checkoutOrderSchema,
} from '@gamelle/domain';
import { z } from 'zod';
import { type RenderedProduct, renderedProductSchema } from './content.js';
import type { HttpClient } from './http.js';

const subscriptionPath = (code: string) => `/shop/subscriptions/${encodeURIComponent(code)}`;

const lineVariantSchema = z.object({ code: z.string(), productName: z.string(), variantName: z.string() });

/** A subscription as its owner reads it (SPEC §3): schedule, lines of every order, card, alerts' sources. */
export const customerSubscriptionSchema = z.object({
  code: z.string(),
  status: z.string(),
  nextShippingDate: z.string(),
  modificationLimitDate: z.string(),
  editable: z.boolean(),
  frequencyInDays: z.number().int(),
  nextFrequencyInDays: z.number().int().nullable(),
  followingShippingDate: z.string(),
  /** The delivery a skip or a pause takes away first: the next one while it may change, else the one after it. */
  firstSkippableDate: z.string(),
  /** The latest day a pause may last until (3 months from today). */
  latestPauseDay: z.string(),
  /** While paused (SPEC §4): the day deliveries go on, the first delivery the pause took away. */
  pausedUntil: z.string().nullable(),
  pausedFrom: z.string().nullable(),
  /** The next order was in preparation when paused: it ships, the pause starts after it. */
  shipsBeforePause: z.boolean(),
  stoppedAt: z.string().nullable(),
  deliveries: z.number().int(),
  minimumDeliveries: z.number().int(),
  paymentMethod: z.string(),
  shippingMethod: z.string(),
  items: z.array(z.object({ variant: lineVariantSchema, quantity: z.number().int() })),
  card: z
    .object({ brand: z.string(), last4: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int() })
    .nullable(),
  pickupPoint: z
    .object({ id: z.string(), name: z.string(), available: z.boolean(), active: z.boolean() })
    .passthrough()
    .nullable(),
  lastError: z.string().nullable(),
  paymentState: z.string().nullable(),
  unavailableVariant: z.string().nullable(),
  /** SPEC §4 alerts: the next order's promotion code no longer holds; the carrier cannot deliver. */
  promotionInvalid: z.boolean(),
  carrierInvalid: z.boolean(),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

/** The next order of a subscription at today's prices, with what may still be changed. */
export const nextOrderSchema = z.object({
  shippingDate: z.string(),
  modificationLimitDate: z.string(),
  editable: z.boolean(),
  lockedReason: z.string().nullable(),
  items: z.array(
    z.object({
      variant: lineVariantSchema,
      quantity: z.number().int(),
      unitPrice: z.number().int().nullable(),
      available: z.boolean(),
      upsell: z.boolean(),
      scope: z.enum(['next', 'all']),
    }),
  ),
  itemsTotal: z.number().int(),
  /** The next order's promotion code; `couponProblem` says why it is not granted (`discountTotal` 0). */
  couponCode: z.string().nullable(),
  couponProblem: z.string().nullable(),
  discountTotal: z.number().int(),
  shippingTotal: z.number().int(),
  total: z.number().int(),
  shippingMethod: z.object({ code: z.string(), name: z.string() }).nullable(),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  pickupPoint: z.record(z.string(), z.unknown()).nullable(),
});
export type NextOrder = z.infer<typeof nextOrderSchema>;

const shipNowResultSchema = z.object({
  number: z.string(),
  tokenValue: z.string(),
  total: z.number().int(),
  paid: z.boolean(),
  nextShippingDate: z.string(),
  message: z.string(),
});
export type ShipNowResult = z.infer<typeof shipNowResultSchema>;

/** What the customer did to a subscription's schedule (its history): pauses, skips, resumes, the stop. */
export const subscriptionEventSchema = z.object({
  kind: z.enum(['paused', 'skipped', 'resumed', 'stopped']),
  /** The deliveries taken away. */
  skippedDays: z.array(z.string()),
  /** The day of the next delivery once it took effect. */
  nextShippingDate: z.string().nullable(),
  at: z.string(),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

/**
 * The subscription calls of the account (SPEC §2, docs/api.md): read, change the next order (for
 * it alone or for every order), frequency, date, ship now, stop, write to the service, card.
 */
export function createSubscriptionClient(http: HttpClient) {
  return {
    /** `GET /shop/subscriptions` — the customer's subscriptions, newest first. */
    list(): Promise<CustomerSubscription[]> {
      return http.get('/shop/subscriptions', {
        schema: z
          .object({ 'hydra:member': z.array(customerSubscriptionSchema) })
          .transform((answer) => answer['hydra:member']),
      });
    },
    get(code: string): Promise<CustomerSubscription> {
      return http.get(subscriptionPath(code), { schema: customerSubscriptionSchema });
    },
    /**
     * `GET /shop/subscriptions/{code}/cross-sells` — what may be added to the next delivery (SPEC §2
     * upsells): the subscription's animals' food with a subscription price, none it already has.
     */
    crossSells(code: string): Promise<RenderedProduct[]> {
      return http.get(`${subscriptionPath(code)}/cross-sells`, {
        schema: z
          .object({ 'hydra:member': z.array(renderedProductSchema) })
          .transform((answer) => answer['hydra:member']),
      });
    },
    nextOrder(code: string): Promise<NextOrder> {
      return http.get(`${subscriptionPath(code)}/next-order`, { schema: nextOrderSchema });
    },
    /** The orders the subscription made, newest first (its history). */
    orders(code: string): Promise<CheckoutOrder[]> {
      return http.get(`${subscriptionPath(code)}/orders`, {
        schema: z
          .object({ 'hydra:member': z.array(checkoutOrderSchema) })
          .transform((answer) => answer['hydra:member']),
      });
    },
    /** `PATCH …/next-order/items` — a line set to a quantity (0 takes it out), for the next order or all. */
    setLine(
      code: string,
      line: { variantCode: string; quantity: number; scope: ChangeScope; upsell?: boolean },
    ): Promise<NextOrder> {
      return http.patch(`${subscriptionPath(code)}/next-order/items`, line, { schema: nextOrderSchema });
    },
    /** A promotion code for the next order alone (422 `couponCode` when its rules do not hold). */
    applyCoupon(code: string, couponCode: string): Promise<NextOrder> {
      return http.patch(`${subscriptionPath(code)}/next-order/coupon`, { couponCode }, { schema: nextOrderSchema });
    },
    removeCoupon(code: string, couponCode: string): Promise<NextOrder> {
      return http.delete(`${subscriptionPath(code)}/next-order/coupon/${encodeURIComponent(couponCode)}`, {
        schema: nextOrderSchema,
      });
    },
    /** The delivery of the orders to come: address, carrier code, pickup point for the pickup carrier. */
    changeShipping(
      code: string,
      shipping: { shippingAddress: AddressOnOrder; shippingMethod: string; pickupPoint: string | null },
    ): Promise<NextOrder> {
      return http.put(`${subscriptionPath(code)}/shipping`, shipping, { schema: nextOrderSchema });
    },
    changeFrequency(code: string, frequencyInDays: number, scope: ChangeScope): Promise<CustomerSubscription> {
      return http.patch(
        `${subscriptionPath(code)}/frequency`,
        { frequencyInDays, scope },
        {
          schema: customerSubscriptionSchema,
        },
      );
    },
    changeShippingDate(code: string, nextShippingDate: string): Promise<CustomerSubscription> {
      return http.patch(
        `${subscriptionPath(code)}/shipping-date`,
        { nextShippingDate },
        {
          schema: customerSubscriptionSchema,
        },
      );
    },
    /**
     * `POST …/ship-now` — the next order of `shippingDate` (the one shown) made and charged at once
     * (SPEC §9: shipped and debited within 24 working hours); 409 when it has left already.
     */
    shipNow(code: string, shippingDate: string): Promise<ShipNowResult> {
      return http.post(`${subscriptionPath(code)}/ship-now`, { shippingDate }, { schema: shipNowResultSchema });
    },
    /**
     * `POST …/pause` — no delivery for 1 to 3 of them, or until a day at most 3 months ahead (SPEC
     * §4); past the modification deadline the next order ships and the pause starts after it.
     */
    pause(code: string, request: { deliveries: number } | { until: string }): Promise<CustomerSubscription> {
      return http.post(`${subscriptionPath(code)}/pause`, request, { schema: customerSubscriptionSchema });
    },
    /** `POST …/skip` — the delivery of `shippingDate` (`firstSkippableDate`) taken away; 409 when it is no longer the one to come. */
    skip(code: string, shippingDate: string): Promise<CustomerSubscription> {
      return http.post(`${subscriptionPath(code)}/skip`, { shippingDate }, { schema: customerSubscriptionSchema });
    },
    /** `POST …/resume` — a paused subscription's deliveries go on. */
    resume(code: string): Promise<CustomerSubscription> {
      return http.post(`${subscriptionPath(code)}/resume`, {}, { schema: customerSubscriptionSchema });
    },
    /** `GET …/events` — pauses, skips, resumes and the stop, newest first (the history). */
    events(code: string): Promise<SubscriptionEvent[]> {
      return http.get(`${subscriptionPath(code)}/events`, {
        schema: z
          .object({ 'hydra:member': z.array(subscriptionEventSchema) })
          .transform((answer) => answer['hydra:member']),
      });
    },
    /** Stops it; the reason and the message are asked, never required (ADR 0029). */
    abort(code: string, request: { reason?: AbortReason; message?: string }): Promise<CustomerSubscription> {
      return http.post(`${subscriptionPath(code)}/abort-request`, request, { schema: customerSubscriptionSchema });
    },
    contact(code: string, message: string): Promise<{ message: string }> {
      return http.post(
        `${subscriptionPath(code)}/contact-requests`,
        { message, subscriptionCode: code },
        {
          schema: z.object({ message: z.string() }),
        },
      );
    },
    /** `PUT …/payment-card` — the card token of the gateway (`tokenizeCard`) for the next orders. */
    updateCard(code: string, paymentToken: string): Promise<CustomerSubscription> {
      return http.put(
        `${subscriptionPath(code)}/payment-card`,
        { paymentToken },
        { schema: customerSubscriptionSchema },
      );
    },
  };
}

export type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;
