import type { RenderedProduct } from '@gamelle/api-client';
import { Image, imageKitUrl, Price, Rating } from '@gamelle/ui';
import * as styles from './ProductCard.css';

/** A product in a list: picture, name (the link), brand, lowest price, rating. */
export function ProductCard({ product, priority = false }: { product: RenderedProduct; priority?: boolean }) {
  const image = product.images[0];
  return (
    <article className={styles.card}>
      {image ? (
        <Image
          src={image.url}
          alt=""
          width={240}
          height={240}
          buildUrl={imageKitUrl}
          widths={[240, 480]}
          sizes="240px"
          priority={priority}
        />
      ) : null}
      <h2 className={styles.name}>
        <a href={`/produits/${product.slug}/`}>{product.name}</a>
      </h2>
      <p className={styles.meta}>{product.brand}</p>
      <p className={styles.meta}>
        À partir de <Price cents={product.price} tax="TTC" />
      </p>
      {product.reviews ? <Rating average={product.reviews.average} count={product.reviews.count} /> : null}
    </article>
  );
}
