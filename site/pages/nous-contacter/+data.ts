import { crumbsFromHome } from '../../lib/breadcrumb';
import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/contact';
import { loadLayoutData } from '../../lib/layout-data.server';
import { contactForm } from './contact-form.deferred';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  const [layout] = await Promise.all([loadLayoutData(), contactForm.preload()]);
  return { ...layout, breadcrumb: crumbsFromHome({ label: t('contact.title') }) };
}
