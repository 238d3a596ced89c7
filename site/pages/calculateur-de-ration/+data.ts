import { weightInKg } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { i18nOf } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';
import { crumbsFromHome } from '../../lib/page/breadcrumb';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;
export type RationFood = Data['foods'][number];

/** The dry dog foods the calculator knows: each one's energy and bags, from the catalogue at build. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const [layout, list] = await Promise.all([
    loadLayoutData(locale),
    contentClient(locale).listProducts({ animal: 'dog', foodType: 'dry', pageSize: 100, render: 2 }),
  ]);
  const foods = list.data
    .filter((product) => product.kind !== 'sample' && (product.metabolizableEnergy ?? 0) > 0)
    .map((product) => ({
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      energyKcalPerKg: product.metabolizableEnergy ?? 0,
      bags: product.ProductVariants.flatMap((variant) => {
        const weightKg = variant.show_variant !== false ? weightInKg(variant) : null;
        return weightKg === null ? [] : [{ code: variant.code, name: variant.name, weightKg }];
      }),
    }));
  return { ...layout, breadcrumb: crumbsFromHome(locale, { label: t('rationTool.title') }), foods };
}
