import { loadLayoutData } from '../../../lib/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  return loadLayoutData();
}
