import type { RenderedProduct } from '@gamelle/api-client';

/** What a product card shows: kept small, since page data travels to the browser for hydration. */
export interface CardProduct {
  sku: string;
  slug: string;
  name: string;
  brand: string | null;
  price: number | null;
  image: { url: string } | null;
  reviews: { average: number; count: number } | null;
}

export function toCardProduct(
  product: Pick<RenderedProduct, 'sku' | 'slug' | 'name' | 'brand' | 'price' | 'images' | 'reviews'>,
): CardProduct {
  const image = product.images[0];
  return {
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    brand: product.brand ?? null,
    price: product.price,
    image: image ? { url: image.url } : null,
    reviews: product.reviews ? { average: product.reviews.average, count: product.reviews.count } : null,
  };
}
