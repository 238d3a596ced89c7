import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every physical shop, by country. */
export async function data() {
  const [layout, shops] = await Promise.all([loadLayoutData(), contentClient().getShops()]);
  return { ...layout, shops };
}
