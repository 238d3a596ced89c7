import { FREE_SHIPPING_THRESHOLD_CENTS, href } from '@gamelle/domain';
import { FreeShippingProgress } from '@gamelle/ui';
import { useCartSummary } from '../lib/cart/cart-summary';
import { useI18n } from '../lib/i18n/i18n-context';
import { CartIcon } from './CartIcon';
import * as styles from './MiniCart.css';

/** The cart link with the item count and the free-shipping progress bar (loaded on demand). */
export function MiniCartDetails() {
  const { localHref, t } = useI18n();
  const summary = useCartSummary();
  const count = summary?.count ?? 0;
  return (
    <div className={styles.root}>
      <a
        href={localHref(href.cart())}
        className={styles.link}
        aria-label={count > 0 ? `${t('layout.cart')} ${t('layout.cartCount', { count })}` : undefined}
      >
        <CartIcon />
        <span className={styles.label}>{t('layout.cart')}</span>
        {/* A space for the visible text (« Mon panier 2 ») read as part of the link's name. */}
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
