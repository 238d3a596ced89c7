import type { CheckoutOrder, Locale } from '@gamelle/domain';
import { Price, StatusBadge } from '@gamelle/ui';
import { orderFacts } from '../../lib/account/account-orders';
import { longDate } from '../../lib/i18n/dates';
import { translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from './Orders.css';

/** A date of the API in the shop's words (« 21 novembre 2026 »). */
export const formatDate = (iso: string | null | undefined, locale: Locale) =>
  iso ? longDate(iso, undefined, locale) : '';

/** A payment method's name (SPEC §9). */
export const methodName = (code: string, locale: Locale) =>
  translate(locale, `account.orders.method.${code}` as 'account.orders.method.visa');

/**
 * What SPEC §3 says an order shows: date, total, carrier, payment method, status, and the tracking
 * number with the carrier's tracking page once shipped.
 */
export function OrderFacts({ order }: { order: CheckoutOrder }) {
  const { locale, t } = useI18n();

  const facts = orderFacts(order);
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{t('account.orders.date')}</dt>
      <dd className={styles.value}>{formatDate(facts.placedAt, locale)}</dd>
      <dt className={styles.term}>{t('account.orders.total')}</dt>
      <dd className={styles.value}>
        <Price cents={facts.total} />
      </dd>
      <dt className={styles.term}>{t('account.orders.carrier')}</dt>
      <dd className={styles.value}>{facts.carrier ?? '—'}</dd>
      <dt className={styles.term}>{t('account.orders.payment')}</dt>
      <dd className={styles.value}>{facts.paymentMethod ? methodName(facts.paymentMethod, locale) : '—'}</dd>
      <dt className={styles.term}>{t('account.orders.status')}</dt>
      <dd className={styles.value}>
        <StatusBadge status={facts.status} />
      </dd>
      {facts.tracking ? (
        <>
          <dt className={styles.term}>{t('account.orders.tracking')}</dt>
          <dd className={styles.value}>
            {facts.tracking.number}
            {facts.tracking.url ? (
              <>
                {' '}
                <a href={facts.tracking.url} target="_blank" rel="noopener noreferrer">
                  {t('account.orders.trackingLink')}
                </a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
