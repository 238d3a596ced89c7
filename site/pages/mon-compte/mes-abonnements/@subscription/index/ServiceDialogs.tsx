import type { CustomerSubscription, NextOrder, ShipNowResult } from '@gamelle/api-client';
import { subscriptionContactSchema } from '@gamelle/domain';
import { Alert, Button, Dialog, DialogClose, Price, Textarea } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Announcement } from '../../../../../components/account/Announcement';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import { StopSubscriptionDialog } from '../../../../../components/account/StopSubscription';
import { subscriptionKeys } from '../../../../../hooks/use-subscriptions';
import { canStop } from '../../../../../lib/account/account-subscriptions';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { refusalMessage } from './subscription-feedback';

/**
 * « Expédier maintenant » (SPEC §2 « a ship now modal », §4 « confirms then shows success », §9
 * « shipped and debited within 24 working hours »): the modal asks, then says what happened.
 */
export function ShipNow({ subscription, next }: { subscription: CustomerSubscription; next: NextOrder }) {
  const { locale, t } = useI18n();

  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ShipNowResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const code = subscription.code;
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      setResult(await subscriptionClient.shipNow(code, next.shippingDate));
      await Promise.all([
        mutate(subscriptionKeys.one(code)),
        mutate(subscriptionKeys.nextOrder(code)),
        mutate(subscriptionKeys.orders(code)),
        mutate((key) => Array.isArray(key) && key[0] === 'subscriptions'),
      ]);
    } catch (error) {
      setFailure(refusalMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (!value) {
          setResult(null);
          setFailure(null);
        }
      }}
      trigger={<Button tone="secondary">{t('account.subscriptions.shipNow')}</Button>}
      title={result ? t('account.subscriptions.shipNowDone') : t('account.subscriptions.shipNowTitle')}
      footer={
        result ? (
          <DialogClose asChild>
            <Button>{t('account.subscriptions.shipNowOk')}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button tone="secondary">{t('account.subscriptions.cancel')}</Button>
            </DialogClose>
            <Button pending={pending} onClick={() => void confirm()}>
              {t('account.subscriptions.shipNowConfirm')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className={styles.stack}>
          <Alert tone={result.paid ? 'positive' : 'caution'}>{result.message}</Alert>
          <p>
            {t('account.subscriptions.shipNowOrder', { number: result.number })} · <Price cents={result.total} />
          </p>
          <p>{t('account.subscriptions.shipNowNext', { date: formatDate(result.nextShippingDate, locale) })}</p>
        </div>
      ) : (
        <div className={styles.stack}>
          <p>
            {t('account.subscriptions.shipNowText')} <Price cents={next.total} />
          </p>
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The abort request (SPEC §2, §3, §5: reason and message, asked without blocking — ADR 0029), in a
 * dialog; before SPEC §9's 2 deliveries, the rule and when it may be asked.
 */
export function AbortRequest({
  subscription,
  onStopped,
  focusAfterStop,
}: {
  subscription: CustomerSubscription;
  onStopped: (subscription: CustomerSubscription) => void | Promise<void>;
  /** Where the focus goes once stopped: this section and its button are then gone. */
  focusAfterStop: () => void;
}) {
  const { locale, t } = useI18n();

  if (subscription.status === 'stopped') return null;
  return (
    <section aria-labelledby="arret" className={styles.stack}>
      <h2 id="arret">{t('account.subscriptions.abortTitle')}</h2>
      {canStop(subscription) ? (
        <StopSubscriptionDialog
          subscription={subscription}
          trigger={t('account.subscriptions.abortOpen')}
          onStopped={onStopped}
          focusAfterStop={focusAfterStop}
        />
      ) : (
        <p>
          {t('account.subscriptions.abortMinimum', {
            minimum: subscription.minimumDeliveries,
            date: formatDate(subscription.nextShippingDate, locale),
          })}
        </p>
      )}
    </section>
  );
}

/** The contact dialog (SPEC §2, §3: message and subscription code) and SPEC §8's delivery error message. */
export function ContactService({ subscription }: { subscription: CustomerSubscription }) {
  const { t } = useI18n();

  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section aria-labelledby="service-abonnement-titre" id="service-abonnement" tabIndex={-1} className={styles.stack}>
      <h2 id="service-abonnement-titre">{t('account.subscriptions.serviceTitle')}</h2>
      <p>{t('account.subscriptions.serviceText')}</p>
      <Announcement message={sent} />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button tone="secondary">{t('account.subscriptions.serviceOpen')}</Button>}
        title={t('account.subscriptions.serviceTitle')}
        description={t('account.subscriptions.serviceCode', { code: subscription.code })}
      >
        <Form
          errorTitle
          schema={subscriptionContactSchema}
          form="contact"
          label={t('account.subscriptions.serviceTitle')}
          defaultValues={{ subscriptionCode: subscription.code, message: '' }}
          onSubmit={async (values) => {
            const answer = await subscriptionClient.contact(subscription.code, values.message);
            setOpen(false);
            setSent(answer.message);
          }}
        >
          {({ register, errorOf, pending }) => (
            <>
              <Textarea
                label={t('account.subscriptions.serviceMessage')}
                required
                rows={5}
                {...register('message')}
                error={errorOf('message')}
              />
              <Button type="submit" pending={pending}>
                {t('account.subscriptions.serviceSend')}
              </Button>
            </>
          )}
        </Form>
      </Dialog>
    </section>
  );
}
