import type { Locale } from './channel.js';
import { FREE_SHIPPING_THRESHOLD_CENTS } from './shipping.js';

/** Countries the shop ships to (SPEC §9). */
export const DELIVERY_COUNTRIES = ['FR', 'BE', 'LU'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/**
 * Carriers (SPEC §2 "home or pickup point"; the spec names none). Prices are TTC in cents
 * by country; the free-shipping threshold of the cart applies to the carriers that say so.
 */
export const CARRIERS = [
  {
    code: 'colissimo',
    name: 'Colissimo à domicile',
    kind: 'home',
    delay: 'Livré en 2 à 3 jours ouvrés',
    nl: { name: 'Colissimo aan huis', delay: 'Geleverd in 2 à 3 werkdagen' },
    mobileRequired: false,
    freeAboveThreshold: true,
    prices: { FR: 590, BE: 890, LU: 890 },
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={trackingNumber}',
  },
  {
    code: 'chronopost',
    name: 'Chronopost express à domicile',
    kind: 'home',
    delay: 'Livré le lendemain avant 13 h',
    nl: { name: 'Chronopost express aan huis', delay: 'De volgende dag vóór 13 uur geleverd' },
    mobileRequired: true,
    freeAboveThreshold: false,
    prices: { FR: 990, BE: 1390, LU: 1390 },
    trackingUrl: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={trackingNumber}',
  },
  {
    code: 'mondial_relay',
    name: 'Point relais Mondial Relay',
    kind: 'pickup',
    delay: 'Livré en 3 à 5 jours ouvrés',
    nl: { name: 'Mondial Relay-afhaalpunt', delay: 'Geleverd in 3 à 5 werkdagen' },
    mobileRequired: true,
    freeAboveThreshold: true,
    prices: { FR: 390, BE: 490, LU: 490 },
    trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={trackingNumber}',
  },
] as const satisfies readonly {
  code: string;
  name: string;
  kind: 'home' | 'pickup';
  delay: string;
  /** Its name and delay in Dutch (`name` and `delay` are French). */
  nl: { name: string; delay: string };
  mobileRequired: boolean;
  freeAboveThreshold: boolean;
  prices: Record<DeliveryCountry, number>;
  /** The carrier's tracking page, `{trackingNumber}` standing for the parcel's number. */
  trackingUrl: string;
}[];

export type Carrier = (typeof CARRIERS)[number];
export type CarrierCode = Carrier['code'];

export function findCarrier(code: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.code === code);
}

/**
 * A carrier's name and delay in a language (a Dutch cart's carriers in Dutch, SPEC §9).
 * @example carrierWords(findCarrier('mondial_relay')!, 'nl').name // 'Mondial Relay-afhaalpunt'
 */
export function carrierWords(carrier: Carrier, locale: Locale): { name: string; delay: string } {
  return locale === 'nl' ? carrier.nl : { name: carrier.name, delay: carrier.delay };
}

/**
 * The carrier's page that follows a parcel (SPEC §3 Order: tracking number and
 * carrier), or null for an unknown carrier or no number.
 * @example trackingUrlOf('colissimo', '6A123') // 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123'
 */
export function trackingUrlOf(carrierCode: string | null | undefined, trackingNumber: string | null | undefined) {
  const carrier = carrierCode ? findCarrier(carrierCode) : undefined;
  if (!carrier || !trackingNumber) return null;
  return carrier.trackingUrl.replace('{trackingNumber}', encodeURIComponent(trackingNumber));
}

export function isDeliveryCountry(code: string): code is DeliveryCountry {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(code);
}

/** Shipping cost in cents: the carrier's price for the country, free above the threshold if it applies. */
export function shippingCost(carrier: Carrier, country: DeliveryCountry, itemsTotal: number): number {
  if (carrier.freeAboveThreshold && itemsTotal >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return carrier.prices[country];
}

/** VAT on pet food in France, Belgium and Luxembourg as the shop applies it: prices are TTC. */
export const VAT_RATE_PERCENT = 20;

/** The VAT included in a TTC amount, in cents (rounded half up). */
export function includedVat(totalTtc: number, ratePercent: number = VAT_RATE_PERCENT): number {
  return Math.round((totalTtc * ratePercent) / (100 + ratePercent));
}
