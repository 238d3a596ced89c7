import type { PageContextServer } from 'vike/types';
import { pageLocale } from '../../../../../lib/i18n/locale';
import { loadLayoutData } from '../../../../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** The shell's prerendered part: the layout (the subscription and what it is offered are the shopper's, read in the browser). */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  return loadLayoutData(locale);
}
