import type { Product, ProductVariant } from './product.js';

// Display rules of products, apart from the schemas: a page that shows a price or a rating must
// not pull zod into the browser.

/** "viewable unless false" (SPEC §3). */
export function isProductViewable(product: Pick<Product, 'viewable'>): boolean {
  return product.viewable !== false;
}

export type PriceMode = 'regular' | 'subscription';

const priceOf = (variant: ProductVariant, mode: PriceMode) =>
  mode === 'regular' ? variant.base_price : variant.base_price_subscription;

/**
 * SPEC §3 "Regular variants: a visible variant has base_price; subscription variants:
 * base_price_subscription." A variant hidden by `show_variant: false` is never visible.
 */
export function isVariantVisible(variant: ProductVariant, mode: PriceMode = 'regular'): boolean {
  const price = priceOf(variant, mode);
  return variant.show_variant !== false && typeof price === 'number';
}

/** SPEC §3 "Active variants are visible and in stock." */
export function isVariantActive(variant: ProductVariant, mode: PriceMode = 'regular'): boolean {
  return isVariantVisible(variant, mode) && variant.in_stock;
}

/**
 * SPEC §3 "Displayed price is the lowest integer price across visible variants", or null when no
 * visible variant has an integer price.
 */
export function displayedPrice(variants: readonly ProductVariant[], mode: PriceMode = 'regular'): number | null {
  let lowest: number | null = null;
  for (const variant of variants) {
    const price = priceOf(variant, mode);
    if (!isVariantVisible(variant, mode) || typeof price !== 'number' || !Number.isInteger(price)) continue;
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}

/** Review wording: none, one, many (SPEC §9), in French or Belgian Dutch (ADR 0019). */
export function reviewCountLabel(count: number, locale: 'fr' | 'nl' = 'fr'): string {
  if (locale === 'nl')
    return count <= 0 ? 'Nog geen beoordelingen' : count === 1 ? '1 beoordeling' : `${count} beoordelingen`;
  if (count <= 0) return 'Aucun avis';
  if (count === 1) return '1 avis';
  return `${count} avis`;
}

/**
 * The format segment of a product URL (`/produits/{product}/{format}/`, SPEC §2): the variant's
 * weight and unit (`12-kg`, `1-5-kg`, `400-g`), or its name made into a slug.
 */
export function variantFormatSlug(variant: Pick<ProductVariant, 'name'> & { weight?: number; unit?: string }): string {
  if (typeof variant.weight === 'number' && variant.weight > 0 && variant.unit) {
    return `${String(variant.weight).replace('.', '-')}-${variant.unit.toLowerCase()}`;
  }
  return variant.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
