import type { CustomerSubscription } from '@gamelle/api-client';
import { Alert, Skeleton, StatusBadge } from '@gamelle/ui';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDate } from '../../../../components/account/OrderFacts';
import * as styles from '../../../../components/account/Orders.css';
import { StopSubscriptionDialog } from '../../../../components/account/StopSubscription';
import { SubscriptionAlerts } from '../../../../components/account/SubscriptionAlerts';
import * as skeletons from '../../../../components/account/skeletons.css';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { useSignedInCustomer } from '../../../../hooks/use-signed-in';
import { subscriptionKeys, useSubscriptions } from '../../../../hooks/use-subscriptions';
import { canStop, frequencyLabel, subscriptionDetailPath } from '../../../../lib/account/account-subscriptions';
import { useI18n } from '../../../../lib/i18n/i18n-context';

/** One subscription: products, frequency, next shipping and limit dates, status, alerts, the way in. */
function SubscriptionCard({ subscription, now }: { subscription: CustomerSubscription; now: Date }) {
  const { locale, t } = useI18n();
  const { mutate } = useSWRConfig();
  const customerUri = useSignedInCustomer();
  const heading = useRef<HTMLHeadingElement>(null);
  const [justStopped, setJustStopped] = useState(false);

  const headingId = `abonnement-${subscription.code}`;
  const stopped = subscription.status === 'stopped';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle} ref={heading} tabIndex={-1}>
        {t('account.subscriptions.code', { code: subscription.code })}
      </h2>
      <ul className={styles.lines}>
        {subscription.items.map((item) => (
          <li key={item.variant.code}>
            {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span> ×{' '}
            {item.quantity}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('account.subscriptions.frequency')}</dt>
        <dd className={styles.value}>{frequencyLabel(subscription.frequencyInDays, locale)}</dd>
        <dt className={styles.term}>{t('account.subscriptions.status')}</dt>
        <dd className={styles.value}>
          <StatusBadge status={subscription.status} />
        </dd>
        {stopped ? (
          <>
            <dt className={styles.term}>{t('account.subscriptions.stoppedOn')}</dt>
            <dd className={styles.value}>{formatDate(subscription.stoppedAt, locale)}</dd>
          </>
        ) : (
          <>
            <dt className={styles.term}>{t('account.subscriptions.nextShipping')}</dt>
            <dd className={styles.value}>{formatDate(subscription.nextShippingDate, locale)}</dd>
            <dt className={styles.term}>{t('account.subscriptions.limit')}</dt>
            <dd className={styles.value}>{formatDate(subscription.modificationLimitDate, locale)}</dd>
          </>
        )}
      </dl>
      <SubscriptionAlerts subscription={subscription} now={now} />
      {justStopped ? <p role="status">{t('account.subscriptions.stopped')}</p> : null}
      <p className={styles.value}>
        <a href={subscriptionDetailPath(subscription.code)}>
          {t('account.subscriptions.open', { code: subscription.code })}
        </a>
      </p>
      {canStop(subscription) ? (
        // Three clicks from the account (L215-1-1): « Mes abonnements », this button, « Confirmer l’arrêt ».
        <StopSubscriptionDialog
          subscription={subscription}
          trigger={t('account.subscriptions.abortOpenCode', { code: subscription.code })}
          onStopped={async (updated) => {
            setJustStopped(true);
            if (customerUri) {
              await mutate(
                subscriptionKeys.list(customerUri),
                (list?: CustomerSubscription[]) => list?.map((one) => (one.code === updated.code ? updated : one)),
                { revalidate: false },
              );
            }
            await mutate(subscriptionKeys.one(updated.code), updated, { revalidate: false });
          }}
          focusAfterStop={() => heading.current?.focus()}
        />
      ) : null}
    </article>
  );
}

/**
 * The subscriptions list (SPEC §2 `/mon-compte/mes-abonnements/`). With the
 * subscription-redirect feature off (SPEC §6), the shopper goes to the account's dashboard.
 */
export function SubscriptionsList() {
  const { localHref, t, tRich } = useI18n();

  const enabled = useFeatureGuard('subscription-redirect');
  const customerUri = useSignedInCustomer();
  const { data, error } = useSubscriptions(enabled ? customerUri : null);
  if (error) return <Alert tone="critical">{t('account.subscriptions.error')}</Alert>;
  if (!data) {
    return (
      <ul className={styles.list}>
        <li>
          <Skeleton className={skeletons.block14} label={t('account.subscriptions.loading')} />
        </li>
      </ul>
    );
  }
  if (data.length === 0) {
    return <p>{tRich('account.subscriptions.none', { shop: (chunks) => <a href={localHref('/')}>{chunks}</a> })}</p>;
  }
  const now = new Date();
  return (
    <ul className={styles.list}>
      {data.map((subscription) => (
        <li key={subscription.code}>
          <SubscriptionCard subscription={subscription} now={now} />
        </li>
      ))}
    </ul>
  );
}
