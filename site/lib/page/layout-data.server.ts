import type { Locale } from '@gamelle/domain';
import { contentClient } from '../api/services.server';

async function fetchLayoutData(locale: Locale) {
  const content = contentClient(locale);
  const [header, footer] = await Promise.all([content.getHeader(), content.getFooter()]);
  return { header, footer };
}

const shared = new Map<Locale, ReturnType<typeof fetchLayoutData>>();

/**
 * What the layout shows on every page: header and footer records of the content system. The site
 * is prerendered in one build process, so they are fetched once for all pages of a language (a
 * failure is not kept: the next page tries again).
 */
export function loadLayoutData(locale: Locale) {
  let loading = shared.get(locale);
  if (!loading) {
    loading = fetchLayoutData(locale).catch((error: unknown) => {
      shared.delete(locale);
      throw error;
    });
    shared.set(locale, loading);
  }
  return loading;
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
