import { describe, expect, it } from 'vitest';
import { type ProductForJsonLd, productJsonLd } from './product-json-ld';

const ORIGIN = 'https://gamelle.example';

/** A product page's product with three formats, the middle one out of stock. */
function product(fields: Partial<ProductForJsonLd> = {}): ProductForJsonLd {
  return {
    sku: 'CHIEN-CROQUETTES-00001',
    slug: 'croquettes-chien-adulte-au-poulet',
    name: 'Croquettes chien adulte au poulet',
    brand: 'Gamelle',
    shortDescription: 'Croquettes au poulet.',
    image: { url: '/images/products/croquettes-chien-adulte-au-poulet.webp' },
    reviews: { count: 221, average: 4.1 },
    variants: [
      { code: '10000001', format: '2-kg', price: 2220, inStock: true },
      { code: '10000002', format: '6-kg', price: 5490, inStock: false },
      { code: '10000003', format: '12-kg', price: 8990, inStock: true },
    ],
    ...fields,
  };
}

describe('SPEC §2 page head « structured data »: a product as Google’s merchant listings read it', () => {
  it('Google merchant listing « offers »: one Offer per format, with its price, currency, availability, sku and own address', () => {
    const json = productJsonLd(product(), { origin: ORIGIN, locale: 'fr' });
    expect(json.offers).toEqual([
      {
        '@type': 'Offer',
        sku: '10000001',
        url: `${ORIGIN}/produits/croquettes-chien-adulte-au-poulet/2-kg/`,
        price: '22.20',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      expect.objectContaining({
        sku: '10000002',
        price: '54.90',
        availability: 'https://schema.org/OutOfStock',
        url: `${ORIGIN}/produits/croquettes-chien-adulte-au-poulet/6-kg/`,
      }),
      expect.objectContaining({ sku: '10000003', price: '89.90', availability: 'https://schema.org/InStock' }),
    ]);
    // No AggregateOffer (a price range Google's merchant listings do not take).
    expect(JSON.stringify(json)).not.toContain('AggregateOffer');
  });

  it('every URL absolute, the picture’s too; a picture the image host serves from elsewhere kept as it is', () => {
    const json = productJsonLd(product(), { origin: ORIGIN, locale: 'fr' });
    expect(json.image).toBe(`${ORIGIN}/images/products/croquettes-chien-adulte-au-poulet.webp`);
    const urls = [json.image, ...(json.offers ?? []).map((offer) => offer.url)];
    for (const url of urls) expect(url).toMatch(/^https:\/\/gamelle\.example\//);
    const hosted = productJsonLd(product({ image: { url: 'https://images.example/p.webp' } }), {
      origin: ORIGIN,
      locale: 'fr',
    });
    expect(hosted.image).toBe('https://images.example/p.webp');
    expect(productJsonLd(product({ image: null }), { origin: ORIGIN, locale: 'fr' }).image).toBeUndefined();
  });

  it('ADR 0019: a Dutch page’s offers lead to the Dutch page of each format', () => {
    const json = productJsonLd(product(), { origin: ORIGIN, locale: 'nl' });
    expect(json.offers?.map((offer) => offer.url)).toEqual([
      `${ORIGIN}/nl/produits/croquettes-chien-adulte-au-poulet/2-kg/`,
      `${ORIGIN}/nl/produits/croquettes-chien-adulte-au-poulet/6-kg/`,
      `${ORIGIN}/nl/produits/croquettes-chien-adulte-au-poulet/12-kg/`,
    ]);
  });

  it('a format without a price is no offer; a product with none has no offers', () => {
    const some = product({
      variants: [
        { code: '10000001', format: '2-kg', price: null, inStock: true },
        { code: '10000003', format: '12-kg', price: 8990, inStock: true },
      ],
    });
    expect(productJsonLd(some, { origin: ORIGIN, locale: 'fr' }).offers?.map((offer) => offer.sku)).toEqual([
      '10000003',
    ]);
    const none = product({ variants: [{ code: '10000001', format: '2-kg', price: null, inStock: true }] });
    expect(productJsonLd(none, { origin: ORIGIN, locale: 'fr' }).offers).toBeUndefined();
  });

  it('the rating out of 5 when there are reviews, none without', () => {
    expect(productJsonLd(product(), { origin: ORIGIN, locale: 'fr' }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.1,
      reviewCount: 221,
      bestRating: 5,
    });
    expect(
      productJsonLd(product({ reviews: { count: 0, average: 0 } }), { origin: ORIGIN, locale: 'fr' }).aggregateRating,
    ).toBeUndefined();
  });
});
