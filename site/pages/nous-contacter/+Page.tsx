import { href } from '@gamelle/domain';
import { t, tRich } from '../../lib/i18n';
import { localHref } from '../../lib/locale';
import { contactForm } from './contact-form.deferred';

/** Contact (SPEC §2 `/nous-contacter/`): the form of SPEC §3 with a file. */
export default function Page() {
  return (
    <>
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p>{tRich('contact.faq', { link: (chunks) => <a href={localHref(href.faq({}))}>{chunks}</a> })}</p>
      <contactForm.Deferred />
    </>
  );
}
