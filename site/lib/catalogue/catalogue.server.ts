import { ApiError, type RenderedProduct } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { render } from 'vike/abort';
import { contentClient } from '../api/services.server';
import { ownsApiPage, type PrerenderShard } from './prerender-shard.server';

/** Products a bulk read asks for at once: the content API's largest page (fewer scans of the catalogue). */
export const BULK_PAGE_SIZE = 500;

/**
 * Every visible product, page by page, at a render level (prerendering lists every product URL and
 * fetches them in bulk at level 2). Pages are fetched four at a time. With a prerender shard, only
 * the API pages it owns; a shard that does not own the first page reads one product of it, for the
 * total.
 */
export async function allProducts(
  render: 1 | 2 = 1,
  shard: PrerenderShard = { index: 0, count: 1 },
  locale: Locale,
): Promise<RenderedProduct[]> {
  const content = contentClient(locale);
  const ownsFirst = ownsApiPage(1, shard);
  const first = await content.listProducts({ pageSize: ownsFirst ? BULK_PAGE_SIZE : 1, page: 1, render });
  const pageCount = Math.ceil(first.meta.pagination.total / BULK_PAGE_SIZE);
  const rest: number[] = [];
  for (let page = 2; page <= pageCount; page += 1) if (ownsApiPage(page, shard)) rest.push(page);
  const pages = ownsFirst ? [first.data] : [];
  for (let i = 0; i < rest.length; i += 4) {
    const batch = await Promise.all(
      rest
        .slice(i, i + 4)
        .map(async (page) => (await content.listProducts({ pageSize: BULK_PAGE_SIZE, page, render })).data),
    );
    pages.push(...batch);
  }
  return pages.flat();
}

const categories = new Map<Locale, ReturnType<ReturnType<typeof contentClient>['getCategories']>>();

/** The category tree in a language (the page's by default), fetched once per build and language. */
export function loadCategories(locale: Locale) {
  let found = categories.get(locale);
  if (!found) {
    found = contentClient(locale).getCategories();
    categories.set(locale, found);
    found.catch(() => categories.delete(locale));
  }
  return found;
}

const crossSells = new Map<string, Promise<RenderedProduct[]>>();

/** A category's best sellers for cross-sells (nine: eight besides the page's own), fetched once per category, language and build. */
export function categoryBestSellers(category: string, locale: Locale): Promise<RenderedProduct[]> {
  const key = `${locale}:${category}`;
  let found = crossSells.get(key);
  if (!found) {
    found = contentClient(locale).getCategoryCrossSell(category, undefined, 9);
    crossSells.set(key, found);
    found.catch(() => crossSells.delete(key));
  }
  return found;
}

/** A 404 of the content API becomes the shop's 404 page; any other failure fails the build. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw render(404);
    throw error;
  }
}
