import { href, type Locale, localizedPath } from '@gamelle/domain';

/** What the structured data of a product page reads of the page's product. */
export interface ProductForJsonLd {
  sku: string;
  slug: string;
  name: string;
  brand: string | null;
  shortDescription: string | null;
  image: { url: string } | null;
  reviews: { count: number; average: number } | null;
  variants: readonly {
    code: string;
    format: string;
    /** Price with VAT in cents; null when the format has none. */
    price: number | null;
    inStock: boolean;
  }[];
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org `Product` of a product page (SPEC §2 page head « structured data »), as Google's
 * merchant listings read it: every URL absolute (the picture too), and one `Offer` per format that
 * has a price — its price with VAT in euros, its availability, its own code as `sku` and the
 * address of the product page with that format chosen. The formats have no GTIN in the catalogue
 * (their 8-digit codes are the shop's own, SPEC §9), so none is given.
 * @example productJsonLd(page.product, { origin: 'https://gamelle.example', locale: 'nl' })
 */
export function productJsonLd(product: ProductForJsonLd, { origin, locale }: { origin: string; locale: Locale }) {
  // As the page's other addresses (canonical, breadcrumb): the origin, then the path; a picture the
  // image host serves from elsewhere is absolute already.
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const offers = product.variants.flatMap((variant) =>
    variant.price === null
      ? []
      : [
          {
            '@type': 'Offer',
            sku: variant.code,
            url: absolute(localizedPath(href.product({ product: product.slug, format: variant.format }), locale)),
            price: (variant.price / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: variant.inStock ? IN_STOCK : OUT_OF_STOCK,
            itemCondition: 'https://schema.org/NewCondition',
          },
        ],
  );
  return {
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    description: product.shortDescription ?? undefined,
    image: product.image ? absolute(product.image.url) : undefined,
    offers: offers.length > 0 ? offers : undefined,
    aggregateRating:
      product.reviews && product.reviews.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.reviews.average,
            reviewCount: product.reviews.count,
            bestRating: 5,
          }
        : undefined,
  };
}
