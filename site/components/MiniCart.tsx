import { href } from '@gamelle/domain';
import { type ComponentType, useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n/i18n-context';

import { onStored, readStored } from '../lib/session/session-storage';
import { CartIcon } from './CartIcon';
import * as styles from './MiniCart.css';

/**
 * The header's cart link (ADR 0007, deferred layout chrome). The item count and the free-shipping
 * progress load only for a visitor who has a cart, or once the page keeps one: a first visit
 * ships no cart code.
 */
export function MiniCart() {
  const { localHref, t } = useI18n();

  const [Details, setDetails] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      void import('./MiniCartDetails').then((module) => {
        if (active) setDetails(() => module.MiniCartDetails);
      });
    };
    if (readStored('cartToken')) load();
    // A cart made on this page (the first « Ajouter au panier »): its token is kept, the details come.
    const stop = onStored('cartToken', (token) => {
      if (token) load();
    });
    return () => {
      active = false;
      stop();
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
