import { ApiError } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { OrderAlerts } from '../../../../../../components/account/OrderAlerts';
import { formatDate, OrderFacts } from '../../../../../../components/account/OrderFacts';
import * as styles from '../../../../../../components/account/Orders.css';
import * as skeletons from '../../../../../../components/account/skeletons.css';
import { useShellParam } from '../../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../../hooks/use-signed-in';
import { useSubscriptionEvents, useSubscriptionOrders } from '../../../../../../hooks/use-subscriptions';
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
  const { locale, localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const code = useShellParam(subscriptionCodeOfHistoryPath);
  const { data: orders, error } = useSubscriptionOrders(customerUri && code ? code : null);
  const { data: events } = useSubscriptionEvents(customerUri && code ? code : null);
  const days = (list: readonly string[]) =>
    new Intl.ListFormat(locale === 'nl' ? 'nl-BE' : 'fr-FR', { type: 'conjunction' }).format(
      list.map((day) => formatDate(day, locale)),
    );
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
      {events && events.length > 0 ? (
        <section aria-labelledby="calendrier" className={styles.stack}>
          <h2 id="calendrier">{t('account.subscriptions.eventsTitle')}</h2>
          <ul className={styles.lines}>
            {events.map((event) => (
              <li key={`${event.kind}-${event.at}`} className={styles.line}>
                <span>
                  <strong>{t(`account.subscriptions.event.${event.kind}`)}</strong>
                  <br />
                  <span className={styles.muted}>
                    {event.kind === 'paused'
                      ? t('account.subscriptions.eventPausedText', {
                          days: days(event.skippedDays),
                          date: formatDate(event.nextShippingDate, locale),
                        })
                      : event.kind === 'skipped'
                        ? t('account.subscriptions.eventSkippedText', {
                            days: days(event.skippedDays),
                            date: formatDate(event.nextShippingDate, locale),
                          })
                        : event.kind === 'resumed'
                          ? t('account.subscriptions.eventResumedText', {
                              date: formatDate(event.nextShippingDate, locale),
                            })
                          : t('account.subscriptions.eventStoppedText')}
                  </span>
                </span>
                <span>{formatDate(event.at, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href={subscriptionDetailPath(code)}>{t('account.subscriptions.backToOne')}</a>
      </p>
    </div>
  );
}
