import type { CustomerSubscription } from '@gamelle/api-client';
import {
  CHANGE_SCOPES,
  type ChangeScope,
  FREQUENCY_OPTIONS,
  frequencyChangeSchema,
  frequencySentence,
  frequencyWords,
  shippingDateRange,
} from '@gamelle/domain';
import { Alert, Button, Choices, DateField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { Announcement } from '../../../../../components/account/Announcement';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import { subscriptionKeys } from '../../../../../hooks/use-subscriptions';
import { frequencyLabel } from '../../../../../lib/account/account-subscriptions';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { PauseSection } from './PauseSection';
import { AbortRequest } from './ServiceDialogs';

/** The frequency form's values (radio buttons give strings), checked as the server checks them. */
const frequencyForm = z
  .object({ frequencyInDays: z.string({ error: 'required' }).min(1, 'required'), scope: z.enum(CHANGE_SCOPES) })
  .superRefine((values, ctx) => {
    const parsed = frequencyChangeSchema.safeParse({ ...values, frequencyInDays: Number(values.frequencyInDays) });
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['frequencyInDays'], message: 'invalid' });
  });

/** The date form's value: the date field gives an ISO timestamp (SPEC §5), the API a day. */
const dateForm = z.object({ nextShippingDate: z.string({ error: 'required' }).min(1, 'required') });

/**
 * The « Abonnement » tab (SPEC §2 subscription management): the frequency among SPEC §3's ten, for
 * the gap after the next order only or for all orders (either way from the order after next, SPEC
 * §4); the day of the next delivery (the following one while the next is in progress); the abort
 * request.
 */
export function SubscriptionTab({ subscription }: { subscription: CustomerSubscription }) {
  const { locale, t } = useI18n();

  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState<string | null>(null);
  // After the abort dialog closes its trigger is gone: the focus goes to what happened.
  const status = useRef<HTMLDivElement>(null);
  const code = subscription.code;
  const active = subscription.status === 'active';
  const range = shippingDateRange(new Date());
  // What a change alters is shown at once: the subscription as the server answered, its next
  // order, its history and the list of subscriptions read again.
  const keep = async (updated: CustomerSubscription, message: string) => {
    await mutate(subscriptionKeys.one(code), updated, { revalidate: false });
    await Promise.all([
      mutate(subscriptionKeys.nextOrder(code)),
      mutate(subscriptionKeys.events(code)),
      mutate((key) => Array.isArray(key) && key[0] === 'subscriptions'),
    ]);
    setSaved(message);
  };

  return (
    <div className={styles.stack}>
      <Announcement message={saved} focusRef={status} />
      {active ? (
        <>
          <section aria-labelledby="frequence" className={styles.stack}>
            <h2 id="frequence">{t('account.subscriptions.frequencyTitle')}</h2>
            <p>
              {`${frequencySentence(subscription.frequencyInDays, locale)}.`}
              {subscription.nextFrequencyInDays
                ? ` ${t('account.subscriptions.frequencyOnce', { label: frequencyLabel(subscription.nextFrequencyInDays, locale) })}`
                : null}
            </p>
            <Form
              // A new form when the frequency changed (here, or by another tab): it starts from it.
              key={`${subscription.frequencyInDays}-${subscription.nextFrequencyInDays}`}
              errorTitle
              schema={frequencyForm}
              form="subscription"
              label={t('account.subscriptions.frequencyTitle')}
              defaultValues={{ frequencyInDays: String(subscription.frequencyInDays), scope: 'all' }}
              onSubmit={async (values) => {
                setSaved(null);
                const updated = await subscriptionClient.changeFrequency(
                  code,
                  Number(values.frequencyInDays),
                  values.scope as ChangeScope,
                );
                await keep(
                  updated,
                  t('account.subscriptions.frequencySaved', {
                    date: formatDate(updated.followingShippingDate, locale),
                  }),
                );
              }}
            >
              {({ register, errorOf, pending }) => (
                <>
                  <Choices
                    legend={t('account.subscriptions.frequencyLegend')}
                    options={FREQUENCY_OPTIONS.map((option) => ({
                      value: String(option.days),
                      label: frequencyWords(option, locale).label,
                      description: frequencyWords(option, locale).description,
                    }))}
                    {...register('frequencyInDays')}
                    error={errorOf('frequencyInDays')}
                  />
                  <Choices
                    legend={t('account.subscriptions.frequencyScope')}
                    description={t('account.subscriptions.frequencyRule')}
                    options={[
                      { value: 'next', label: t('account.subscriptions.frequencyScopeNext') },
                      { value: 'all', label: t('account.subscriptions.frequencyScopeAll') },
                    ]}
                    {...register('scope')}
                    error={errorOf('scope')}
                  />
                  <Button type="submit" pending={pending}>
                    {t('account.subscriptions.frequencySave')}
                  </Button>
                </>
              )}
            </Form>
          </section>
          <section aria-labelledby="date-livraison" className={styles.stack}>
            <h2 id="date-livraison">{t('account.subscriptions.dateTitle')}</h2>
            {subscription.editable ? null : (
              <Alert tone="caution">
                {t('account.subscriptions.dateDeferred', { date: formatDate(subscription.nextShippingDate, locale) })}
              </Alert>
            )}
            <Form
              // A new form when the dates changed (ship now, a frequency, a skip): it shows the day to come.
              key={`${subscription.nextShippingDate}-${subscription.followingShippingDate}-${subscription.editable}`}
              errorTitle
              schema={dateForm}
              form="subscription"
              label={t('account.subscriptions.dateTitle')}
              defaultValues={{
                nextShippingDate: subscription.editable
                  ? subscription.nextShippingDate
                  : subscription.followingShippingDate,
              }}
              onSubmit={async (values) => {
                setSaved(null);
                const updated = await subscriptionClient.changeShippingDate(code, values.nextShippingDate.slice(0, 10));
                await keep(
                  updated,
                  subscription.editable
                    ? t('account.subscriptions.dateSaved', { date: formatDate(updated.nextShippingDate, locale) })
                    : t('account.subscriptions.dateSavedFollowing', {
                        date: formatDate(updated.followingShippingDate, locale),
                      }),
                );
              }}
            >
              {({ control, errorOf, pending }) => (
                <>
                  <Controller
                    name="nextShippingDate"
                    control={control}
                    render={({ field }) => (
                      <DateField
                        label={
                          subscription.editable
                            ? t('account.subscriptions.dateNext')
                            : t('account.subscriptions.dateFollowing')
                        }
                        description={t('account.subscriptions.dateRange', {
                          earliest: formatDate(range.earliest, locale),
                          latest: formatDate(range.latest, locale),
                        })}
                        min={range.earliest}
                        max={range.latest}
                        required
                        {...field}
                        error={errorOf('nextShippingDate')}
                      />
                    )}
                  />
                  <Button type="submit" pending={pending}>
                    {t('account.subscriptions.dateSave')}
                  </Button>
                </>
              )}
            </Form>
          </section>
        </>
      ) : subscription.status === 'paused' ? null : (
        <p>{t('account.subscriptions.inactive')}</p>
      )}
      {active || subscription.status === 'paused' ? (
        <PauseSection subscription={subscription} onChanged={keep} focusAfterChange={() => status.current?.focus()} />
      ) : null}
      <AbortRequest
        subscription={subscription}
        onStopped={(updated) => keep(updated, t('account.subscriptions.stopped'))}
        focusAfterStop={() => status.current?.focus()}
      />
    </div>
  );
}
