import { displayedPrice, type Product } from '@gamelle/domain';

/** Product render levels of SPEC §9: 0 empty, 1 summary, 2 full. */
export const RENDER_LEVELS = ['0', '1', '2'] as const;
export type RenderLevel = 0 | 1 | 2;

/** What a product list or a card needs (render level 1). */
export function productSummary(doc: Product) {
  return {
    sku: doc.sku,
    slug: doc.slug,
    kind: doc.kind,
    name: doc.name,
    brand: doc.brand,
    animal: doc.animal,
    foodType: doc.foodType,
    lifeStage: doc.lifeStage,
    shortDescription: doc.shortDescription,
    categories: doc.categories,
    filters: doc.filters,
    viewable: doc.viewable,
    oldProduct: doc.oldProduct,
    price: displayedPrice(doc.ProductVariants, 'regular'),
    subscriptionPrice: displayedPrice(doc.ProductVariants, 'subscription'),
    ProductVariants: doc.ProductVariants,
    reviews: doc.reviews,
    images: doc.images,
    createdAt: doc.createdAt,
  };
}

/** A product at a render level. Level 2 is the whole document plus the computed prices. */
export function renderProduct(doc: Product, level: RenderLevel) {
  if (level === 0) return { sku: doc.sku, slug: doc.slug, renderLevel: 0 as const };
  const summary = productSummary(doc);
  if (level === 1) return { ...summary, renderLevel: 1 as const };
  return {
    ...doc,
    price: summary.price,
    subscriptionPrice: summary.subscriptionPrice,
    renderLevel: 2 as const,
  };
}
