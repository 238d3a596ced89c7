import { useId } from 'react';
import type { CardProduct } from '../lib/catalogue/card-product';
import { ProductCard } from './ProductCard';
import * as cards from './ProductCard.css';

/** A cross-sell block (SPEC §2 error page, product pages): a titled row of product cards. */
export function CrossSell({ title, products }: { title: string; products: readonly CardProduct[] }) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={cards.grid}>
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
