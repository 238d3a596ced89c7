import { formatDecimal } from './number-format.js';

/** Price display of SPEC §3: integer cents / 100, dashes when not an integer, a word at zero. */
export const PRICE_DIVISOR = 100;
export const FREE_LABEL = 'Gratuit';
/** The word for a line given with an order (a sample), by language: never « 0,00 € ». */
export const OFFERED_LABEL = { fr: 'Offert', nl: 'Gratis' } as const;
export const UNKNOWN_PRICE = '--,-- €';

export type TaxMode = 'HT' | 'TTC';
export type PriceUnit = 'kg' | 'g' | 'l';

export interface PriceDisplayOptions {
  /** Adds ` HT` or ` TTC`. */
  tax?: TaxMode;
  /** Price per unit: adds ` / kg`. */
  unit?: PriceUnit;
  /** The reader's language (ADR 0019): Belgian Dutch writes « € 12,90 incl. btw ». French by default. */
  locale?: 'fr' | 'nl';
}

/** The tax words and the word for free, in each language. */
const PRICE_WORDS = {
  fr: { HT: 'HT', TTC: 'TTC', free: FREE_LABEL },
  nl: { HT: 'excl. btw', TTC: 'incl. btw', free: 'Gratis' },
} as const;

/**
 * Formats integer cents for a person (SPEC §3 "Prices are integer cents divided by 100;
 * non-integer shows dashes; zero shows the word for free").
 * @example formatPrice(1290, { tax: 'TTC' }) // '12,90 € TTC'
 */
export function formatPrice(cents: unknown, { tax, unit, locale = 'fr' }: PriceDisplayOptions = {}): string {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return UNKNOWN_PRICE;
  const words = PRICE_WORDS[locale];
  if (cents === 0) return words.free;
  // Intl's fr-FR euros (« 1 234,56 € ») without Intl (ADR 0008), every space a no-break one; nl-BE
  // puts the sign first and groups thousands with a dot (« € 1.234,56 »).
  const euros = formatDecimal(cents / PRICE_DIVISOR, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(
    /\u202f/g,
    '\u00a0',
  );
  const text = locale === 'nl' ? `€\u00a0${euros.replace(/\u00a0/g, '.')}` : `${euros}\u00a0€`;
  return `${text}${unit ? `\u00a0/\u00a0${unit}` : ''}${tax ? `\u00a0${words[tax]}` : ''}`;
}

/**
 * The amount of a cart or order line: its price, or « Offert » (« Gratis ») for a line given with
 * the order — a free sample (SPEC §3 "zero shows the word for free"). For the cart, the checkout,
 * the confirmation and the order's e-mail alike.
 * @example formatLinePrice(0, { locale: 'nl' }) // 'Gratis'
 */
export function formatLinePrice(cents: unknown, options: PriceDisplayOptions = {}): string {
  return cents === 0 ? OFFERED_LABEL[options.locale ?? 'fr'] : formatPrice(cents, options);
}

/** A price without VAT from one with VAT, in cents, rounded to the cent. */
export function priceWithoutTax(centsWithTax: number, vatRatePercent: number): number {
  return Math.round(centsWithTax / (1 + vatRatePercent / 100));
}

/** Applies a percentage discount (subscription: 10%, SPEC §9), rounded to the cent. */
export function applyDiscount(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}
