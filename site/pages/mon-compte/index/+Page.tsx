import { usePageContext } from 'vike-react/usePageContext';
import { t } from '../../../lib/i18n';
import { account } from './account.deferred';
import { Welcome } from './Welcome';

const WELCOME_PATH = '/mon-compte/bienvenue/';

/** Account (SPEC §2 `/mon-compte/`, signed-in shoppers): the dashboard, or the welcome after registering. */
export default function Page() {
  const { urlPathname } = usePageContext();
  if (urlPathname === WELCOME_PATH) return <Welcome />;
  return (
    <>
      <h1>{t('account.title')}</h1>
      <account.Deferred />
    </>
  );
}
