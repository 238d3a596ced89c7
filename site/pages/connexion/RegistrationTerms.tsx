import { href } from '@gamelle/domain';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * SPEC §2: registering means accepting the terms of use and of sale, and points to the privacy
 * policy — said under both registration forms (a shopper's, a professional's).
 */
export function RegistrationTerms() {
  const { localHref, tRich } = useI18n();

  return (
    <p>
      {tRich('login.terms', {
        cgu: (chunks) => <a href={localHref(href.contentPage({ page: 'conditions-utilisation' }))}>{chunks}</a>,
        cgv: (chunks) => <a href={localHref(href.contentPage({ page: 'conditions-generales-de-vente' }))}>{chunks}</a>,
        privacy: (chunks) => <a href={localHref(href.contentPage({ page: 'donnees-personnelles' }))}>{chunks}</a>,
      })}
    </p>
  );
}
