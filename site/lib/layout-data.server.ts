import { contentClient } from './services.server';

/** What the layout shows on every page: the header record of the content system. */
export async function loadLayoutData() {
  const header = await contentClient().getHeader();
  return { header };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
