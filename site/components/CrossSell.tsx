import { type ComponentType, useCallback, useEffect, useId, useState } from 'react';
import type { CardProduct } from '../lib/catalogue/card-product';
import { onStored, readStored } from '../lib/session/session-storage';
import { ProductCard } from './ProductCard';
import * as cards from './ProductCard.css';

type Watcher = ComponentType<{ onSkus: (skus: readonly string[]) => void }>;
const NONE: ReadonlySet<string> = new Set();

/**
 * A cross-sell block (SPEC §2 error page, product pages, cart): a titled row of at most `limit`
 * product cards. With `hideInCart`, never a product already in the shopper's cart: the next
 * candidates take the place of those the cart has, once the page knows the cart (the prerendered
 * HTML shows the first ones; a visitor without a cart loads no cart code).
 */
export function CrossSell({
  title,
  products,
  limit = 4,
  hideInCart = false,
}: {
  title: string;
  products: readonly CardProduct[];
  limit?: number;
  hideInCart?: boolean;
}) {
  const id = useId();
  const [inCart, setInCart] = useState<ReadonlySet<string>>(NONE);
  const [Watch, setWatch] = useState<Watcher | null>(null);
  const onSkus = useCallback((skus: readonly string[]) => setInCart(skus.length === 0 ? NONE : new Set(skus)), []);
  useEffect(() => {
    if (!hideInCart) return;
    let active = true;
    const load = () => {
      void import('./CartSkus').then((module) => {
        if (active) setWatch(() => module.CartSkus);
      });
    };
    if (readStored('cartToken')) load();
    const stop = onStored('cartToken', (token) => {
      if (token) load();
    });
    return () => {
      active = false;
      stop();
    };
  }, [hideInCart]);
  const shown = products.filter((product) => !inCart.has(product.sku)).slice(0, limit);
  return (
    <>
      {Watch ? <Watch onSkus={onSkus} /> : null}
      {shown.length === 0 ? null : (
        <section aria-labelledby={id}>
          <h2 id={id}>{title}</h2>
          <ul className={cards.grid}>
            {shown.map((product) => (
              <li key={product.sku}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
