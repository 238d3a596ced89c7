import type { RenderedProduct } from '@gamelle/api-client';
import { loadLayoutData } from '../../../../../lib/layout-data.server';
import { contentClient } from '../../../../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

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

/** The shell's prerendered part: the layout and the upsells offered (the subscription is the shopper's). */
export async function data() {
  const content = contentClient();
  const [layout, upsells] = await Promise.all([
    loadLayoutData(),
    content
      .getCrossSell('cross_sell_divers')
      .then((found) => content.getProductsBySkus(found.products.map((p) => p.sku)))
      .then((products) => upsellsOf(products).slice(0, 6)),
  ]);
  return { ...layout, upsells };
}
