import { ApiError } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import * as styles from '../../../../../components/account/Orders.css';
import { PlacedOrder } from '../../../../../components/account/PlacedOrder';
import * as skeletons from '../../../../../components/account/skeletons.css';
import { useOrder } from '../../../../../hooks/use-order';
import { useShellParam } from '../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../hooks/use-signed-in';
import { orderTokenOfDetailPath } from '../../../../../lib/account/account-orders';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

/** The detail page's view: the guard, then the order of the address (404: not this shopper's). */
export function OrderDetail() {
  const { localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const token = useShellParam(orderTokenOfDetailPath);
  const { data: order, error } = useOrder(customerUri && token ? token : null);
  const missing =
    (customerUri && token === null) ||
    (order && order.state !== 'completed') ||
    (error instanceof ApiError && (error.status === 404 || error.status === 403));
  if (missing || error) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">{missing ? t('account.orders.notFound') : t('account.orders.error')}</Alert>
        <p>
          <a href={localHref(href.accountOrders())}>{t('account.orders.back')}</a>
        </p>
      </div>
    );
  }
  if (!order) {
    return (
      <div className={styles.stack}>
        <Skeleton className={skeletons.line} label={t('account.orders.loadingOrder')} />
        <Skeleton className={skeletons.block8} />
        <Skeleton className={skeletons.block12} />
      </div>
    );
  }
  return <PlacedOrder order={order} back={{ href: href.accountOrders(), label: t('account.orders.back') }} />;
}
