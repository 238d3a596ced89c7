import { href } from '@gamelle/domain';
import { useI18n } from '../../lib/i18n/i18n-context';

import { contactForm } from './contact-form.deferred';

/** Contact (SPEC §2 `/nous-contacter/`): the form of SPEC §3 with a file. */
export default function Page() {
  const { localHref, t, tRich } = useI18n();

  return (
    <>
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p>{tRich('contact.faq', { link: (chunks) => <a href={localHref(href.faq({}))}>{chunks}</a> })}</p>
      <contactForm.Deferred />
    </>
  );
}
