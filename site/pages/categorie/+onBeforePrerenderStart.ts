import { DEFAULT_LOCALE } from '@gamelle/domain';
import { contentClient } from '../../lib/api/services.server';

/** Every category of the content system is prerendered. */
export async function onBeforePrerenderStart() {
  const categories = await contentClient(DEFAULT_LOCALE).getCategories();
  return categories.map((category) => `/${category.key}/`);
}
