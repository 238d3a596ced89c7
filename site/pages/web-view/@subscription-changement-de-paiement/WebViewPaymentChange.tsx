import { ApiError } from '@gamelle/api-client';
import { Alert, Skeleton } from '@gamelle/ui';
import { useEffect } from 'react';
import * as styles from '../../../components/account/Orders.css';
import { PaymentCard } from '../../../components/account/PaymentCard';
import { useFeatureOn } from '../../../hooks/use-feature-guard';
import { useShellParam } from '../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { useSubscription } from '../../../hooks/use-subscriptions';
import { subscriptionCodeOfWebViewPath, subscriptionDetailPath } from '../../../lib/account/account-subscriptions';
import { tellTheApp } from '../../../lib/account/web-view';
import { useI18n } from '../../../lib/i18n/i18n-context';

/**
 * The card change of one subscription, alone (SPEC §2 embedded view): what a mobile app opens in
 * its web view. The shopper's session is the site's (is-authenticated: without one, the login
 * page, then back here). With the web-view feature off (is-web-view-allowed, SPEC §6) the same
 * change is on the subscription's page. Once saved, the app is told (`tellTheApp`). Another
 * customer's subscription, or none, is not found.
 */
export function WebViewPaymentChange() {
  const { localHref, t } = useI18n();

  const enabled = useFeatureOn('web-view');
  const customerUri = useSignedInCustomer();
  const code = useShellParam(subscriptionCodeOfWebViewPath);
  useEffect(() => {
    if (!enabled && code) window.location.replace(localHref(`${subscriptionDetailPath(code)}#carte`));
  }, [enabled, code, localHref]);
  const ready = enabled && customerUri && code ? code : null;
  const { data: subscription, error } = useSubscription(ready);
  const missing = (customerUri && code === null) || (error instanceof ApiError && error.status === 404);
  if (missing || (error && !subscription)) {
    return (
      <Alert tone="critical">
        {missing ? t('account.subscriptions.notFound') : t('account.subscriptions.errorOne')}
      </Alert>
    );
  }
  if (!subscription) {
    return (
      <div className={styles.stack}>
        <Skeleton width="60%" label={t('account.subscriptions.loadingOne')} />
        <Skeleton height="16rem" />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p>
        <strong>{t('account.subscriptions.code', { code: subscription.code })}</strong>
      </p>
      <PaymentCard subscription={subscription} onSaved={(updated) => tellTheApp(updated.code)} />
    </div>
  );
}
