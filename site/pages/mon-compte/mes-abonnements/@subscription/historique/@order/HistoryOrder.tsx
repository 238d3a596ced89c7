import { ApiError } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import * as styles from '../../../../../../components/account/Orders.css';
import { PlacedOrder } from '../../../../../../components/account/PlacedOrder';
import * as skeletons from '../../../../../../components/account/skeletons.css';
import { useShellParam } from '../../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../../hooks/use-signed-in';
import { useSubscriptionOrders } from '../../../../../../hooks/use-subscriptions';
import { historyOrderOfPath, subscriptionHistoryPath } from '../../../../../../lib/account/account-subscriptions';
import { useI18n } from '../../../../../../lib/i18n/i18n-context';

/**
 * An order within a subscription's history (SPEC §2): the order as the orders
 * pages show it, invoice included, when the subscription made it; else not found.
 */
export function HistoryOrder() {
  const { localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const address = useShellParam(historyOrderOfPath);
  const { data: orders, error } = useSubscriptionOrders(customerUri && address ? address.code : null);
  const order = orders?.find((candidate) => candidate.tokenValue === address?.token);
  const missing =
    (customerUri && address === null) || (orders && !order) || (error instanceof ApiError && error.status === 404);
  const back = address
    ? { href: subscriptionHistoryPath(address.code), label: t('account.subscriptions.backToHistory') }
    : { href: href.accountSubscriptions(), label: t('account.subscriptions.back') };
  if (missing || error) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">{missing ? t('account.orders.notFound') : t('account.orders.error')}</Alert>
        <p>
          <a href={localHref(back.href)}>{back.label}</a>
        </p>
      </div>
    );
  }
  if (!order) {
    return (
      <div className={styles.stack}>
        <Skeleton className={skeletons.line} label={t('account.orders.loadingOrder')} />
        <Skeleton className={skeletons.block12} />
      </div>
    );
  }
  return <PlacedOrder order={order} back={back} />;
}
