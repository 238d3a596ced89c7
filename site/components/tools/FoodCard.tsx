import type { RecommendedProduct } from '@gamelle/api-client';
import { href, isVariantActive, type ProductVariant } from '@gamelle/domain';
import { Button, Image, imageKitUrl, Price } from '@gamelle/ui';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { UnitPrice } from '../UnitPrice';
import { AddStatusMessage, useAddToCart } from './add-status';
import * as styles from './FoodCard.css';

/** A food's packshot, decorative: its name is the card's heading. */
export function FoodPicture({
  product,
  size,
  className,
}: {
  product: RecommendedProduct;
  size: number;
  className: string;
}) {
  const image = product.images?.[0];
  return (
    <span className={className}>
      {image ? (
        <Image
          src={image.url}
          alt=""
          width={size}
          height={size}
          buildUrl={imageKitUrl}
          widths={[size, size * 2]}
          sizes={`${size}px`}
        />
      ) : null}
    </span>
  );
}

/**
 * A food a tool proposes (the guide's other kibbles, the foods of a cat's menu), as a product card:
 * its packshot, what it is in the menu, its name (the link to its page), its first format on sale
 * with the price and the price per kilogram, and a button that adds that format to the cart.
 */
export function FoodCard({
  product,
  role,
  source,
  headingLevel = 3,
}: {
  product: RecommendedProduct;
  /** What the food is here (« Ses croquettes »), above its name. */
  role?: ReactNode;
  /** The list the cart's analytics credit (`sourceItemList`). */
  source: string;
  headingLevel?: 2 | 3;
}) {
  const { localHref, t } = useI18n();
  const id = useId();
  const format = product.ProductVariants.find((variant) => isVariantActive(variant as ProductVariant));
  const { status, add } = useAddToCart();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={`${id}-nom`} className={styles.card}>
      <FoodPicture product={product} size={136} className={styles.picture} />
      <div className={styles.body}>
        {role ? <p className={styles.role}>{role}</p> : null}
        <Heading id={`${id}-nom`} className={styles.name}>
          <a href={localHref(href.product({ product: product.slug }))}>{product.name}</a>
        </Heading>
        {format ? (
          <>
            <p className={styles.price}>
              <span className={styles.muted}>{format.name}</span>
              <Price cents={format.base_price ?? null} tax="TTC" />
              <UnitPrice cents={format.base_price} quantity={format} />
            </p>
            <Button
              size="small"
              pending={status === 'adding'}
              aria-label={t('menu.addNamed', { name: product.name })}
              onClick={() => void add({ variantCode: format.code, quantity: 1, sourceItemList: source })}
            >
              {t('menu.add')}
            </Button>
          </>
        ) : (
          <p>{t('menu.unavailable')}</p>
        )}
        <AddStatusMessage status={status} />
      </div>
    </article>
  );
}
