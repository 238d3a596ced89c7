import type { RenderedProduct } from '@gamelle/api-client';

/** A product a subscriber may add to the next shipment alone (SPEC §2 « upsells for the next shipment only »). */
export interface Upsell {
  variantCode: string;
  productName: string;
  variantName: string;
  /** Indicative subscription price in cents; the server prices the order. */
  price: number;
}

/** Each subscribable, visible variant in stock (at build: the server checks again) of the content API's `cross_sell_divers` products (treats and extras). */
export function upsellsOf(products: readonly RenderedProduct[]): Upsell[] {
  return products.flatMap((product) =>
    product.ProductVariants.filter(
      (variant) =>
        variant.show_variant !== false && variant.in_stock && typeof variant.base_price_subscription === 'number',
    ).map((variant) => ({
      variantCode: variant.code,
      productName: product.name,
      variantName: variant.name,
      price: variant.base_price_subscription as number,
    })),
  );
}
