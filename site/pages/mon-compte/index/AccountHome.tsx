import { type CheckoutOrder, orderStatus } from '@gamelle/domain';
import { Price, Skeleton, StatusBadge } from '@gamelle/ui';
import useSWR from 'swr';
import { useCustomer } from '../../../hooks/use-customer';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { orderDetailPath } from '../../../lib/account-orders';
import { checkoutClient } from '../../../lib/checkout-api';
import { t } from '../../../lib/i18n';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * The account dashboard (SPEC §2 "welcome, last order"): the shopper's name and their last order
 * with its status; the menu beside it (`AccountFrame`) leads to every other view and out.
 */
export function AccountHome() {
  const customerUri = useSignedInCustomer();
  const { data: customer } = useCustomer(customerUri);
  const { data: last } = useSWR<CheckoutOrder | null>(customerUri ? ['orders', 'last'] : null, () =>
    checkoutClient
      .orders({ itemsPerPage: 1 })
      .then((answer) => answer.orders[0] ?? null)
      .catch(() => null),
  );
  if (!customerUri) return <Skeleton height="6em" label={t('account.loading')} />;
  return (
    <>
      <p>{customer?.firstName ? t('account.hello', { name: customer.firstName }) : t('account.helloAnonymous')}</p>
      <section aria-labelledby="derniere-commande">
        <h2 id="derniere-commande">{t('account.lastOrder')}</h2>
        {last === undefined ? <Skeleton width="60%" label={t('account.loading')} /> : null}
        {last === null ? <p>{t('account.noOrder')}</p> : null}
        {last ? (
          <p>
            {t('account.orderLine', {
              number: last.number ?? '',
              date: last.checkoutCompletedAt ? dateFormat.format(new Date(last.checkoutCompletedAt)) : '',
            })}{' '}
            <Price cents={last.total} tax="TTC" /> <StatusBadge status={orderStatus(last)} />{' '}
            <a href={orderDetailPath(last.tokenValue)}>{t('account.orderDetail')}</a>
          </p>
        ) : null}
      </section>
    </>
  );
}
