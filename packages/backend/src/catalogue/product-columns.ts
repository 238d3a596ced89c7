import type { Product } from '@gamelle/domain';

/**
 * The columns of `products` a product's record decides (the rest — id, rank, creation — are the
 * shop's): what listings filter and sort on, copied out of `data` so that they can be indexed. The
 * seed and the back office write a product through this one rule.
 */
export function productColumns(product: Product) {
  return {
    slug: product.slug,
    kind: product.kind,
    animal: product.animal,
    foodType: product.foodType,
    brand: product.brand ?? 'Gamelle',
    name: product.name,
    categories: product.categories,
    viewable: product.viewable !== false,
    data: product,
  };
}
