import { isVariantActive, isVariantVisible } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { orNotFound } from '../../lib/catalogue.server';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A product in full, trimmed to what the page shows (Hydrogen's "load what the first paint needs"). */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.product ?? '';
  const [layout, product] = await Promise.all([
    loadLayoutData(),
    orNotFound(() => contentClient().getProduct({ slug })),
  ]);
  return {
    ...layout,
    product: {
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      brand: product.brand ?? null,
      animal: product.animal,
      categories: product.categories,
      shortDescription: product.shortDescription ?? null,
      description: product.description ?? null,
      composition: product.composition ?? null,
      analyticalConstituents: product.analyticalConstituents,
      metabolizableEnergy: product.metabolizableEnergy ?? null,
      feedingTable: product.feedingTable,
      reviews: product.reviews ?? null,
      json_avis: product.json_avis.slice(0, 4),
      image: product.images[0] ?? null,
      price: product.price,
      subscriptionPrice: product.subscriptionPrice,
      variants: product.ProductVariants.filter((v) => isVariantVisible(v)).map((v) => ({
        code: v.code,
        name: v.name,
        price: v.base_price ?? null,
        subscriptionPrice: v.base_price_subscription ?? null,
        active: isVariantActive(v),
      })),
    },
  };
}
