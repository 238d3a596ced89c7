import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../lib/api/services.server';
import { orNotFound } from '../../../lib/catalogue/catalogue.server';
import { pageLocale } from '../../../lib/i18n/locale';
import { productPageData, productPageShared } from './product-data.server';

export type Data = ReturnType<typeof productPageData>;
export type ProductVariantView = Data['product']['variants'][number];

/**
 * One product page's data. At build, `+onBeforePrerenderStart` gives every product page its data
 * in bulk and Vike skips this hook; it serves a page rendered on its own (a new product between
 * builds, tests).
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const slug = pageContext.routeParams.product ?? '';
  const product = await orNotFound(() => contentClient(locale).getProduct({ slug }));
  const shared = await productPageShared(product, locale);
  return productPageData(product, shared.layout, shared.categories, shared.bestSellers, locale);
}
