import { B2B_CHANNEL_CODE, formatPrice, type Locale } from '@gamelle/domain';
import { StartupError } from '../startup-error.js';

/** The professional shop's minimum order when B2B_MINIMUM_ORDER_CENTS is unset: 150 € TTC. */
export const DEFAULT_B2B_MINIMUM_ORDER = 15_000;

/**
 * SPEC §1 « a minimum order amount in TTC » of the professional shop (ADR 0020), in cents
 * of the order's items with VAT: B2B_MINIMUM_ORDER_CENTS, a whole number of cents; any other value
 * stops the start.
 */
export function b2bMinimumOrderFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.B2B_MINIMUM_ORDER_CENTS?.trim();
  if (!raw) return DEFAULT_B2B_MINIMUM_ORDER;
  const value = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new StartupError(
      `B2B_MINIMUM_ORDER_CENTS « ${raw.slice(0, 20)} » n’est pas un montant en centimes (15000 pour 150 € TTC).`,
    );
  }
  return value;
}

let configured: number | null = null;

/**
 * The minimum in force: read once from the environment (configuration, the same in every
 * instance; `main.ts` checks it before the server starts).
 */
export function b2bMinimumOrder(): number {
  configured ??= b2bMinimumOrderFromEnv();
  return configured;
}

/** What a professional's cart lacks to reach the minimum, or null (a B2C order, or reached). */
export function missingForMinimum(
  order: { channelCode: string; itemsTotal: number },
  minimum: number = b2bMinimumOrder(),
): { minimum: number; missing: number } | null {
  if (order.channelCode !== B2B_CHANNEL_CODE) return null;
  const missing = minimum - order.itemsTotal;
  return missing > 0 ? { minimum, missing } : null;
}

/** The message of a professional's cart under the minimum, in the order's language. */
export function minimumMessage(language: Locale, { minimum, missing }: { minimum: number; missing: number }): string {
  return language === 'nl'
    ? `De minimale bestelwaarde in de professionele winkel is ${formatPrice(minimum, { locale: 'nl' })} incl. btw: er ontbreekt nog ${formatPrice(missing, { locale: 'nl' })} in uw winkelmandje.`
    : `Le minimum de commande de la boutique professionnelle est de ${formatPrice(minimum, { locale: 'fr' })} TTC : il manque ${formatPrice(missing, { locale: 'fr' })} à votre panier.`;
}

/** The message to a customer without a professional account who tries to buy on the B2B channel. */
export function professionalOnlyMessage(language: Locale): string {
  return language === 'nl'
    ? 'De professionele winkel is voorbehouden aan klanten met een professionele account.'
    : 'La boutique professionnelle est réservée aux comptes professionnels.';
}
