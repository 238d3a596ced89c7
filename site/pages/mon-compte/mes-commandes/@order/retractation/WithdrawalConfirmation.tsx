import { ApiError } from '@gamelle/api-client';
import { type CheckoutOrder, href, LOCALE_CODES, withdrawalSchema, withdrawalStatement } from '@gamelle/domain';
import { Alert, Button, FormButtons, Price, Skeleton, TextField } from '@gamelle/ui';
import { Form, FormSubmitError } from '@gamelle/ui/form';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import * as skeletons from '../../../../../components/account/skeletons.css';
import { useCustomer } from '../../../../../hooks/use-customer';
import { useOrder } from '../../../../../hooks/use-order';
import { useShellParam } from '../../../../../hooks/use-shell-param';
import { useSignedInCustomer } from '../../../../../hooks/use-signed-in';
import {
  orderDetailPath,
  orderTokenOfWithdrawalPath,
  withdrawalState,
} from '../../../../../lib/account/account-orders';
import { checkoutClient } from '../../../../../lib/api/checkout-api';
import { longDate, shortTime } from '../../../../../lib/i18n/dates';
import { translate } from '../../../../../lib/i18n/i18n';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { documentLocale } from '../../../../../lib/i18n/locale';
import * as controls from '../../../../../styles/controls.css';

/** The order's language: its statement is recorded and acknowledged in it (ADR 0019). */
const orderLanguage = (order: CheckoutOrder) => (order.localeCode === LOCALE_CODES.nl ? 'nl' : 'fr');

/** A refusal without violations (the period over, already received) reads as the server says it, at form level. */
function asFormError(error: unknown): never {
  if (error instanceof ApiError && error.violations.length === 0) {
    throw new FormSubmitError(error.message || translate(documentLocale(), 'account.withdrawal.error'));
  }
  throw error;
}

/** What the confirmation is about: the contract's identification (art. 11a(2)). */
function Contract({ order }: { order: CheckoutOrder }) {
  const { locale, t } = useI18n();

  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{t('account.withdrawal.order')}</dt>
      <dd className={styles.value}>{order.number}</dd>
      <dt className={styles.term}>{t('account.withdrawal.placedOn')}</dt>
      <dd className={styles.value}>{formatDate(order.checkoutCompletedAt, locale)}</dd>
      <dt className={styles.term}>{t('account.withdrawal.total')}</dt>
      <dd className={styles.value}>
        <Price cents={order.total} />
      </dd>
    </dl>
  );
}

/**
 * The withdrawal function's confirmation step (directive 2011/83/EU art. 11a(2), ADR 0028): the
 * order, the customer's name and the address of the acknowledgment, given or confirmed, the
 * statement as the shop will record it, and « Confirmer la rétractation ». Once received, the
 * acknowledgment: the date and time, and where the e-mail went. Another customer's order, or none,
 * is not found; an order whose period is over says so.
 */
export function WithdrawalConfirmation() {
  const { locale, localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const token = useShellParam(orderTokenOfWithdrawalPath);
  const { data: order, error, mutate } = useOrder(customerUri && token ? token : null);
  const { data: customer } = useCustomer(customerUri);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const acknowledgment = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) acknowledgment.current?.focus();
  }, [sentTo]);

  const missing =
    (customerUri && token === null) ||
    (order && order.state !== 'completed' && order.state !== 'cancelled') ||
    (error instanceof ApiError && (error.status === 404 || error.status === 403));
  if (missing || error) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">{missing ? t('account.orders.notFound') : t('account.orders.error')}</Alert>
        <p className={styles.text}>
          <a href={localHref(href.accountOrders())}>{t('account.orders.back')}</a>
        </p>
      </div>
    );
  }
  if (!order || !token || customer === undefined) {
    return (
      <div className={styles.stack}>
        <Skeleton className={skeletons.line} label={t('account.orders.loadingOrder')} />
        <Skeleton className={skeletons.block8} />
        <Skeleton className={skeletons.block12} />
      </div>
    );
  }

  const back = (
    <p className={styles.text}>
      <a href={localHref(orderDetailPath(token))}>{t('account.withdrawal.back')}</a>
    </p>
  );
  const state = withdrawalState(order, new Date());
  if (state.kind === 'received') {
    return (
      <div className={styles.stack}>
        <Alert tone="positive">
          <h2 ref={acknowledgment} tabIndex={-1} className={styles.cardTitle}>
            {t('account.withdrawal.received', {
              date: longDate(state.at, undefined, locale),
              time: shortTime(state.at, locale),
            })}
          </h2>
          <p className={styles.text}>
            {sentTo
              ? t('account.withdrawal.doneText', { number: order.number ?? '', email: sentTo })
              : t('account.withdrawal.receivedText')}
          </p>
        </Alert>
        <Contract order={order} />
        <p className={styles.text}>{t('account.withdrawal.whatNext')}</p>
        {back}
      </div>
    );
  }
  if (state.kind !== 'open') {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">
          {state.kind === 'over'
            ? t('account.withdrawal.over', { date: longDate(`${state.lastDay}T12:00:00Z`, 'UTC', locale) })
            : t('account.withdrawal.notOpen')}
        </Alert>
        <Contract order={order} />
        {back}
      </div>
    );
  }

  const language = orderLanguage(order);
  const billing = order.billingAddress;
  const name = customer
    ? `${customer.firstName} ${customer.lastName}`
    : billing
      ? `${billing.firstName} ${billing.lastName}`
      : '';
  const subscriptionStops = order.items.some((item) => item.subscriptionInterval);
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('account.withdrawal.intro')}</p>
      <Contract order={order} />
      <Form
        errorTitle
        schema={withdrawalSchema}
        form="withdrawal"
        label={t('account.withdrawal.formLabel')}
        defaultValues={{ name: name.trim(), email: customer?.email ?? order.email ?? '' }}
        onSubmit={async (values) => {
          const answer = await checkoutClient.withdraw(token, values).catch(asFormError);
          await mutate(answer, { revalidate: false });
          setSentTo(values.email.trim().toLowerCase());
        }}
      >
        {({ register, errorOf, pending, watch }) => (
          <>
            <TextField
              label={t('account.withdrawal.name')}
              autoComplete="name"
              required
              {...register('name')}
              error={errorOf('name')}
            />
            <TextField
              label={t('account.withdrawal.email')}
              description={t('account.withdrawal.emailHelp')}
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              error={errorOf('email')}
            />
            <section aria-labelledby="declaration" className={styles.stack}>
              <h2 id="declaration" className={styles.cardTitle}>
                {t('account.withdrawal.statementTitle')}
              </h2>
              <blockquote lang={language} className={styles.statement}>
                {withdrawalStatement(language, {
                  name: (watch('name') ?? '').trim() || '…',
                  number: order.number ?? '',
                })}
              </blockquote>
              <p className={styles.text}>{t('account.withdrawal.whatNext')}</p>
              {subscriptionStops ? <p className={styles.text}>{t('account.withdrawal.subscriptionStops')}</p> : null}
            </section>
            <FormButtons>
              <Button type="submit" tone="critical" pending={pending}>
                {t('account.withdrawal.confirm')}
              </Button>
              <a className={controls.secondaryLink} href={localHref(orderDetailPath(token))}>
                {t('account.withdrawal.back')}
              </a>
            </FormButtons>
          </>
        )}
      </Form>
    </div>
  );
}
