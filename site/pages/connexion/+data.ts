import { loadLayoutData } from '../../lib/layout-data.server';
import { loginForm } from './login.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

/** The layout, and the form's code loaded so that the page is prerendered with its first step. */
export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), loginForm.preload()]);
  return layout;
}
