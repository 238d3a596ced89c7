import { loadLayoutData } from '../../../lib/layout-data.server';
import { resetForm } from './reset.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), resetForm.preload()]);
  return layout;
}
