import type { PageContextServer } from 'vike/types';
import { orNotFound } from '../../lib/catalogue.server';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** One shop with its weekly hours and exceptions. */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.shop ?? '';
  const [layout, shop] = await Promise.all([loadLayoutData(), orNotFound(() => contentClient().getShop(slug))]);
  return { ...layout, shop };
}
