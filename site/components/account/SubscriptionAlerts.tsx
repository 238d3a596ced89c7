import type { CustomerSubscription } from '@gamelle/api-client';
import { Alert } from '@gamelle/ui';
import { subscriptionAlerts, subscriptionDetailPath } from '../../lib/account/account-subscriptions';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * The SPEC §4 alerts of a subscription, each with the action that resolves it: the card form of
 * its page for a failed payment or an expiring card, its delivery for a pickup point or carrier
 * that cannot serve it, its next order for a promotion code that no longer holds, the
 * subscription service otherwise.
 */
export function SubscriptionAlerts({
  subscription,
  now,
  onDetailPage = false,
}: {
  subscription: CustomerSubscription;
  now: Date;
  onDetailPage?: boolean;
}) {
  const { t } = useI18n();

  const alerts = subscriptionAlerts(subscription, now);
  if (alerts.length === 0) return null;
  const page = onDetailPage ? '' : subscriptionDetailPath(subscription.code);
  return (
    <>
      {alerts.map((alert) => (
        <Alert
          key={alert.kind}
          tone={alert.tone}
          action={
            alert.action === 'update_payment' ? (
              <a href={`${page}#carte`}>{t('account.subscriptions.updateCard')}</a>
            ) : alert.action === 'change_pickup_point' || alert.action === 'change_carrier' ? (
              <a href={`${page}#livraison`}>{t('account.subscriptions.deliveryChange')}</a>
            ) : alert.kind === 'promotion_invalid' ? (
              <a href={`${page}#articles`}>{t('account.subscriptions.seeNextOrder')}</a>
            ) : (
              <a href={`${page}#service-abonnement`}>{t('account.subscriptions.contactService')}</a>
            )
          }
        >
          {alert.message}
        </Alert>
      ))}
    </>
  );
}
