import { formatPrice, type NetQuantity, unitPrice } from '@gamelle/domain';
import { useI18n } from '../lib/i18n/i18n-context';
import * as styles from './UnitPrice.css';

/**
 * The price per kilogram (or litre) beside a price, « 11,10 € / kg » (directive 98/6/EC; in France
 * the arrêté of 3 December 1987): computed from the price shown and the format's net quantity,
 * nothing for a free sample or a format without a quantity.
 */
export function UnitPrice({ cents, quantity }: { cents: number | null | undefined; quantity: NetQuantity }) {
  const { locale } = useI18n();
  const per = unitPrice(cents, quantity);
  if (!per) return null;
  return <span className={styles.unitPrice}>{formatPrice(per.cents, { unit: per.unit, locale })}</span>;
}
