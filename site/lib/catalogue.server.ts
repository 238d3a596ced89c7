import { ApiError, type RenderedProduct } from '@gamelle/api-client';
import { render } from 'vike/abort';
import { contentClient } from './services.server';

/** Every visible product, page by page (prerendering lists every product URL). */
export async function allProducts(): Promise<RenderedProduct[]> {
  const content = contentClient();
  const first = await content.listProducts({ pageSize: 100, page: 1 });
  const pages = [first];
  for (let page = 2; page <= first.meta.pagination.pageCount; page += 1)
    pages.push(await content.listProducts({ pageSize: 100, page }));
  return pages.flatMap((p) => p.data);
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
