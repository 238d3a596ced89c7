import type { PageContextServer } from 'vike/types';
import { i18nOf } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';
import { crumbsFromHome } from '../../lib/page/breadcrumb';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const layout = await loadLayoutData(locale);
  return { ...layout, breadcrumb: crumbsFromHome(locale, { label: t('contact.title') }) };
}
