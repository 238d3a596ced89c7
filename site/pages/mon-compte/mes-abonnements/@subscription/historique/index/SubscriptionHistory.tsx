import { ApiError } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { OrderAlerts } from '../../../../../../components/account/OrderAlerts';
import { OrderFacts } from '../../../../../../components/account/OrderFacts';
import * as styles from '../../../../../../components/account/Orders.css';
import * as skeletons from '../../../../../../components/account/skeletons.css';
import { useShellParam } from '../../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../../hooks/use-signed-in';
import { useSubscriptionOrders } from '../../../../../../hooks/use-subscriptions';
import {
  subscriptionCodeOfHistoryPath,
  subscriptionDetailPath,
  subscriptionHistoryOrderPath,
} from '../../../../../../lib/account/account-subscriptions';
import { useI18n } from '../../../../../../lib/i18n/i18n-context';

/**
 * A subscription's history (SPEC §2): every order it made, newest first, with
 * SPEC §3 facts, SPEC §4 alerts, and the way to each one's detail and invoice.
 */
export function SubscriptionHistory() {
  const { localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const code = useShellParam(subscriptionCodeOfHistoryPath);
  const { data: orders, error } = useSubscriptionOrders(customerUri && code ? code : null);
  const missing = (customerUri && code === null) || (error instanceof ApiError && error.status === 404);
  if (missing || error) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">
          {missing ? t('account.subscriptions.notFound') : t('account.subscriptions.errorOne')}
        </Alert>
        <p>
          <a href={localHref(href.accountSubscriptions())}>{t('account.subscriptions.back')}</a>
        </p>
      </div>
    );
  }
  if (!orders || !code)
    return <Skeleton className={skeletons.block14} label={t('account.subscriptions.loadingHistory')} />;
  const now = new Date();
  return (
    <div className={styles.stack}>
      <p>
        <strong>{t('account.subscriptions.code', { code })}</strong>
      </p>
      <ul className={styles.list}>
        {orders.map((order) => {
          const number = order.number ?? '';
          const headingId = `commande-${order.tokenValue}`;
          return (
            <li key={order.tokenValue}>
              <article className={styles.card} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.cardTitle}>
                  {t('account.orders.number', { number })}
                </h2>
                <OrderFacts order={order} />
                <OrderAlerts order={order} now={now} />
                <p className={styles.value}>
                  <a href={subscriptionHistoryOrderPath(code, order.tokenValue)}>
                    {t('account.orders.open', { number })}
                  </a>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      <p>
        <a href={subscriptionDetailPath(code)}>{t('account.subscriptions.backToOne')}</a>
      </p>
    </div>
  );
}
