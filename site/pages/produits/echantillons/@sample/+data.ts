import { isVariantActive } from '@gamelle/domain';
import { richContentToHtml, richContentToText } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../../lib/api/services.server';
import { orNotFound } from '../../../../lib/catalogue/catalogue.server';
import { i18nOf } from '../../../../lib/i18n/i18n';
import { pageLocale } from '../../../../lib/i18n/locale';
import { crumbsFromHome } from '../../../../lib/page/breadcrumb';
import { loadLayoutData } from '../../../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A sample, trimmed to what its page shows. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const slug = pageContext.routeParams.sample ?? '';
  const [layout, sample] = await Promise.all([
    loadLayoutData(locale),
    orNotFound(() => contentClient(locale).getSample(slug)),
  ]);
  const animal =
    sample.animal === 'dog'
      ? { label: t('layout.breadcrumb.dog'), href: '/chien/' }
      : { label: t('layout.breadcrumb.cat'), href: '/chat/' };
  // The sample's one format: what the button adds (the cart holds it to the free-sample rules).
  const variant = sample.ProductVariants[0];
  return {
    ...layout,
    breadcrumb: crumbsFromHome(locale, animal, { label: sample.name }),
    sample: {
      name: sample.name,
      animal: sample.animal,
      variant: variant ? { code: variant.code, name: variant.name, inStock: isVariantActive(variant) } : null,
      // Rich text like a product's (SPEC §2), rendered and sanitised at build.
      descriptionHtml: richContentToHtml(sample.description ?? sample.shortDescription ?? ''),
      metaDescription: sample.shortDescription ?? richContentToText(sample.description ?? ''),
      image: sample.images[0] ?? null,
    },
  };
}
