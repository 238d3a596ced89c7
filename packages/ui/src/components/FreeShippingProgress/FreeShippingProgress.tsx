import { formatPrice } from '@gamelle/domain';
import { useId } from 'react';
import * as styles from './FreeShippingProgress.css';

export interface FreeShippingProgressProps {
  /** Cart amount in cents. */
  totalCents: number;
  /** Amount that makes delivery free, in cents. */
  thresholdCents: number;
}

/**
 * The cart's way to free delivery (SPEC §9 "Free-shipping progress bar in cart").
 * @example <FreeShippingProgress totalCents={3690} thresholdCents={4900} />
 */
export function FreeShippingProgress({ totalCents, thresholdCents }: FreeShippingProgressProps) {
  const id = useId();
  const missing = Math.max(0, thresholdCents - Math.max(0, totalCents));
  const text =
    missing === 0 ? 'La livraison vous est offerte !' : `Plus que ${formatPrice(missing)} pour la livraison offerte.`;
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
