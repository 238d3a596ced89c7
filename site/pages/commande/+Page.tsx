import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/checkout';
import { checkout } from './checkout.deferred';

/** Checkout (SPEC §2 `/commande/{order}/`, signed-in shoppers, minimal layout). */
export default function Page() {
  return (
    <>
      <h1>{t('checkout.title')}</h1>
      <checkout.Deferred />
    </>
  );
}
