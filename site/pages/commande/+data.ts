import { loadLayoutData } from '../../lib/layout-data.server';
import { checkout } from './checkout.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

/** The minimal layout's data (support hours), and the checkout's code loaded for the prerender. */
export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), checkout.preload()]);
  return layout;
}
