import { contentClient } from './services.server';

async function fetchLayoutData() {
  const content = contentClient();
  const [header, footer] = await Promise.all([content.getHeader(), content.getFooter()]);
  return { header, footer };
}

let shared: ReturnType<typeof fetchLayoutData> | null = null;

/**
 * What the layout shows on every page: header and footer records of the content system. The site
 * is prerendered in one build process, so they are fetched once for all pages (a failure is not
 * kept: the next page tries again).
 */
export function loadLayoutData() {
  shared ??= fetchLayoutData().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
