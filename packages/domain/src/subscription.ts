import { z } from 'zod';

/** The ten delivery frequencies (SPEC §3), shortest first. */
export const FREQUENCY_OPTIONS = [
  { code: '21', days: 21, position: 1, label: '3 semaines', description: 'Livraison toutes les 3 semaines' },
  { code: '31', days: 31, position: 2, label: '1 mois', description: 'Livraison tous les mois' },
  { code: '42', days: 42, position: 3, label: '6 semaines', description: 'Livraison toutes les 6 semaines' },
  { code: '49', days: 49, position: 4, label: '7 semaines', description: 'Livraison toutes les 7 semaines' },
  { code: '62', days: 62, position: 5, label: '2 mois', description: 'Livraison tous les 2 mois' },
  { code: '70', days: 70, position: 6, label: '10 semaines', description: 'Livraison toutes les 10 semaines' },
  { code: '77', days: 77, position: 7, label: '11 semaines', description: 'Livraison toutes les 11 semaines' },
  { code: '93', days: 93, position: 8, label: '3 mois', description: 'Livraison tous les 3 mois' },
  { code: '124', days: 124, position: 9, label: '4 mois', description: 'Livraison tous les 4 mois' },
  { code: '155', days: 155, position: 10, label: '5 mois', description: 'Livraison tous les 5 mois' },
] as const;
export type FrequencyOption = (typeof FREQUENCY_OPTIONS)[number];
export const FREQUENCY_DAYS = FREQUENCY_OPTIONS.map((o) => o.days);

export function frequencyOption(days: number): FrequencyOption | undefined {
  return FREQUENCY_OPTIONS.find((o) => o.days === days);
}

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
