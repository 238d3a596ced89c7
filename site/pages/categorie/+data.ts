import { socialImagePath } from '@gamelle/domain';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { toCardProduct } from '../../lib/catalogue/card-product';
import type { Facets } from '../../lib/catalogue/listing';
import { PAGE_SIZE } from '../../lib/catalogue/listing';
import { pageLocale } from '../../lib/i18n/locale';
import { crumbsFromHome } from '../../lib/page/breadcrumb';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A category: its record, its children, its first page of products (best sellers) and facets. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const key = pageContext.routeParams.category ?? '';
  const content = contentClient(locale);
  const [layout, categories] = await Promise.all([loadLayoutData(locale), content.getCategories()]);
  const category = categories.find((c) => c.key === key);
  if (!category) throw render(404);
  const list = await content.listProducts({ category: key, sort: 'best_sellers', pageSize: PAGE_SIZE, facets: true });
  const parent = categories.find((c) => c.key === category.parent) ?? null;
  return {
    ...layout,
    breadcrumb: crumbsFromHome(locale, ...(parent ? [{ label: parent.title, href: `/${parent.key}/` }] : []), {
      label: category.title,
    }),
    socialImage: socialImagePath({ animal: key.startsWith('chat') ? 'chat' : 'chien' }),
    category: { key: category.key, title: category.title, description: category.description },
    children: categories.filter((c) => c.parent === key).map((c) => ({ key: c.key, title: c.title })),
    products: list.data.map(toCardProduct),
    total: list.meta.pagination.total,
    facets: (list.meta.facets ?? {}) as Facets,
  };
}
