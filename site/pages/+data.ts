import { loadLayoutData } from '../lib/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every page gets the layout's data (header from the content API) unless it loads its own. */
export async function data() {
  return loadLayoutData();
}
