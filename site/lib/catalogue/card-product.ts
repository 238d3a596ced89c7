import { isVariantVisible, type ProductVariant, type ReferenceUnit, unitPrice } from '@gamelle/domain';

/** What a product card shows: kept small, since page data travels to the browser for hydration. */
export interface CardProduct {
  sku: string;
  slug: string;
  name: string;
  brand: string | null;
  price: number | null;
  /** The price per kilogram (or litre) of the format the card's price is (directive 98/6/EC). */
  unitPrice: { cents: number; unit: ReferenceUnit } | null;
  image: { url: string } | null;
  reviews: { average: number; count: number } | null;
}

/**
 * A product as the content API (render level 1 or 2) and the search give it, as far as a card
 * reads it: no schema parsed here, the browser's listing and search use it too.
 */
export interface CardSource {
  sku: string;
  slug: string;
  name: string;
  brand?: string | null;
  price: number | null;
  images?: readonly { url: string }[];
  reviews?: { average: number; count: number } | null;
  ProductVariants?: readonly ProductVariant[];
}

/** The one way a product becomes a card: at build, in a category's next page, in the search's hits. */
export function toCardProduct(product: CardSource): CardProduct {
  const image = product.images?.[0];
  // The card's price is the lowest of the visible formats (SPEC §3): its unit price is that format's.
  const shown = product.ProductVariants?.find((v) => isVariantVisible(v) && v.base_price === product.price);
  return {
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    brand: product.brand ?? null,
    price: product.price,
    unitPrice: shown ? unitPrice(product.price, shown) : null,
    image: image ? { url: image.url } : null,
    reviews: product.reviews ? { average: product.reviews.average, count: product.reviews.count } : null,
  };
}
