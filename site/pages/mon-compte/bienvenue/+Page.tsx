import { href } from '@gamelle/domain';
import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { readStored } from '../../../lib/session/session-storage';

/**
 * Account welcome (SPEC §2 `/mon-compte/bienvenue/`), after registering. Its guard
 * (anonymous-get-homepage) sends an anonymous visitor to the home page.
 */
export default function Page() {
  const { localHref, t, tRich } = useI18n();

  useEffect(() => {
    if (!readStored('accessToken')) window.location.replace(localHref('/'));
  }, [localHref]);
  return (
    <>
      <h1>{t('account.welcomeTitle')}</h1>
      <p>{t('account.welcomeText')}</p>
      <p>
        {tRich('account.welcomeLinks', {
          dog: (chunks) => <a href={localHref('/chien/')}>{chunks}</a>,
          cat: (chunks) => <a href={localHref('/chat/')}>{chunks}</a>,
          account: (chunks) => <a href={localHref(href.account())}>{chunks}</a>,
        })}
      </p>
    </>
  );
}
