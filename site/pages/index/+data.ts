import { prepareBlocks } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { pageLocale } from '../../lib/i18n/locale';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** The home page: its blocks from the content system, rich text made into HTML at build time. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const [layout, home] = await Promise.all([loadLayoutData(locale), contentClient(locale).getHome()]);
  return { ...layout, home: { title: home.title, description: home.description, blocks: prepareBlocks(home.blocks) } };
}
