import { richContentToHtml } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { orNotFound } from '../../lib/catalogue.server';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A content page; its markdown becomes sanitised HTML at build time (no parser in the browser). */
export async function data(pageContext: PageContextServer) {
  const key = pageContext.routeParams.page ?? '';
  const [layout, page] = await Promise.all([loadLayoutData(), orNotFound(() => contentClient().getPage(key))]);
  return { ...layout, page: { key: page.key, title: page.title, html: richContentToHtml(page.markdown) } };
}
