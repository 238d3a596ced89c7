import { isVariantActive, isVariantVisible, reviewCountLabel, variantFormatSlug } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { toCardProduct } from '../../components/card-product';
import { crossSell as crossSellBlock } from '../../components/cross-sell.deferred';
import { crumbsFromHome } from '../../lib/breadcrumb';
import { orNotFound } from '../../lib/catalogue.server';
import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/layout';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';
import { purchase } from './purchase.deferred';

export type Data = Awaited<ReturnType<typeof data>>;
export type ProductVariantView = Data['product']['variants'][number];

const REVIEW_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** A product in full, trimmed to what the page shows (Hydrogen's "load what the first paint needs"). */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.product ?? '';
  const content = contentClient();
  const [layout, , product, categories] = await Promise.all([
    loadLayoutData(),
    Promise.all([purchase.preload(), crossSellBlock.preload()]).then(() => undefined),
    orNotFound(() => content.getProduct({ slug })),
    content.getCategories(),
  ]);
  const mainCategory = [...product.categories].sort((a, b) => b.length - a.length)[0];
  const category = categories.find((c) => c.key === mainCategory);
  const crossSell = mainCategory
    ? (await content.getCategoryCrossSell(mainCategory, product.sku, 4)).map(toCardProduct)
    : [];
  return {
    ...layout,
    breadcrumb: crumbsFromHome(
      product.animal === 'dog'
        ? { label: t('layout.breadcrumb.dog'), href: '/chien/' }
        : { label: t('layout.breadcrumb.cat'), href: '/chat/' },
      ...(category && category.key.includes('/') ? [{ label: category.title, href: `/${category.key}/` }] : []),
      { label: product.name },
    ),
    crossSell,
    product: {
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      brand: product.brand ?? null,
      animal: product.animal,
      shortDescription: product.shortDescription ?? null,
      description: product.description ?? null,
      composition: product.composition ?? null,
      analyticalConstituents: product.analyticalConstituents,
      metabolizableEnergy: product.metabolizableEnergy ?? null,
      feedingTable: product.feedingTable,
      reviews: product.reviews ? { ...product.reviews, label: reviewCountLabel(product.reviews.count) } : null,
      json_avis: product.json_avis.slice(0, 4).map((review) => ({
        ...review,
        // Formatted at build, in UTC: the browser shows the same words it hydrates.
        dateLabel: REVIEW_DATE.format(new Date(review.date)),
      })),
      image: product.images[0] ?? null,
      price: product.price,
      subscriptionPrice: product.subscriptionPrice,
      variants: product.ProductVariants.filter((v) => isVariantVisible(v)).map((v) => ({
        code: v.code,
        name: v.name,
        format: variantFormatSlug(v),
        price: v.base_price ?? null,
        subscriptionPrice: isVariantVisible(v, 'subscription') ? (v.base_price_subscription ?? null) : null,
        inStock: isVariantActive(v),
      })),
    },
  };
}
