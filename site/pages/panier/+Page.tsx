import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/cart';
import { CartView } from './CartView';

/** Cart (SPEC §2 `/panier/`): a prerendered shell filled in the browser through SWR (issue 8). */
export default function Page() {
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <div aria-live="polite">
        <CartView />
      </div>
    </>
  );
}
