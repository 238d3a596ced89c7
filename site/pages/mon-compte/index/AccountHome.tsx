import type { CheckoutOrder } from '@gamelle/domain';
import { Button, Price } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useCustomer } from '../../../hooks/use-customer';
import { checkoutClient } from '../../../lib/checkout-api';
import { customerClient } from '../../../lib/customer-api';
import { t } from '../../../lib/i18n';
import { endSession, requireSession } from '../../../lib/session';
import { readStored } from '../../../lib/session-storage';

/** The is-authenticated guard (SPEC §2): without a session, sign in first and come back. */
export function useSignedInCustomer(): string | null {
  const [customer, setCustomer] = useState<string | null>(null);
  useEffect(() => {
    const session = requireSession();
    if (session) setCustomer(session.customer);
  }, []);
  return customer;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * The account dashboard (SPEC §2 "welcome, last order"): the shopper's name, their last order and
 * the way out. The other parts of the account (orders, subscriptions, pets…) come with their issues.
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
  if (!customerUri) return <p>{t('account.loading')}</p>;
  return (
    <>
      <p>{customer?.firstName ? t('account.hello', { name: customer.firstName }) : t('account.helloAnonymous')}</p>
      <section aria-labelledby="derniere-commande">
        <h2 id="derniere-commande">{t('account.lastOrder')}</h2>
        {last === undefined ? <p>{t('account.loading')}</p> : null}
        {last === null ? <p>{t('account.noOrder')}</p> : null}
        {last ? (
          <p>
            {t('account.orderLine', {
              number: last.number ?? '',
              date: last.checkoutCompletedAt ? dateFormat.format(new Date(last.checkoutCompletedAt)) : '',
            })}{' '}
            <Price cents={last.total} tax="TTC" />{' '}
            <a href={`/commande/${encodeURIComponent(last.tokenValue)}/confirmation/`}>{t('account.orderDetail')}</a>
          </p>
        ) : null}
      </section>
      <p>
        <Button
          tone="secondary"
          onClick={async () => {
            // SPEC §4 "Logout clears tokens, user and cart"; issue 21 item 6: the server revokes the
            // session's refresh token too, so a copy of it renews nothing.
            const refreshToken = readStored('refreshToken');
            endSession();
            if (refreshToken) await customerClient.logout(refreshToken).catch(() => {});
            window.location.assign('/');
          }}
        >
          {t('account.logout')}
        </Button>
      </p>
    </>
  );
}
