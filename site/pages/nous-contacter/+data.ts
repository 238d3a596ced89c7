import { crumbsFromHome } from '../../lib/breadcrumb';
import { t } from '../../lib/i18n';
import { loadLayoutData } from '../../lib/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const layout = await loadLayoutData();
  return { ...layout, breadcrumb: crumbsFromHome({ label: t('contact.title') }) };
}
