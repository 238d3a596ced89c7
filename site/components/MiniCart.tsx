import { href } from '@gamelle/domain';
import { type ComponentType, useEffect, useState } from 'react';
import { CART_EVENT } from '../lib/cart-summary';
import { t } from '../lib/i18n';
import { localHref } from '../lib/locale';
import { readStored } from '../lib/session-storage';
import { CartIcon } from './CartIcon';
import * as styles from './MiniCart.css';

/**
 * The header's cart link (ADR 0007, deferred layout chrome). The item count and the free-shipping
 * progress load only for a visitor who has a cart, or once the page announces one: a first visit
 * ships no cart code.
 */
export function MiniCart() {
  const [Details, setDetails] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      void import('./MiniCartDetails').then((module) => {
        if (active) setDetails(() => module.MiniCartDetails);
      });
    };
    if (readStored('cartToken')) load();
    window.addEventListener(CART_EVENT, load, { once: true });
    return () => {
      active = false;
      window.removeEventListener(CART_EVENT, load);
    };
  }, []);
  if (Details) return <Details />;
  return (
    <div className={styles.root}>
      <a href={localHref(href.cart())} className={styles.link}>
        <CartIcon />
        <span className={styles.label}>{t('layout.cart')}</span>
      </a>
    </div>
  );
}
