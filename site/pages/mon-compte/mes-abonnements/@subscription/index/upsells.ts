import type { RenderedProduct } from '@gamelle/api-client';
import useSWR from 'swr';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';

/** A product a subscriber may add to the next shipment alone (SPEC §2 « upsells for the next shipment only »). */
export interface Upsell {
  variantCode: string;
  productName: string;
  variantName: string;
  /** Indicative subscription price in cents; the server prices the order. */
  price: number;
}

/** Each subscribable, visible variant in stock (the server checks again on the add) of the products offered. */
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

/**
 * What this subscription may add to its next delivery (SPEC §2 upsells): the shop API fits the SPEC
 * §7 cross-sell lists to it — the food of its animals, none of the products its orders have
 * (`GET /shop/subscriptions/{code}/cross-sells`). Asked again after an upsell is added.
 */
export function useUpsells(code: string) {
  return useSWR(
    ['subscription', code, 'cross-sells'] as const,
    () => subscriptionClient.crossSells(code).then((products) => upsellsOf(products).slice(0, 6)),
    {
      revalidateOnFocus: false,
    },
  );
}
