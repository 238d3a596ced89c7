import { contentClient } from './services.server';

/** What the layout shows on every page: header and footer records of the content system. */
export async function loadLayoutData() {
  const content = contentClient();
  const [header, footer] = await Promise.all([content.getHeader(), content.getFooter()]);
  return { header, footer };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
