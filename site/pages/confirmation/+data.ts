import { loadLayoutData } from '../../lib/layout-data.server';
import { confirmation } from './confirmation.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), confirmation.preload()]);
  return layout;
}
