import { useData } from 'vike-react/useData';
import { useI18n } from '../../lib/i18n/i18n-context';

import type { Data } from './+data';
import { CartCrossSells } from './CartCrossSells';
import { CartView } from './CartView';

/** Cart (SPEC §2 `/panier/`): a prerendered shell filled in the browser through SWR. */
export default function Page() {
  const { t } = useI18n();

  const { crossSell, crossSellPro } = useData<Data>();
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <CartView />
      <CartCrossSells built={crossSell} builtPro={crossSellPro} />
    </>
  );
}
