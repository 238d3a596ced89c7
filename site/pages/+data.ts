import type { PageContextServer } from 'vike/types';
import { loadLayoutData } from '../lib/layout-data.server';
import { pageLocale } from '../lib/locale';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every page gets the layout's data (header from the content API) unless it loads its own. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  return loadLayoutData(locale);
}
