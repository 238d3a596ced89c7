import { loadLayoutData } from '../../lib/layout-data.server';
import { searchPage } from './search.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), searchPage.preload()]);
  return layout;
}
