import { useI18n } from '../../../lib/i18n/i18n-context';

import { paymentChange } from './payment-change.deferred';

/**
 * SPEC §2 `/web-view/{subscription}-changement-de-paiement/` (is-authenticated,
 * is-web-view-allowed): a subscription's card change alone, for a mobile app's web view.
 */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1>{t('webView.title')}</h1>
      <paymentChange.Deferred />
    </>
  );
}
