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

/** The next order can be changed until the end of its modification limit day (SPEC §6). */
export function isNextOrderEditable(nextShippingDate: string, now: Date): boolean {
  return now.getTime() < utcDay(modificationLimitDate(nextShippingDate)) + DAY_MS;
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
