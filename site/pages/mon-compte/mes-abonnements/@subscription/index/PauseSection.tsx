import type { CustomerSubscription } from '@gamelle/api-client';
import { addDays, PAUSE_MAX_DELIVERIES } from '@gamelle/domain';
import { Alert, Button, Choices, DateField, Dialog, DialogClose } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { refusalMessage } from './subscription-feedback';

const LENGTHS = ['1', '2', '3', 'date'] as const;

/** The pause dialog's values: a number of deliveries, or « until a day » with that day (an ISO timestamp). */
const pauseForm = z
  .object({ length: z.enum(LENGTHS, { error: 'required' }), until: z.string().optional() })
  .superRefine((values, ctx) => {
    if (values.length === 'date' && !values.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'required' });
  });

/**
 * Pause, skip and resume (SPEC §4): skip the delivery to come (the next one while it may change,
 * else the one after it), pause for 1 to 3 deliveries or until a day at most 3 months ahead, and,
 * while paused, resume. Each answer is the server's subscription, shown at once (`onChanged`).
 */
export function PauseSection({
  subscription,
  onChanged,
  focusAfterChange,
}: {
  subscription: CustomerSubscription;
  onChanged: (updated: CustomerSubscription, message: string) => Promise<void>;
  /** Where the focus goes once changed: the button pressed is then gone. */
  focusAfterChange: () => void;
}) {
  const { locale, t } = useI18n();
  const [skipOpen, setSkipOpen] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialogs' triggers go away with the change: the focus goes to what happened.
  const changed = useRef(false);
  const code = subscription.code;
  const skippable = subscription.firstSkippableDate;
  const afterSkip = addDays(skippable, subscription.frequencyInDays);
  const focusNotice = (event: Event) => {
    if (!changed.current) return;
    changed.current = false;
    event.preventDefault();
    focusAfterChange();
  };

  if (subscription.status === 'paused') {
    const resume = async () => {
      setPending(true);
      setFailure(null);
      try {
        const updated = await subscriptionClient.resume(code);
        await onChanged(
          updated,
          t('account.subscriptions.resumed', { date: formatDate(updated.nextShippingDate, locale) }),
        );
        focusAfterChange();
      } catch (error) {
        setFailure(refusalMessage(error));
      } finally {
        setPending(false);
      }
    };
    return (
      <section aria-labelledby="pause" className={styles.stack}>
        <h2 id="pause">{t('account.subscriptions.pausedTitle')}</h2>
        <p>
          {subscription.shipsBeforePause
            ? t('account.subscriptions.pausedAfterNext', {
                next: formatDate(subscription.nextShippingDate, locale),
                date: formatDate(subscription.pausedUntil, locale),
              })
            : t('account.subscriptions.pausedNotice', { date: formatDate(subscription.pausedUntil, locale) })}
        </p>
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
        <p>
          <Button pending={pending} onClick={() => void resume()}>
            {t('account.subscriptions.resume')}
          </Button>
        </p>
      </section>
    );
  }

  const skip = async () => {
    setPending(true);
    setFailure(null);
    try {
      const updated = await subscriptionClient.skip(code, skippable);
      changed.current = true;
      setSkipOpen(false);
      await onChanged(
        updated,
        t('account.subscriptions.skipped', {
          skipped: formatDate(skippable, locale),
          date: formatDate(updated.editable ? updated.nextShippingDate : updated.followingShippingDate, locale),
        }),
      );
    } catch (error) {
      setFailure(refusalMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="pause" className={styles.stack}>
      <h2 id="pause">{t('account.subscriptions.pauseTitle')}</h2>
      <p>{t('account.subscriptions.pauseText')}</p>
      <div className={styles.buttons}>
        <Dialog
          open={skipOpen}
          onOpenChange={(open) => {
            setSkipOpen(open);
            setFailure(null);
          }}
          trigger={
            <Button tone="secondary">
              {t('account.subscriptions.skipOpen', { date: formatDate(skippable, locale) })}
            </Button>
          }
          title={t('account.subscriptions.skipTitle', { date: formatDate(skippable, locale) })}
          onCloseAutoFocus={focusNotice}
          footer={
            <>
              <DialogClose asChild>
                <Button tone="secondary">{t('account.subscriptions.cancel')}</Button>
              </DialogClose>
              <Button pending={pending} onClick={() => void skip()}>
                {t('account.subscriptions.skipConfirm')}
              </Button>
            </>
          }
        >
          <div className={styles.stack}>
            <p>{t('account.subscriptions.skipText', { date: formatDate(afterSkip, locale) })}</p>
            {failure ? <Alert tone="critical">{failure}</Alert> : null}
          </div>
        </Dialog>
        <Dialog
          open={pauseOpen}
          onOpenChange={setPauseOpen}
          trigger={<Button tone="secondary">{t('account.subscriptions.pauseOpen')}</Button>}
          title={t('account.subscriptions.pauseDialog')}
          description={t('account.subscriptions.pauseDescription', { date: formatDate(skippable, locale) })}
          onCloseAutoFocus={focusNotice}
        >
          <Form
            errorTitle
            schema={pauseForm}
            form="pause"
            label={t('account.subscriptions.pauseDialog')}
            defaultValues={{ length: '1' }}
            onSubmit={async (values) => {
              const updated = await subscriptionClient.pause(
                code,
                values.length === 'date'
                  ? { until: (values.until ?? '').slice(0, 10) }
                  : { deliveries: Number(values.length) },
              );
              changed.current = true;
              setPauseOpen(false);
              await onChanged(
                updated,
                t('account.subscriptions.pausedSaved', { date: formatDate(updated.pausedUntil, locale) }),
              );
            }}
          >
            {({ register, control, watch, errorOf, pending: sending }) => (
              <>
                <Choices
                  id="duree-pause"
                  legend={t('account.subscriptions.pauseLength')}
                  options={[
                    ...Array.from({ length: PAUSE_MAX_DELIVERIES }, (_, i) => ({
                      value: String(i + 1),
                      label: t('account.subscriptions.pauseDeliveries', { count: i + 1 }),
                    })),
                    { value: 'date', label: t('account.subscriptions.pauseUntilOption') },
                  ]}
                  {...register('length')}
                  error={errorOf('length')}
                />
                {watch('length') === 'date' ? (
                  <Controller
                    name="until"
                    control={control}
                    render={({ field }) => (
                      <DateField
                        label={t('account.subscriptions.pauseUntil')}
                        description={t('account.subscriptions.pauseUntilRange', {
                          earliest: formatDate(addDays(skippable, 1), locale),
                          latest: formatDate(subscription.latestPauseDay, locale),
                        })}
                        min={addDays(skippable, 1)}
                        max={subscription.latestPauseDay}
                        required
                        {...field}
                        error={errorOf('until')}
                      />
                    )}
                  />
                ) : null}
                <Button type="submit" pending={sending}>
                  {t('account.subscriptions.pauseConfirm')}
                </Button>
              </>
            )}
          </Form>
        </Dialog>
      </div>
    </section>
  );
}
