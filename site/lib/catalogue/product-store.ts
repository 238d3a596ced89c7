import { createProductStore, requestJson } from '@gamelle/api-client';

/** The summary (level 1) fields the browser refreshes: prices and stock move after the build. */
export interface LiveProduct {
  sku: string;
  price: number | null;
  subscriptionPrice: number | null;
  ProductVariants: {
    code: string;
    in_stock: boolean;
    base_price?: number | null;
    base_price_subscription?: number | null;
    show_variant?: boolean;
  }[];
}

/**
 * Products in the browser by load level (SPEC §4, §9), from the content API without parsing
 * schemas (no zod in catalogue pages).
 */
export const productStore = createProductStore<LiveProduct>({
  skuOf: (product) => product.sku,
  async fetchProducts(skus, level, locale) {
    const answer = await requestJson<{ data: LiveProduct[] }>(
      `${import.meta.env.GAMELLE_CONTENT_API_URL}/b2c-products`,
      {
        locale,
        query: { 'filters[sku][$in]': skus.join(','), render: String(level) },
      },
    );
    return answer.data;
  },
});
