import type { CheckoutOrder } from '@gamelle/domain';
import { Price } from '@gamelle/ui';
import { LinePrice } from '../../../components/LinePrice';
import { frequencyPhrase } from '../../../lib/cart/frequency';
import { useI18n } from '../../../lib/i18n/i18n-context';

import * as styles from './Checkout.css';

/** The order beside every step: lines, and the server's totals (shipping once a carrier is chosen). */
export function OrderTotals({ order }: { order: CheckoutOrder }) {
  const { locale, t } = useI18n();

  const carrierChosen = Boolean(order.shipments[0]?.method);
  return (
    <aside aria-labelledby="votre-commande" className={styles.totals}>
      <h2 id="votre-commande" className={styles.recapTitle}>
        {t('checkout.totals.title')}
      </h2>
      <ul className={styles.lines}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.line}>
            <span>
              {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>{' '}
              {t('checkout.totals.quantity', { quantity: item.quantity })}
              {item.subscriptionInterval ? (
                <span className={styles.muted}>
                  {' '}
                  —{' '}
                  {t('checkout.summary.subscription', {
                    frequency: frequencyPhrase(item.subscriptionInterval, locale),
                  })}
                </span>
              ) : null}
            </span>
            <LinePrice cents={item.variant.unitPrice * item.quantity} />
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <dt>{t('checkout.totals.items')}</dt>
        <dd>
          <Price cents={order.itemsTotal} />
        </dd>
        {order.couponCode && (order.discountTotal ?? 0) > 0 ? (
          <>
            <dt>{t('checkout.totals.discount', { code: order.couponCode })}</dt>
            <dd>
              −<Price cents={order.discountTotal ?? 0} />
            </dd>
          </>
        ) : null}
        <dt>{t('checkout.totals.shipping')}</dt>
        <dd>{carrierChosen ? <Price cents={order.shippingTotal} /> : t('checkout.totals.shippingLater')}</dd>
        <dt className={styles.strong}>{t('checkout.totals.total')}</dt>
        <dd className={styles.strong} data-order-total={order.total}>
          <Price cents={order.total} />
        </dd>
        <dt className={styles.muted}>{t('checkout.totals.tax')}</dt>
        <dd className={styles.muted}>
          <Price cents={order.taxTotal} />
        </dd>
      </dl>
    </aside>
  );
}
