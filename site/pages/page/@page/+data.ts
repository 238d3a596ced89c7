import { metaDescription } from '@gamelle/domain';
import { richContentToHtml } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../lib/api/services.server';
import { orNotFound } from '../../../lib/catalogue/catalogue.server';
import { pageLocale } from '../../../lib/i18n/locale';
import { plainText } from '../../../lib/i18n/text';
import { crumbsFromHome } from '../../../lib/page/breadcrumb';
import { loadLayoutData } from '../../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** A content page; its markdown becomes sanitised HTML at build time (no parser in the browser). */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const key = pageContext.routeParams.page ?? '';
  const [layout, page] = await Promise.all([
    loadLayoutData(locale),
    orNotFound(() => contentClient(locale).getPage(key)),
  ]);
  return {
    ...layout,
    breadcrumb: crumbsFromHome(locale, { label: page.title }),
    page: {
      key: page.key,
      title: page.title,
      html: richContentToHtml(page.markdown),
      description: metaDescription(plainText(page.markdown)),
    },
  };
}
