import type { CustomerSubscription } from '@gamelle/api-client';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { subscriptionKeys } from '../../hooks/use-subscriptions';
import { useI18n } from '../../lib/i18n/i18n-context';

import { Announcement } from './Announcement';
import { CardUpdateForm } from './CardUpdateForm';
import { methodName } from './OrderFacts';
import * as styles from './Orders.css';

/**
 * The card of a subscription's next orders (SPEC §2 « update payment »): on the subscription's page,
 * outside the tabs so that the alerts' « Mettre à jour ma carte » (`#carte`) always finds it, and
 * alone in the mobile app's web view. After a save the form starts empty again: no card number
 * stays on screen; `onSaved` tells whoever shows it (the web view tells the app).
 */
export function PaymentCard({
  subscription,
  onSaved,
}: {
  subscription: CustomerSubscription;
  onSaved?: (subscription: CustomerSubscription) => void;
}) {
  const { locale, t } = useI18n();

  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="carte-titre" className={styles.stack} id="carte" tabIndex={-1}>
      <h2 id="carte-titre">{t('account.subscriptions.payment')}</h2>
      <p>
        {subscription.card
          ? t('account.subscriptions.cardOnFile', {
              brand: methodName(subscription.card.brand, locale),
              last4: subscription.card.last4,
              month: String(subscription.card.expiryMonth).padStart(2, '0'),
              year: subscription.card.expiryYear,
            })
          : methodName(subscription.paymentMethod, locale)}
      </p>
      <Announcement message={saved} />
      {subscription.status !== 'stopped' ? (
        <CardUpdateForm
          key={formKey}
          subscription={subscription}
          onUpdated={async (updated) => {
            await mutate(subscriptionKeys.one(subscription.code), updated, { revalidate: false });
            setFormKey((key) => key + 1);
            setSaved(t('account.subscriptions.cardSaved'));
            onSaved?.(updated);
          }}
        />
      ) : (
        <p>{t('account.subscriptions.cardStopped')}</p>
      )}
    </section>
  );
}
