import { href } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { crumbsFromHome } from '../../lib/breadcrumb';
import { t } from '../../lib/i18n';
import { loadLayoutData } from '../../lib/layout-data.server';
import { setPageLocale } from '../../lib/locale';
import { contentClient } from '../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** FAQ entries by topic, narrowed by the query of the path when there is one. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  setPageLocale(pageContext);
  const query = pageContext.routeParams.faqQuery ?? '';
  const [layout, topics] = await Promise.all([loadLayoutData(), contentClient().getFaqs(query || undefined)]);
  return {
    ...layout,
    breadcrumb: query
      ? crumbsFromHome({ label: t('faq.title'), href: href.faq({}) }, { label: query })
      : crumbsFromHome({ label: t('faq.title') }),
    query,
    topics,
  };
}
