import { ApiError, type CustomerSubscription } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert, Skeleton, StatusBadge, Tabs } from '@gamelle/ui';
import { useEffect } from 'react';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import { PaymentCard } from '../../../../../components/account/PaymentCard';
import { SubscriptionAlerts } from '../../../../../components/account/SubscriptionAlerts';
import * as skeletons from '../../../../../components/account/skeletons.css';
import { useShellParam } from '../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../hooks/use-signed-in';
import { useNextOrder, useSubscription } from '../../../../../hooks/use-subscriptions';
import {
  frequencyLabel,
  subscriptionCodeOfDetailPath,
  subscriptionHistoryPath,
} from '../../../../../lib/account/account-subscriptions';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

import { NextOrderTab } from './NextOrderTab';
import { ContactService } from './ServiceDialogs';
import { SubscriptionTab } from './SubscriptionTab';

const BACK = href.accountSubscriptions();

/** The subscription at a glance: frequency, next shipping, limit, status, and its SPEC §4 alerts. */
function Summary({ subscription }: { subscription: CustomerSubscription }) {
  const { locale, t } = useI18n();

  const stopped = subscription.status === 'stopped';
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('account.subscriptions.status')}</dt>
        <dd className={styles.value}>
          <StatusBadge status={subscription.status} />
        </dd>
        <dt className={styles.term}>{t('account.subscriptions.frequency')}</dt>
        <dd className={styles.value}>{frequencyLabel(subscription.frequencyInDays, locale)}</dd>
        {stopped ? (
          <>
            <dt className={styles.term}>{t('account.subscriptions.stoppedOn')}</dt>
            <dd className={styles.value}>{formatDate(subscription.stoppedAt, locale)}</dd>
          </>
        ) : subscription.status === 'paused' ? (
          <>
            {subscription.shipsBeforePause ? (
              <>
                <dt className={styles.term}>{t('account.subscriptions.nextShipping')}</dt>
                <dd className={styles.value}>{formatDate(subscription.nextShippingDate, locale)}</dd>
              </>
            ) : null}
            <dt className={styles.term}>{t('account.subscriptions.pausedUntil')}</dt>
            <dd className={styles.value}>{formatDate(subscription.pausedUntil, locale)}</dd>
          </>
        ) : (
          <>
            <dt className={styles.term}>{t('account.subscriptions.nextShipping')}</dt>
            <dd className={styles.value}>{formatDate(subscription.nextShippingDate, locale)}</dd>
            <dt className={styles.term}>{t('account.subscriptions.limit')}</dt>
            <dd className={styles.value}>{formatDate(subscription.modificationLimitDate, locale)}</dd>
            <dt className={styles.term}>{t('account.subscriptions.following')}</dt>
            <dd className={styles.value}>{formatDate(subscription.followingShippingDate, locale)}</dd>
          </>
        )}
        <dt className={styles.term}>{t('account.subscriptions.deliveries')}</dt>
        <dd className={styles.value}>{subscription.deliveries}</dd>
      </dl>
      <SubscriptionAlerts subscription={subscription} now={new Date()} onDetailPage />
    </>
  );
}

/**
 * One subscription (SPEC §2 subscription management): the tabs « Prochaine
 * commande » and « Abonnement » (the kit's Radix tabs), and the subscription service's contact.
 * Another customer's subscription, or none, is not found.
 */
export function SubscriptionDetail() {
  const { localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const code = useShellParam(subscriptionCodeOfDetailPath);
  const ready = customerUri && code ? code : null;
  const { data: subscription, error } = useSubscription(ready);
  const next = useNextOrder(ready);
  const missing = (customerUri && code === null) || (error instanceof ApiError && error.status === 404);
  // A section named by the address (an alert's « Mettre à jour ma carte » from the list): reached
  // once the subscription is shown, since it was not there when the browser looked for it.
  const shown = Boolean(subscription);
  useEffect(() => {
    if (!shown || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.focus();
    target?.scrollIntoView();
  }, [shown]);
  // A failed refresh keeps what is shown (a ship-now's confirmation, a form being filled).
  if (missing || (error && !subscription)) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">
          {missing ? t('account.subscriptions.notFound') : t('account.subscriptions.errorOne')}
        </Alert>
        <p>
          <a href={localHref(BACK)}>{t('account.subscriptions.back')}</a>
        </p>
      </div>
    );
  }
  if (!subscription || !code) {
    return (
      <div className={styles.stack}>
        <Skeleton className={skeletons.line} label={t('account.subscriptions.loadingOne')} />
        <Skeleton className={skeletons.block8} />
        <Skeleton className={skeletons.block16} />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p>
        <strong>{t('account.subscriptions.code', { code: subscription.code })}</strong>
      </p>
      <Summary subscription={subscription} />
      <Tabs
        label={t('account.subscriptions.tabs')}
        items={[
          {
            value: 'prochaine-commande',
            label: t('account.subscriptions.tabNext'),
            content: <NextOrderTab subscription={subscription} next={next.data} nextError={next.error} />,
          },
          {
            value: 'abonnement',
            label: t('account.subscriptions.tabSubscription'),
            content: <SubscriptionTab subscription={subscription} />,
          },
        ]}
      />
      <PaymentCard subscription={subscription} />
      <ContactService subscription={subscription} />
      <p>
        <a href={subscriptionHistoryPath(subscription.code)}>{t('account.subscriptions.history')}</a>
      </p>
      <p>
        <a href={localHref(BACK)}>{t('account.subscriptions.back')}</a>
      </p>
    </div>
  );
}
