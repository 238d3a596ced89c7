import { DEFAULT_LOCALE, displayedPrice, type Locale, type Product } from '@gamelle/domain';

/** Product render levels of SPEC §9: 0 empty, 1 summary, 2 full. */
export const RENDER_LEVELS = ['0', '1', '2'] as const;
export type RenderLevel = 0 | 1 | 2;

/** A product's texts in one language other than French (`Product['translations']`). */
export type ProductTranslation = NonNullable<NonNullable<Product['translations']>['nl']>;

/** The translation of a product's texts into a language, if it has one (French has none: it is the product). */
export function translationOf(doc: Product, locale: Locale): ProductTranslation | undefined {
  // French is the product itself; every other language may have its translation.
  if (locale === 'fr') return undefined;
  return doc.translations?.[locale];
}

/** The product's texts a translation replaces as they are. */
const TRANSLATED_TEXTS = ['name', 'shortDescription', 'description', 'composition'] as const;

/**
 * A product in a language (ADR 0019): its name, descriptions, composition, constituents'
 * labels, variants' names and images' alternative texts in that language, each one French where
 * the translation lacks it (as a content record without its translation is the French one). The
 * `translations` field never leaves the backend: a French product is the stored one without it.
 * Slugs, skus, categories and filter values stay French: they are keys, not words.
 */
export function localizeProduct(doc: Product, locale: Locale = DEFAULT_LOCALE): Product {
  const { translations: _translations, ...product } = doc;
  const t = translationOf(doc, locale);
  if (!t) return product;
  // A missing or empty text of the translation is the French one.
  const texts = Object.fromEntries(
    TRANSLATED_TEXTS.filter((field) => Boolean(t[field])).map((field) => [field, t[field]]),
  );
  return {
    ...product,
    ...texts,
    analyticalConstituents: product.analyticalConstituents.map((c) => ({
      ...c,
      label: t.analyticalConstituents?.[c.label] || c.label,
    })),
    ProductVariants: product.ProductVariants.map((v) => ({ ...v, name: t.variants?.[v.code] || v.name })),
    images: product.images.map((image, i) =>
      t.images?.[i] && image.alternativeText !== undefined ? { ...image, alternativeText: t.images[i] } : image,
    ),
  };
}

/** What a product list or a card needs (render level 1), in the asked language. */
export function productSummary(stored: Product, locale: Locale = DEFAULT_LOCALE) {
  const doc = localizeProduct(stored, locale);
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

/**
 * A product at a render level, in the asked language (French by default). Level 2 is the whole
 * document (without its `translations`) plus the computed prices.
 */
export function renderProduct(stored: Product, level: RenderLevel, locale: Locale = DEFAULT_LOCALE) {
  if (level === 0) return { sku: stored.sku, slug: stored.slug, renderLevel: 0 as const };
  if (level === 1) return { ...productSummary(stored, locale), renderLevel: 1 as const };
  const doc = localizeProduct(stored, locale);
  return {
    ...doc,
    price: displayedPrice(doc.ProductVariants, 'regular'),
    subscriptionPrice: displayedPrice(doc.ProductVariants, 'subscription'),
    renderLevel: 2 as const,
  };
}

/**
 * The names an order line keeps (`productName`, `variantName`) in a language, French where the
 * product has no translation (a cart created in Dutch has Dutch lines, ADR 0019).
 */
export function lineNames(doc: Product, variantCode: string, locale: Locale = DEFAULT_LOCALE) {
  const t = translationOf(doc, locale);
  return {
    productName: t?.name || doc.name,
    variantName: t?.variants?.[variantCode] || (doc.ProductVariants.find((v) => v.code === variantCode)?.name ?? ''),
  };
}
