import { contentClient } from '../../lib/services.server';

/** Every category of the content system is prerendered. */
export async function onBeforePrerenderStart() {
  const categories = await contentClient().getCategories();
  return categories.map((category) => `/${category.key}/`);
}
