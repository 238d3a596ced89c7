import type { Category, RenderedProduct } from '@gamelle/api-client';
import {
  isVariantActive,
  isVariantVisible,
  type Locale,
  reviewCountLabel,
  socialImagePath,
  variantFormatSlug,
  weightInKg,
} from '@gamelle/domain';
import { richContentToHtml, richContentToText } from '@gamelle/ui/server';
import { toCardProduct } from '../../../lib/catalogue/card-product';
import { categoryBestSellers, loadCategories } from '../../../lib/catalogue/catalogue.server';
import { longDate } from '../../../lib/i18n/dates';
import { translate } from '../../../lib/i18n/i18n';
import { crumbsFromHome } from '../../../lib/page/breadcrumb';
import { type LayoutData, loadLayoutData } from '../../../lib/page/layout-data.server';

/** What a product page needs, from a product at render level 2 and the build's shared data. */
export function productPageData(
  product: RenderedProduct,
  layout: LayoutData,
  categories: readonly Category[],
  bestSellers: readonly RenderedProduct[],
  locale: Locale,
) {
  const mainCategory = [...product.categories].sort((a, b) => b.length - a.length)[0];
  const category = categories.find((c) => c.key === mainCategory);
  return {
    ...layout,
    breadcrumb: crumbsFromHome(
      locale,
      product.animal === 'dog'
        ? { label: translate(locale, 'layout.breadcrumb.dog'), href: '/chien/' }
        : { label: translate(locale, 'layout.breadcrumb.cat'), href: '/chat/' },
      ...(category?.key.includes('/') ? [{ label: category.title, href: `/${category.key}/` }] : []),
      { label: product.name },
    ),
    // The picture shown when the page is shared: drawn beside its packshot by the image host.
    socialImage: socialImagePath({ product: product.images[0]?.url ?? '' }),
    // Twice the four cards shown: the browser leaves out those already in the shopper's cart.
    crossSell: bestSellers
      .filter((p) => p.sku !== product.sku)
      .slice(0, 8)
      .map(toCardProduct),
    product: {
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      brand: product.brand ?? null,
      animal: product.animal,
      foodType: product.foodType,
      shortDescription: product.shortDescription ?? null,
      // Rich text (SPEC §2: markdown, HTML allowed), rendered and sanitised at build; its words are
      // read again only for a meta description without a short description (a second parse).
      descriptionHtml: product.description ? richContentToHtml(product.description) : null,
      metaDescription:
        product.shortDescription ?? (product.description ? richContentToText(product.description) : null),
      composition: product.composition ?? null,
      analyticalConstituents: product.analyticalConstituents,
      metabolizableEnergy: product.metabolizableEnergy ?? null,
      feedingTable: product.feedingTable,
      reviews: product.reviews ? { ...product.reviews, label: reviewCountLabel(product.reviews.count) } : null,
      json_avis: product.json_avis.slice(0, 4).map((review) => ({
        ...review,
        // Formatted at build, in UTC: the browser shows the same words it hydrates.
        dateLabel: longDate(review.date, 'UTC', locale),
      })),
      image: product.images[0] ?? null,
      price: product.price,
      subscriptionPrice: product.subscriptionPrice,
      variants: product.ProductVariants.filter((v) => isVariantVisible(v)).map((v) => ({
        code: v.code,
        name: v.name,
        format: variantFormatSlug(v),
        // The net quantity counted in its unit (SPEC §3): the price per kilogram or litre is made
        // from it in the browser, where the live price may differ from the built one.
        weight: v.weight ?? null,
        unit: v.unit ?? null,
        weightKg: weightInKg(v),
        price: v.base_price ?? null,
        subscriptionPrice: isVariantVisible(v, 'subscription') ? (v.base_price_subscription ?? null) : null,
        inStock: isVariantActive(v),
      })),
    },
  };
}

/** The build's shared data of product pages, loaded once. */
export async function productPageShared(product: RenderedProduct, locale: Locale) {
  const mainCategory = [...product.categories].sort((a, b) => b.length - a.length)[0];
  const [layout, categories, bestSellers] = await Promise.all([
    loadLayoutData(locale),
    loadCategories(locale),
    mainCategory ? categoryBestSellers(mainCategory, locale) : Promise.resolve([]),
  ]);
  return { layout, categories, bestSellers };
}
