import { loadLayoutData } from '../../../lib/layout-data.server';
import { account } from './account.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), account.preload()]);
  return layout;
}
