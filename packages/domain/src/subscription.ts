import { z } from 'zod';
import { FREQUENCY_DAYS } from './frequencies.js';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'stopped', 'error'] as const;

/** Subscription (SPEC §3). Dates are `YYYY-MM-DD`. */
export const subscriptionSchema = z.object({
  code: z.string().min(1),
  status: z.string(),
  nextShippingDate: z.string().nullable(),
  modificationLimitDate: z.string().nullable().optional(),
  frequencyInDays: z
    .number()
    .int()
    .refine((d) => FREQUENCY_DAYS.includes(d as never)),
  stoppedAt: z.string().nullable().optional(),
  draftOrders: z.array(z.object({ tokenValue: z.string(), shippingDate: z.string() })).default([]),
  card: z
    .object({ expiryMonth: z.number().int().min(1).max(12), expiryYear: z.number().int() })
    .nullable()
    .optional(),
  pickupPoint: z
    .object({ id: z.string(), name: z.string(), available: z.boolean(), active: z.boolean() })
    .nullable()
    .optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** SPEC §9: modification lock 4 days before shipping, reminder 1 week before. */
export const MODIFICATION_LOCK_DAYS = 4;
export const REMINDER_DAYS = 7;

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
}

function toDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last day on which the next order can be changed: 4 days before shipping (SPEC §4, §9). */
export function modificationLimitDate(nextShippingDate: string): string {
  return toDate(utcDay(nextShippingDate) - MODIFICATION_LOCK_DAYS * DAY_MS);
}

/** The day of the reminder e-mail: one week before shipping (SPEC §4). */
export function reminderDate(nextShippingDate: string): string {
  return toDate(utcDay(nextShippingDate) - REMINDER_DAYS * DAY_MS);
}

/** The shop's time zone: the subscription calendar (limits, reminders, shipping days) is French. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const parisDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) it is in Paris at `now`: 23:30 UTC on a summer day is already tomorrow there. */
export function parisDay(now: Date): string {
  return parisDayFormat.format(now);
}

/** A calendar day moved by `days` days (calendar arithmetic: no clock, no daylight saving time). */
export function addDays(day: string, days: number): string {
  return toDate(utcDay(day) + days * DAY_MS);
}

/**
 * The next order can be changed until the end of its modification limit day, in Paris (SPEC §4,
 * §6, §9): not until UTC midnight, which is 1 or 2 hours later.
 */
export function isNextOrderEditable(nextShippingDate: string, now: Date): boolean {
  return parisDay(now) <= modificationLimitDate(nextShippingDate);
}

/** The longest a customer may push their next delivery away, in days from today (the longest frequency). */
export const LATEST_SHIPPING_DAYS = 155;

/**
 * The days a customer may choose for the next delivery at `now`: from the first day whose
 * modification limit is today (4 days ahead), so the new order can still be changed, to 155 days ahead.
 */
export function shippingDateRange(now: Date): { earliest: string; latest: string } {
  const today = parisDay(now);
  return { earliest: addDays(today, MODIFICATION_LOCK_DAYS), latest: addDays(today, LATEST_SHIPPING_DAYS) };
}

export type ChangeKind = 'products' | 'upsell' | 'address' | 'payment' | 'frequency' | 'date';
export type ChangeTarget = 'next_order' | 'all_orders' | 'order_after_next';

/**
 * Which orders a change reaches (SPEC §4): changes apply to the next order only or to all;
 * upsells reach the next shipment only; when the next order is locked, or a shipment is in progress
 * for a date change, the change waits for the order after next.
 */
export function changeTarget(input: {
  kind: ChangeKind;
  scope: 'next' | 'all';
  nextOrderEditable: boolean;
  shipmentInProgress?: boolean;
}): ChangeTarget {
  if (input.kind === 'date' && input.shipmentInProgress) return 'order_after_next';
  if (!input.nextOrderEditable) return 'order_after_next';
  if (input.kind === 'upsell') return 'next_order';
  if (input.kind === 'frequency') return 'all_orders';
  return input.scope === 'next' ? 'next_order' : 'all_orders';
}

/** Which orders a change reaches, as the customer chooses it (SPEC §4). */
export const CHANGE_SCOPES = ['next', 'all'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];
const scope = z.enum(CHANGE_SCOPES, { error: 'required' });

/** Most units of one product in a subscription order. */
export const NEXT_ORDER_MAX_QUANTITY = 20;

/**
 * A line of the next order set to a quantity (0 takes it out), for the next order only or for
 * every order (SPEC §2 « upsells for the next shipment only »: `upsell` lines are next-only).
 */
export const nextOrderLineSchema = z
  .object({
    variantCode: z.string({ error: 'required' }).regex(/^[0-9]{8}$/, 'invalid'),
    quantity: z.number({ error: 'required' }).int('invalid').min(0).max(NEXT_ORDER_MAX_QUANTITY),
    scope,
    upsell: z.boolean().optional(),
  })
  .strict();
export type NextOrderLineChange = z.infer<typeof nextOrderLineSchema>;

/** A new frequency (one of SPEC §3's ten) for the next gap only or for every order. */
export const frequencyChangeSchema = z
  .object({
    frequencyInDays: z
      .number({ error: 'required' })
      .int('invalid')
      .refine((days) => FREQUENCY_DAYS.includes(days as never), 'invalid'),
    scope,
  })
  .strict();

/** A calendar day that exists (`YYYY-MM-DD`: 2027-02-30 is refused, not read as 2 March). */
export const calendarDaySchema = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((day) => !Number.isNaN(utcDay(day)) && toDate(utcDay(day)) === day, 'invalid');

/** A new day for the next delivery (`YYYY-MM-DD`). */
export const shippingDateChangeSchema = z.object({ nextShippingDate: calendarDaySchema }).strict();

/** Ship now (SPEC §2): the next order's day the customer confirmed, so that a second click ships nothing more. */
export const shipNowSchema = z.object({ shippingDate: calendarDaySchema }).strict();

/** SPEC §4 pause: for 1 to 3 deliveries, or until a day at most 3 months ahead. */
export const PAUSE_MAX_DELIVERIES = 3;
export const PAUSE_MAX_MONTHS = 3;

/**
 * A calendar day moved by whole months, kept within the month it lands in (31 January + 1 month
 * is 28 or 29 February, not 3 March).
 * @example addMonths('2026-11-30', 3) // '2027-02-28'
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return toDate(target.getTime());
}

/** The latest day a pause may last until at `now`: 3 months from today in Paris (SPEC §4 pause). */
export function latestPauseDay(now: Date): string {
  return addMonths(parisDay(now), PAUSE_MAX_MONTHS);
}

/**
 * A pause asked by the customer (SPEC §4): `deliveries` (1 to 3) or `until` (the day deliveries go
 * on), one of the two.
 */
export const pauseSchema = z
  .object({
    deliveries: z.number({ error: 'required' }).int('invalid').min(1).max(PAUSE_MAX_DELIVERIES).optional(),
    until: calendarDaySchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.deliveries === undefined && value.until === undefined) {
      ctx.addIssue({ code: 'custom', path: ['deliveries'], message: 'required' });
    }
    if (value.deliveries !== undefined && value.until !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'invalid' });
    }
  });
export type PauseRequest = z.infer<typeof pauseSchema>;

/** Skip one delivery (SPEC §4): the day of the delivery the customer saw, so that a second click skips nothing more. */
export const skipDeliverySchema = z.object({ shippingDate: calendarDaySchema }).strict();

/**
 * Which deliveries a pause takes away and the day they go on (SPEC §4): from `first` (the next
 * delivery, or the one after it once the next is in preparation) every `frequencyInDays`, either
 * `deliveries` of them or all those before `until`. No delivery taken away (`until` not after
 * `first`) gives an empty `skipped`: that is no pause.
 * @example pausePlan({ first: '2027-01-10', frequencyInDays: 21, deliveries: 2 }) // { skipped: ['2027-01-10', '2027-01-31'], resumeOn: '2027-02-21' }
 */
export function pausePlan(input: { first: string; frequencyInDays: number } & PauseRequest): {
  skipped: string[];
  resumeOn: string;
} {
  const skipped: string[] = [];
  let day = input.first;
  if (input.until !== undefined) {
    while (day < input.until) {
      skipped.push(day);
      day = addDays(day, input.frequencyInDays);
    }
    return { skipped, resumeOn: input.until };
  }
  for (let i = 0; i < (input.deliveries ?? 0); i++) {
    skipped.push(day);
    day = addDays(day, input.frequencyInDays);
  }
  return { skipped, resumeOn: day };
}
