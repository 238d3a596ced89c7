import type { PageContextServer } from 'vike/types';
import { crumbsFromHome } from '../../lib/breadcrumb';
import { t } from '../../lib/i18n';
import { loadLayoutData } from '../../lib/layout-data.server';
import { setPageLocale } from '../../lib/locale';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  setPageLocale(pageContext);
  const layout = await loadLayoutData();
  return { ...layout, breadcrumb: crumbsFromHome({ label: t('contact.title') }) };
}
