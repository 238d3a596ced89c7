import { usePageContext } from 'vike-react/usePageContext';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { checkout } from './checkout.deferred';
import { isConfirmationPath } from './checkout-shared';
import { confirmation } from './confirmation.deferred';

/**
 * Checkout (SPEC §2 `/commande/{order}/`, signed-in shoppers, minimal layout) and its
 * confirmation (`/commande/{order}/confirmation/`), whose title comes with the order.
 */
export default function Page() {
  const { t } = useI18n();

  const { urlPathname } = usePageContext();
  if (isConfirmationPath(urlPathname)) return <confirmation.Deferred />;
  return (
    <>
      <h1>{t('checkout.title')}</h1>
      <checkout.Deferred />
    </>
  );
}
