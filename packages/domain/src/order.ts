import { z } from 'zod';

/** Payment methods (SPEC §9). */
export const PAYMENT_METHODS = ['visa', 'mastercard', 'paypal', 'cheque', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods paid after the order: the confirmation gives instructions (SPEC §2). */
export const DELAYED_PAYMENT_METHODS: readonly PaymentMethod[] = ['cheque', 'bank_transfer', 'paypal'];

export function isDelayedPayment(method: PaymentMethod): boolean {
  return DELAYED_PAYMENT_METHODS.includes(method);
}

/** Payment, shipping and checkout states of SPEC §4 (front-end states included). */
export const PAYMENT_STATES = [
  'cart',
  'awaiting_payment',
  'partially_authorized',
  'authorized',
  'partially_paid',
  'cancelled',
  'paid',
  'partially_refunded',
  'refunded',
  'payment_accepted',
  'payment_failure',
] as const;
export const SHIPPING_STATES = ['cart', 'ready', 'shipped', 'cancelled', 'sent'] as const;
export const CHECKOUT_STATES = [
  'addressed',
  'cart',
  'completed',
  'payment_selected',
  'payment_skipped',
  'shipping_selected',
  'shipping_skipped',
] as const;

/** An order in the account (SPEC §3). */
export const orderSchema = z.object({
  code: z.string(),
  date: z.string(),
  /** Cents. */
  total: z.number().int(),
  trackingNumber: z.string().nullable().optional(),
  carrier: z.string().nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
  status: z.string(),
  invoice: z.string().nullable().optional(),
  shippedAt: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** SPEC §2, §9: "invoice download (available 7 to 10 days after shipping)". */
export const INVOICE_DELAY_DAYS = { min: 7, max: 10 } as const;

/** Whether the invoice can be expected yet: from 7 days after shipping. */
export function isInvoiceExpected(shippedAt: string | null | undefined, now: Date): boolean {
  if (!shippedAt) return false;
  const shipped = Date.parse(shippedAt);
  return !Number.isNaN(shipped) && now.getTime() - shipped >= INVOICE_DELAY_DAYS.min * 86_400_000;
}

/**
 * The one status a shopper sees for a placed order (SPEC §3 "status", §4 colours): shipped once
 * its shipment left, cancelled when cancelled, else what its payment says (awaiting payment,
 * paid, failed…).
 */
export function orderStatus(order: { paymentState: string; shippingState: string; state?: string | null }): string {
  if (order.state === 'cancelled' || order.paymentState === 'cancelled') return 'cancelled';
  if (order.shippingState === 'shipped' || order.shippingState === 'sent') return 'shipped';
  return order.paymentState;
}
