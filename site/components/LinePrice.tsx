import { formatLinePrice, type TaxMode } from '@gamelle/domain';
import { Price } from '@gamelle/ui';
import { useI18n } from '../lib/i18n/i18n-context';
import * as styles from './LinePrice.css';

/**
 * The amount of a cart or order line: its price, or « Offert » (« Gratis ») for a free sample —
 * the words of `formatLinePrice`, the same in the cart, the checkout, the confirmation and the
 * account's orders.
 */
export function LinePrice({ cents, tax }: { cents: number; tax?: TaxMode }) {
  const { locale } = useI18n();
  if (cents === 0) {
    return (
      <span className={styles.offered} data-free-line="">
        {formatLinePrice(0, { locale })}
      </span>
    );
  }
  return <Price cents={cents} tax={tax} />;
}
