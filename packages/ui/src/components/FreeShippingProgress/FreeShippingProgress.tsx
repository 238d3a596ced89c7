import { formatPrice } from '@gamelle/domain';
import { useId } from 'react';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import * as styles from './FreeShippingProgress.css';
import { FREE_SHIPPING_PROGRESS_WORDS } from './words';

export interface FreeShippingProgressProps {
  /** Cart amount in cents. */
  totalCents: number;
  /** Amount that makes delivery free, in cents. */
  thresholdCents: number;
}

/**
 * The cart's way to free delivery (SPEC §9 "Free-shipping progress bar in cart"): what is missing,
 * in words, and a bar that names itself with them. Use it in the cart and its summary, with the
 * threshold the shop's delivery rules give.
 * @example <FreeShippingProgress totalCents={3690} thresholdCents={4900} />
 */
export function FreeShippingProgress({ totalCents, thresholdCents }: FreeShippingProgressProps) {
  const id = useId();
  const locale = useKitLocale();
  const messages = useKitWords(FREE_SHIPPING_PROGRESS_WORDS);
  const missing = Math.max(0, thresholdCents - Math.max(0, totalCents));
  const text =
    missing === 0 ? messages.freeShippingReached : messages.freeShippingMissing(formatPrice(missing, { locale }));
  return (
    <div className={styles.root}>
      <span id={id}>{text}</span>
      <progress
        className={styles.bar}
        aria-labelledby={id}
        max={thresholdCents}
        value={Math.min(Math.max(0, totalCents), thresholdCents)}
      />
    </div>
  );
}
