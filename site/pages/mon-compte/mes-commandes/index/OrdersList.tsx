import type { CheckoutOrder } from '@gamelle/domain';
import { Alert, Button, Skeleton } from '@gamelle/ui';
import { useRef, useState } from 'react';
import { OrderAlerts } from '../../../../components/account/OrderAlerts';
import { OrderFacts } from '../../../../components/account/OrderFacts';
import * as styles from '../../../../components/account/Orders.css';
import * as skeletons from '../../../../components/account/skeletons.css';
import { CatInParcel } from '../../../../components/illustrations/CatInParcel';
import { spot } from '../../../../components/illustrations/illustrations.css';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { useOrders } from '../../../../hooks/use-orders';
import { useSignedInCustomer } from '../../../../hooks/use-signed-in';
import { hasMoreOrders, orderDetailPath } from '../../../../lib/account/account-orders';
import { useI18n } from '../../../../lib/i18n/i18n-context';

/** Placeholders of the size of the cards to come (no layout shift). */
function CardsLoading({ count }: { count: number }) {
  const { t } = useI18n();

  return (
    <ul className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to key them by
        <li key={index}>
          <Skeleton className={skeletons.block11} label={index === 0 ? t('account.orders.loading') : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** One order of the list: its number, SPEC §3 facts, SPEC §4 alerts and the way to its detail. */
function OrderCard({
  order,
  now,
  focusRef,
}: {
  order: CheckoutOrder;
  now: Date;
  focusRef?: (node: HTMLElement | null) => void;
}) {
  const { t } = useI18n();

  const number = order.number ?? '';
  const headingId = `commande-${order.tokenValue}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t('account.orders.number', { number })}
      </h3>
      <OrderFacts order={order} />
      <OrderAlerts order={order} now={now} />
      <p className={styles.value}>
        <a href={orderDetailPath(order.tokenValue)}>{t('account.orders.open', { number })}</a>
      </p>
    </article>
  );
}

/**
 * The orders list (SPEC §2 "last order, history, a load more button"): the last order on its own,
 * then the others, newest first, a page of the API at a time. With the order-redirect feature off
 * (SPEC §6), the shopper goes to the account's dashboard.
 */
export function OrdersList() {
  const { localHref, t, tRich } = useI18n();

  const enabled = useFeatureGuard('order-redirect');
  const customerUri = useSignedInCustomer();
  const { data, error, isLoadingMore, loadMore } = useOrders(enabled ? customerUri : null);
  // After « Voir plus », focus goes to the first order loaded (the button may be gone).
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const focused = useRef<number | null>(null);
  const focusRef = (index: number) =>
    index === focusAt
      ? (node: HTMLElement | null) => {
          if (node && focused.current !== index) {
            focused.current = index;
            node.focus();
          }
        }
      : undefined;

  if (error) return <Alert tone="critical">{t('account.orders.error')}</Alert>;
  if (!data) return <CardsLoading count={2} />;
  const { orders, total } = data;
  if (orders.length === 0) {
    return (
      <div>
        <CatInParcel className={spot} />
        <p>{tRich('account.orders.none', { shop: (chunks) => <a href={localHref('/')}>{chunks}</a> })}</p>
      </div>
    );
  }
  const now = new Date();
  const [last, ...history] = orders;
  return (
    <div className={styles.stack}>
      <section aria-labelledby="derniere-commande" className={styles.stack}>
        <h2 id="derniere-commande">{t('account.orders.last')}</h2>
        {last ? <OrderCard order={last} now={now} /> : null}
      </section>
      {history.length > 0 || hasMoreOrders(orders.length, total) ? (
        <section aria-labelledby="historique" className={styles.stack}>
          <h2 id="historique">{t('account.orders.history')}</h2>
          <ul className={styles.list}>
            {history.map((order, index) => (
              <li key={order.tokenValue}>
                <OrderCard order={order} now={now} focusRef={focusRef(index + 1)} />
              </li>
            ))}
          </ul>
          {isLoadingMore ? <CardsLoading count={1} /> : null}
          <p className={styles.muted} role="status">
            {t('account.orders.count', { shown: orders.length, total })}
          </p>
          {hasMoreOrders(orders.length, total) ? (
            <Button
              tone="secondary"
              className={styles.more}
              pending={isLoadingMore}
              onClick={() => {
                setFocusAt(orders.length);
                void loadMore();
              }}
            >
              {t('account.orders.more')}
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
