import { FREE_SHIPPING_THRESHOLD_CENTS, href } from '@gamelle/domain';
import { FreeShippingProgress } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import { type CartSummary, fetchCartSummary, onCartChange } from '../lib/cart-summary';
import { t } from '../lib/i18n';
import { localHref } from '../lib/locale';
import { SESSION_EVENT } from '../lib/session';
import { readStored } from '../lib/session-storage';
import { CartIcon } from './CartIcon';
import * as styles from './MiniCart.css';

/** The cart link with the item count and the free-shipping progress bar (loaded on demand). */
export function MiniCartDetails() {
  const [summary, setSummary] = useState<CartSummary | null>(null);
  useEffect(() => {
    // The latest news wins: a read answered after a newer cart change or read is dropped.
    let version = 0;
    const stop = onCartChange((next) => {
      version += 1;
      setSummary(next);
    });
    const load = () => {
      const mine = ++version;
      const token = readStored('cartToken');
      if (!token) {
        setSummary(null);
        return;
      }
      // With the bearer token when signed in (SPEC §7): a customer's cart answers its owner only.
      void fetchCartSummary(import.meta.env.GAMELLE_SHOP_API_URL, token, fetch, readStored('accessToken')).then(
        (found) => {
          if (mine === version) setSummary(found);
        },
      );
    };
    load();
    // A session renewed (the stored token had expired) or ended (SPEC §4: the cart is forgotten): read again.
    window.addEventListener(SESSION_EVENT, load);
    return () => {
      stop();
      window.removeEventListener(SESSION_EVENT, load);
    };
  }, []);
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
