import type { CustomerSubscription } from '@gamelle/api-client';
import { ABORT_REASONS, abortSubscriptionSchema } from '@gamelle/domain';
import { Button, Choices, Dialog, Textarea } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useRef, useState } from 'react';
import { subscriptionClient } from '../../lib/api/subscription-api';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * Stopping a subscription in three clicks from the account (French consumer code L215-1-1, since
 * June 2023; ADR 0029): « Mes abonnements », this dialog's button, « Confirmer l’arrêt ». SPEC §5's
 * reason and message are asked in the dialog and never block it — both may be left empty.
 */
export function StopSubscriptionDialog({
  subscription,
  trigger,
  onStopped,
  focusAfterStop,
}: {
  subscription: CustomerSubscription;
  /** The button's words: its code on the list, where several subscriptions are side by side. */
  trigger: string;
  onStopped: (subscription: CustomerSubscription) => void | Promise<void>;
  /** Where the focus goes once stopped: the dialog's button is then gone. */
  focusAfterStop: () => void;
}) {
  const { locale, t } = useI18n();

  const [open, setOpen] = useState(false);
  // A ref, not state: the dialog's content unmounts in the render that closes it, with the handler it had.
  const stopped = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button tone="secondary">{trigger}</Button>}
      title={t('account.subscriptions.abortTitle')}
      description={t('account.subscriptions.abortText')}
      onCloseAutoFocus={(event) => {
        if (!stopped.current) return;
        event.preventDefault();
        focusAfterStop();
      }}
    >
      <Form
        errorTitle
        schema={abortSubscriptionSchema}
        form="abort"
        label={t('account.subscriptions.abortTitle')}
        defaultValues={{ message: '' }}
        onSubmit={async (values) => {
          const updated = await subscriptionClient.abort(subscription.code, values);
          stopped.current = true;
          setOpen(false);
          await onStopped(updated);
        }}
      >
        {({ register, errorOf, pending }) => (
          <>
            <Choices
              // The error summary links the reason's error to the group by this id.
              id={`raison-arret-${subscription.code}`}
              legend={t('account.subscriptions.abortReason')}
              options={ABORT_REASONS.map((reason) => ({
                value: reason.code,
                label: locale === 'nl' ? reason.nl : reason.label,
              }))}
              {...register('reason')}
              error={errorOf('reason')}
            />
            <Textarea
              label={t('account.subscriptions.abortMessage')}
              rows={3}
              {...register('message')}
              error={errorOf('message')}
            />
            <Button type="submit" pending={pending}>
              {t('account.subscriptions.abortSend')}
            </Button>
          </>
        )}
      </Form>
    </Dialog>
  );
}
