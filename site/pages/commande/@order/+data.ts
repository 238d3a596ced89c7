import { loadLayoutData } from '../../../lib/layout-data.server';
import { checkout } from './checkout.deferred';
import { confirmation } from './confirmation.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

/** The minimal layout's data (support hours), and the view's code loaded for the prerender. */
export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), checkout.preload(), confirmation.preload()]);
  return layout;
}
