import { formatPrice, href } from '@gamelle/domain';
import { Image, imageKitUrl, Prerendered, Price, Rating } from '@gamelle/ui';
import type { CardProduct } from '../lib/catalogue/card-product';
import { useI18n } from '../lib/i18n/i18n-context';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: CardProduct;
  /** Above the fold: the picture loads first. */
  priority?: boolean;
  /** The card's heading level under the list's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * A product in a list: picture, name (the link), brand, lowest price and its price per kilogram,
 * rating. Nothing in it reacts to the shopper: a prerendered card is kept as it is when the page
 * hydrates (`Prerendered`).
 */
export function ProductCard({ product, priority = false, headingLevel = 2 }: ProductCardProps) {
  const { locale, localHref, t } = useI18n();

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Prerendered as="article" contentKey={JSON.stringify([product, priority, headingLevel])} className={styles.card}>
      {product.image ? (
        <Image
          src={product.image.url}
          alt=""
          width={240}
          height={240}
          buildUrl={imageKitUrl}
          widths={[240, 480]}
          sizes="240px"
          priority={priority}
        />
      ) : null}
      <Heading className={styles.name}>
        <a href={localHref(href.product({ product: product.slug }))}>{product.name}</a>
      </Heading>
      {product.brand ? <p className={styles.meta}>{product.brand}</p> : null}
      <p className={styles.meta}>
        {t('card.fromPrice')} <Price cents={product.price} tax="TTC" />
        {product.unitPrice ? (
          <span className={styles.unitPrice}>
            {formatPrice(product.unitPrice.cents, { unit: product.unitPrice.unit, locale })}
          </span>
        ) : null}
      </p>
      {product.reviews ? <Rating average={product.reviews.average} count={product.reviews.count} /> : null}
    </Prerendered>
  );
}
