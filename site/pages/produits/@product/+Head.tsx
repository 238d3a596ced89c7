import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../components/JsonLd';
import type { Data } from './+data';

/** JSON-LD Product with its Offer in EUR and AggregateRating (SPEC §2 page head). */
export default function Head() {
  const { data } = usePageContext() as unknown as { data: Data };
  const { product } = data;
  const json = {
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    description: product.shortDescription ?? undefined,
    image: product.image?.url,
    offers:
      product.price === null
        ? undefined
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            lowPrice: (product.price / 100).toFixed(2),
            offerCount: product.variants.length,
            availability: product.variants.some((v) => v.inStock)
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
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
  return <JsonLd data={json} />;
}
