import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A category: its record, its children and its products (best sellers first). */
export async function data(pageContext: PageContextServer) {
  const key = pageContext.routeParams.category ?? '';
  const content = contentClient();
  const [layout, categories] = await Promise.all([loadLayoutData(), content.getCategories()]);
  const category = categories.find((c) => c.key === key);
  if (!category) throw render(404);
  const [list, parent] = [
    await content.listProducts({ category: key, sort: 'best_sellers', pageSize: 100 }),
    categories.find((c) => c.key === category.parent) ?? null,
  ];
  return {
    ...layout,
    category,
    parent,
    children: categories.filter((c) => c.parent === key),
    products: list.data,
    total: list.meta.pagination.total,
  };
}
