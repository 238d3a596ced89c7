import { FREE_SHIPPING_THRESHOLD_CENTS } from '@gamelle/domain';
import { FreeShippingProgress } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import { type CartSummary, fetchCartSummary, onCartChange } from '../lib/cart-summary';
import { t } from '../lib/i18n';
import { readStored } from '../lib/session-storage';
import 'virtual:gamelle-messages/layout';
import * as styles from './MiniCart.css';

/** The cart link with the item count and the free-shipping progress bar (loaded on demand). */
export function MiniCartDetails() {
  const [summary, setSummary] = useState<CartSummary | null>(null);
  useEffect(() => {
    let fresh = true;
    const stop = onCartChange((next) => {
      fresh = false;
      setSummary(next);
    });
    const token = readStored('cartToken');
    if (token) {
      void fetchCartSummary(import.meta.env.GAMELLE_SHOP_API_URL, token).then((found) => {
        if (fresh) setSummary(found);
      });
    }
    return stop;
  }, []);
  const count = summary?.count ?? 0;
  return (
    <div className={styles.root}>
      <a
        href="/panier/"
        className={styles.link}
        aria-label={count > 0 ? `${t('layout.cart')} ${t('layout.cartCount', { count })}` : undefined}
      >
        {t('layout.cart')}
        {count > 0 ? ' ' : null}
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </a>
      {summary && count > 0 ? (
        <div className={styles.progress}>
          <FreeShippingProgress totalCents={summary.itemsTotal} thresholdCents={FREE_SHIPPING_THRESHOLD_CENTS} />
        </div>
      ) : null}
    </div>
  );
}
