import type { CustomerSubscription } from '@gamelle/api-client';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CardUpdateForm } from '../../../../../components/account/CardUpdateForm';
import { methodName } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import { subscriptionKeys } from '../../../../../hooks/use-subscriptions';
import { t } from '../../../../../lib/i18n';

/**
 * The card of the next orders (SPEC §2 « update payment »), outside the tabs so that the alerts'
 * « Mettre à jour ma carte » (`#carte`) always finds it. After a save the form starts empty again:
 * no card number stays on screen.
 */
export function PaymentCard({ subscription }: { subscription: CustomerSubscription }) {
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="carte-titre" className={styles.stack} id="carte" tabIndex={-1}>
      <h2 id="carte-titre">{t('account.subscriptions.payment')}</h2>
      <p>
        {subscription.card
          ? t('account.subscriptions.cardOnFile', {
              brand: methodName(subscription.card.brand),
              last4: subscription.card.last4,
              month: String(subscription.card.expiryMonth).padStart(2, '0'),
              year: subscription.card.expiryYear,
            })
          : methodName(subscription.paymentMethod)}
      </p>
      <p role="status" aria-live="polite">
        {saved}
      </p>
      {subscription.status !== 'stopped' ? (
        <CardUpdateForm
          key={formKey}
          subscription={subscription}
          onUpdated={async (updated) => {
            await mutate(subscriptionKeys.one(subscription.code), updated, { revalidate: false });
            setFormKey((key) => key + 1);
            setSaved(t('account.subscriptions.cardSaved'));
          }}
        />
      ) : null}
    </section>
  );
}
