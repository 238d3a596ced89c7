import { href } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { i18nOf } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';
import { crumbsFromHome } from '../../lib/page/breadcrumb';
import { loadLayoutData } from '../../lib/page/layout-data.server';
import { FAQ_SEARCH_SHELL } from './topics';

export type Data = Awaited<ReturnType<typeof data>>;

/** FAQ entries by topic, narrowed by the query of the path when there is one. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const query = pageContext.routeParams.faqQuery ?? '';
  if (query === FAQ_SEARCH_SHELL) {
    // The shopper's words are in the address the browser shows: the questions come there.
    const layout = await loadLayoutData(locale);
    return {
      ...layout,
      breadcrumb: crumbsFromHome(locale, { label: t('faq.title'), href: href.faq({}) }, { label: t('faq.search') }),
      query: '',
      topics: [],
      shellOf: href.faq({}),
    };
  }
  const [layout, topics] = await Promise.all([
    loadLayoutData(locale),
    contentClient(locale).getFaqs(query || undefined),
  ]);
  return {
    ...layout,
    breadcrumb: query
      ? crumbsFromHome(locale, { label: t('faq.title'), href: href.faq({}) }, { label: query })
      : crumbsFromHome(locale, { label: t('faq.title') }),
    query,
    topics,
    shellOf: undefined as string | undefined,
  };
}
