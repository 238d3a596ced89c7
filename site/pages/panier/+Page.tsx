import { useData } from 'vike-react/useData';
import { crossSell as crossSellBlock } from '../../components/cross-sell.deferred';
import { useI18n } from '../../lib/i18n/i18n-context';

import { proOnly } from '../../styles/professional.css';
import type { Data } from './+data';
import { CartView } from './CartView';

/** Cart (SPEC §2 `/panier/`): a prerendered shell filled in the browser through SWR. */
export default function Page() {
  const { t } = useI18n();

  const { crossSell, crossSellPro } = useData<Data>();
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <CartView />
      <div className={proOnly} data-cross-sell="pro">
        <crossSellBlock.Deferred title={t('cart.crossSellPro')} products={crossSellPro} />
      </div>
      <crossSellBlock.Deferred title={t('cart.crossSell')} products={crossSell} />
    </>
  );
}
