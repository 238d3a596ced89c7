import { z } from 'zod';
import type { Locale } from './channel.js';
import { emailSchema } from './forms/account.js';
import { addDays, parisDay } from './subscription.js';

/**
 * The customer's legal rights (ADR 0028): withdrawal from an order (Consumer Rights Directive
 * 2011/83/EU art. 9 to 11a, French Code de la consommation L221-18 and L221-21-1), the download of
 * their data (GDPR art. 15 and 20) and the deletion of their account (GDPR art. 17).
 */

/** The withdrawal period: 14 days from the day the goods are delivered (directive 2011/83/EU art. 9). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The shop does not know the day a parcel is delivered: it counts the delivery as this many days
 * after shipping, the longest carrier's 5 working days and a weekend (`CARRIERS`' delays). A parcel
 * delivered sooner gives the customer a few days more than the law asks, never fewer.
 */
export const DELIVERY_ALLOWANCE_DAYS = 7;

/** What the shop says of an order's withdrawal (`serializeOrder`'s `withdrawal`). */
export interface WithdrawalRight {
  /** The order may be withdrawn from at all: placed by the shopper, not cancelled. */
  available: boolean;
  /** The last day of the period in Paris (`YYYY-MM-DD`); null while the order has not shipped. */
  lastDay: string | null;
  /** When the shop received the withdrawal (ISO); null until then. */
  receivedAt: string | null;
}

/**
 * The last day of the withdrawal period of an order shipped at `shippedAt`, in Paris: the day of
 * shipping, the delivery allowance and the 14 days; a period ending on a Saturday or a Sunday
 * ends on the next Monday (regulation 1182/71 art. 3(4), which the directive's recital 41 applies).
 * Null while the order has not shipped: the period has not begun, and the right is open (art. 9(3)).
 * @example withdrawalLastDay('2026-11-02T09:00:00Z') // '2026-11-23' (Monday 2 + 21 days)
 */
export function withdrawalLastDay(shippedAt: Date | string | null | undefined): string | null {
  if (shippedAt === null || shippedAt === undefined) return null;
  const shipped = new Date(shippedAt);
  if (Number.isNaN(shipped.getTime())) return null;
  const last = addDays(parisDay(shipped), DELIVERY_ALLOWANCE_DAYS + WITHDRAWAL_PERIOD_DAYS);
  const weekday = new Date(`${last}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(last, 2) : weekday === 0 ? addDays(last, 1) : last;
}

/**
 * Whether the customer may withdraw from the order at `now`: it allows it, no withdrawal was
 * received yet, and the period runs until the end of its last day in Paris (or has not begun).
 */
export function isWithdrawalOpen(right: WithdrawalRight, now: Date): boolean {
  if (!right.available || right.receivedAt !== null) return false;
  return right.lastDay === null || parisDay(now) <= right.lastDay;
}

/**
 * The confirmation step (art. 11a(2)): the consumer's name and the address the acknowledgment is
 * sent to; the order, the contract's identification, is the page's.
 */
export const withdrawalSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'too_long'),
  email: emailSchema,
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/**
 * The consumer's statement, as the model withdrawal form of the directive (annex I B) words it, in
 * the order's language: what the shop records and acknowledges, and what the page shows before
 * the consumer confirms it.
 * @example withdrawalStatement('fr', { name: 'Anne Martin', number: 'G000042' })
 * // 'Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande G000042.'
 */
export function withdrawalStatement(language: Locale, { name, number }: { name: string; number: string }): string {
  return language === 'nl'
    ? `Ik, ${name}, deel hierbij mee dat ik de koopovereenkomst van bestelling ${number} herroep.`
    : `Je, ${name}, notifie par la présente ma rétractation du contrat de vente de la commande ${number}.`;
}

/**
 * The deletion of an account, confirmed by its password (ASVS 6.2: an action that cannot be undone
 * asks again who is there, as a change of e-mail does).
 */
export const accountDeletionSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(255, 'too_long'),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
