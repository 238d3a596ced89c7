/**
 * SPEC §3 product unit: kg, g or l. A variant's `weight` is its net quantity counted in its
 * `unit` (« Sac de 400 g » is 400 g, « Sac de 12 kg » 12 kg, a can of 1.5 l 1.5 l).
 */
export type QuantityUnit = 'kg' | 'g' | 'l';

/** The unit a price is given per (directive 98/6/EC): the kilogram, or the litre for a liquid. */
export type ReferenceUnit = 'kg' | 'l';

export interface NetQuantity {
  weight?: number | null;
  unit?: QuantityUnit | null;
}

/** The net quantity in its reference unit (400 g → 0.4 kg); null when the variant does not say. */
export function referenceQuantity({ weight, unit }: NetQuantity): { amount: number; unit: ReferenceUnit } | null {
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight <= 0 || !unit) return null;
  if (unit === 'g') return { amount: weight / 1000, unit: 'kg' };
  return { amount: weight, unit };
}

/** What a variant weighs in kilograms (the ration's bag, a bag's duration); null for a liquid or unknown. */
export function weightInKg(quantity: NetQuantity): number | null {
  const reference = referenceQuantity(quantity);
  return reference?.unit === 'kg' ? reference.amount : null;
}

/**
 * The price per kilogram (or litre) beside a price (EU directive 98/6/EC; in France the arrêté of
 * 3 December 1987): integer cents, rounded to the cent. Null for a free item (a sample), an unknown
 * price or quantity.
 * @example unitPrice(2690, { weight: 12, unit: 'kg' }) // { cents: 224, unit: 'kg' }
 */
export function unitPrice(
  priceCents: number | null | undefined,
  quantity: NetQuantity,
): { cents: number; unit: ReferenceUnit } | null {
  const reference = referenceQuantity(quantity);
  if (!reference || typeof priceCents !== 'number' || !Number.isInteger(priceCents) || priceCents <= 0) return null;
  // Cents kept whole: 1 € over 3 kg is 33 cents a kilogram, not 33.33.
  return { cents: Math.round(priceCents / reference.amount), unit: reference.unit };
}

/**
 * The quantity a format's name states (« Sac de 12 kg », « Lot de 6 × 400 g », « Zak van 400 g »),
 * in its reference unit: what the catalogue's test holds each variant's weight and unit to.
 */
export function quantityInName(name: string): { amount: number; unit: ReferenceUnit } | null {
  const match = /(?:(\d+)\s*[×x]\s*)?(\d+(?:[.,]\d+)?)\s*(kg|g|l|cl|ml)\b/i.exec(name);
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const value = Number((match[2] as string).replace(',', '.')) * count;
  const unit = (match[3] as string).toLowerCase();
  if (unit === 'g') return { amount: value / 1000, unit: 'kg' };
  if (unit === 'cl') return { amount: value / 100, unit: 'l' };
  if (unit === 'ml') return { amount: value / 1000, unit: 'l' };
  return { amount: value, unit: unit as ReferenceUnit };
}
