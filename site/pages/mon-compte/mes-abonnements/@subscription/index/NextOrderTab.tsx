import type { CustomerSubscription, NextOrder } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { type ChangeScope, NEXT_ORDER_MAX_QUANTITY } from '@gamelle/domain';
import { Alert, Button, Choices, Counter, Price, Skeleton } from '@gamelle/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Announcement } from '../../../../../components/account/Announcement';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as styles from '../../../../../components/account/Orders.css';
import * as skeletons from '../../../../../components/account/skeletons.css';
import { CouponForm } from '../../../../../components/CouponForm';
import { subscriptionKeys } from '../../../../../hooks/use-subscriptions';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';
import { i18nOf } from '../../../../../lib/i18n/i18n';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { DeliveryForm } from './DeliveryForm';
import { ShipNow } from './ServiceDialogs';
import { type Feedback, refusalMessage } from './subscription-feedback';
import { useUpsells } from './upsells';

type Line = { variantCode: string; quantity: number; scope: ChangeScope; upsell?: boolean };

/** The next order as it will be once `line` is applied: shown at once, undone if the server refuses. */
function withLine(next: NextOrder, line: Line): NextOrder {
  const items = next.items
    .map((item) => (item.variant.code === line.variantCode ? { ...item, quantity: line.quantity } : item))
    .filter((item) => item.quantity > 0);
  const itemsTotal = items.reduce((sum, item) => sum + (item.unitPrice ?? 0) * item.quantity, 0);
  return { ...next, items, itemsTotal, total: itemsTotal - next.discountTotal + next.shippingTotal };
}

/**
 * The « Prochaine commande » tab (SPEC §2 subscription management): its lines with the kit's
 * counter, for this order only or for all orders; products to add to this shipment alone; totals;
 * delivery; the card; « Expédier maintenant ». Read-only past the modification limit, with the
 * reason.
 */
export function NextOrderTab({
  subscription,
  next,
  nextError,
}: {
  subscription: CustomerSubscription;
  next: NextOrder | undefined;
  nextError: Error | undefined;
}) {
  const { locale, t } = useI18n();

  const { data: upsells, error: upsellsError, mutate: reloadUpsells } = useUpsells(subscription.code);
  const { mutate } = useSWRConfig();
  // « This order only » or « every order », for the counters' changes (SPEC §4).
  const { register, watch } = useForm<{ scope: ChangeScope }>({ defaultValues: { scope: 'next' } });
  const scope = watch('scope');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const [editingDelivery, setEditingDelivery] = useState(false);
  const [deliverySaved, setDeliverySaved] = useState(false);
  const deliveryButton = useRef<HTMLButtonElement>(null);
  // Once the delivery form closes, the focus goes back to the button that opened it: after React
  // has put the button back (an effect), not at the next frame, which may come before.
  const focusDeliveryButton = useRef(false);
  useEffect(() => {
    if (editingDelivery || !focusDeliveryButton.current) return;
    focusDeliveryButton.current = false;
    deliveryButton.current?.focus();
  }, [editingDelivery]);
  const code = subscription.code;

  // A stopped subscription has no next order: its stop date, nothing to pay.
  if (subscription.status === 'stopped') {
    return (
      <Alert tone="info">
        {t('account.subscriptions.stoppedNotice', { date: formatDate(subscription.stoppedAt, locale) })}
      </Alert>
    );
  }
  if (nextError && !next) return <Alert tone="critical">{t('account.subscriptions.errorOne')}</Alert>;
  // The offers come with the order (a failure to read them only leaves them out): nothing moves once shown.
  if (!next || (upsells === undefined && !upsellsError)) {
    return <Skeleton className={skeletons.screen} label={t('account.subscriptions.loadingNext')} />;
  }

  const change = async (line: Line) => {
    setFeedback(null);
    // One change at a time: the server applies them in the order sent, the page shows its answer.
    setPending(true);
    try {
      await mutate(subscriptionKeys.nextOrder(code), subscriptionClient.setLine(code, line), {
        optimisticData: (current: NextOrder | undefined) => withLine(current ?? next, line),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      if (line.scope === 'all' && !line.upsell) await mutate(subscriptionKeys.one(code));
      if (line.upsell) void reloadUpsells();
      setFeedback({
        tone: 'success',
        text: line.upsell
          ? t('account.subscriptions.upsellAdded')
          : line.scope === 'next'
            ? t('account.subscriptions.savedNext')
            : t('account.subscriptions.savedAll'),
      });
    } catch (error) {
      setFeedback({ tone: 'critical', text: refusalMessage(error) });
    } finally {
      setPending(false);
    }
  };

  const inOrder = new Set(next.items.map((item) => item.variant.code));
  const offers = (upsells ?? []).filter((upsell) => !inOrder.has(upsell.variantCode));
  const editable = next.editable;

  return (
    <div className={styles.stack}>
      {editable ? (
        <p>{t('account.subscriptions.editableUntil', { date: formatDate(next.modificationLimitDate, locale) })}</p>
      ) : (
        <Alert tone="caution">{next.lockedReason}</Alert>
      )}
      <section aria-labelledby="articles-prochaine" className={styles.stack} id="articles" tabIndex={-1}>
        <h2 id="articles-prochaine">
          {t('account.subscriptions.nextLines', { date: formatDate(next.shippingDate, locale) })}
        </h2>
        {editable ? (
          <Choices
            legend={t('account.subscriptions.scopeLegend')}
            options={[
              { value: 'next', label: t('account.subscriptions.scopeNext') },
              { value: 'all', label: t('account.subscriptions.scopeAll') },
            ]}
            {...register('scope')}
          />
        ) : null}
        <ul className={styles.lines}>
          {next.items.map((item) => (
            <li key={item.variant.code} className={styles.line}>
              <span>
                {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>
                {item.scope === 'next' ? (
                  <>
                    <br />
                    <span className={styles.muted}>
                      {item.upsell ? t('account.subscriptions.upsellLine') : t('account.subscriptions.nextOnlyLine')}
                    </span>
                  </>
                ) : null}
                <br />
                <span className={styles.muted}>
                  {t('account.subscriptions.unitPrice')}{' '}
                  {item.unitPrice === null ? '—' : <Price cents={item.unitPrice} />}
                </span>
              </span>
              {editable ? (
                <Counter
                  label={t('account.subscriptions.quantityOf', {
                    product: `${item.variant.productName} ${item.variant.variantName}`,
                  })}
                  value={item.quantity}
                  min={0}
                  max={NEXT_ORDER_MAX_QUANTITY}
                  alwaysOpen
                  disabled={pending}
                  onChange={(quantity) =>
                    void change({ variantCode: item.variant.code, quantity, scope: item.upsell ? 'next' : scope })
                  }
                />
              ) : (
                <span>{t('account.subscriptions.quantity', { quantity: item.quantity })}</span>
              )}
              <Price cents={(item.unitPrice ?? 0) * item.quantity} />
            </li>
          ))}
        </ul>
        <Announcement message={feedback?.tone === 'success' ? feedback.text : null} />
        {feedback?.tone === 'critical' ? <Alert tone="critical">{feedback.text}</Alert> : null}
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('account.subscriptions.itemsTotal')}</dt>
          <dd className={styles.value}>
            <Price cents={next.itemsTotal} />
          </dd>
          {next.discountTotal > 0 ? (
            <>
              <dt className={styles.term}>{t('account.subscriptions.discount', { code: next.couponCode ?? '' })}</dt>
              <dd className={styles.value}>
                −<Price cents={next.discountTotal} />
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{t('account.subscriptions.shippingTotal')}</dt>
          <dd className={styles.value}>
            <Price cents={next.shippingTotal} />
          </dd>
          <dt className={styles.term}>{t('account.subscriptions.total')}</dt>
          <dd className={styles.value} data-next-total={next.total}>
            <strong>
              <Price cents={next.total} />
            </strong>
          </dd>
        </dl>
        {editable ? (
          <CouponForm
            applied={next.couponCode}
            appliedText={couponText(next, locale)}
            onApply={(coupon) =>
              mutate(subscriptionKeys.nextOrder(code), subscriptionClient.applyCoupon(code, coupon), {
                populateCache: true,
                revalidate: false,
              })
            }
            onRemove={(coupon) => {
              setFeedback(null);
              mutate(subscriptionKeys.nextOrder(code), subscriptionClient.removeCoupon(code, coupon), {
                populateCache: true,
                revalidate: false,
              }).catch((error: unknown) => setFeedback({ tone: 'critical', text: refusalMessage(error) }));
            }}
            errorText={refusalMessage}
          />
        ) : next.couponCode ? (
          <p>{couponText(next, locale)}</p>
        ) : null}
      </section>
      {editable && offers.length > 0 ? (
        <section aria-labelledby="ajouts" className={styles.stack}>
          <h2 id="ajouts">{t('account.subscriptions.upsells')}</h2>
          <p className={styles.muted}>{t('account.subscriptions.upsellsHelp')}</p>
          <ul className={styles.lines}>
            {offers.map((offer) => (
              <li key={offer.variantCode} className={styles.line}>
                <span>
                  {offer.productName} <span className={styles.muted}>{offer.variantName}</span> ·{' '}
                  <Price cents={offer.price} />
                </span>
                <Button
                  tone="secondary"
                  size="small"
                  disabled={pending}
                  aria-label={t('account.subscriptions.addUpsell', {
                    product: `${offer.productName} ${offer.variantName}`,
                  })}
                  onClick={() =>
                    void change({ variantCode: offer.variantCode, quantity: 1, scope: 'next', upsell: true })
                  }
                >
                  {t('account.subscriptions.add')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="livraison-prochaine" className={styles.stack} id="livraison" tabIndex={-1}>
        <h2 id="livraison-prochaine">{t('account.subscriptions.delivery')}</h2>
        <p>
          {next.shippingMethod?.name ?? '—'}
          {next.pickupPoint && typeof next.pickupPoint.name === 'string'
            ? ` · ${t('account.subscriptions.pickupPoint', { name: next.pickupPoint.name })}`
            : null}
        </p>
        {next.shippingAddress && !next.pickupPoint ? <p>{addressLine(next.shippingAddress)}</p> : null}
        <Announcement message={deliverySaved ? t('account.subscriptions.deliverySaved') : null} />
        {editable && editingDelivery ? (
          <DeliveryForm
            code={code}
            next={next}
            onDone={(saved) => {
              focusDeliveryButton.current = true;
              setEditingDelivery(false);
              setDeliverySaved(saved);
            }}
          />
        ) : editable ? (
          <p>
            <Button
              ref={deliveryButton}
              tone="secondary"
              onClick={() => {
                setDeliverySaved(false);
                setEditingDelivery(true);
              }}
            >
              {t('account.subscriptions.deliveryChange')}
            </Button>
          </p>
        ) : null}
      </section>
      {subscription.status === 'active' ? <ShipNow subscription={subscription} next={next} /> : null}
    </div>
  );
}

/** What the next order's promotion code does: its discount, or why it takes nothing off. */
function couponText(next: NextOrder, locale: Locale): string {
  const { t } = i18nOf(locale);
  const code = next.couponCode ?? '';
  return next.couponProblem
    ? t('account.subscriptions.couponNotGranted', { code, reason: next.couponProblem })
    : t('account.subscriptions.couponApplied', { code });
}

/** A postal address on one line. */
function addressLine(address: Record<string, unknown>): string {
  return ['firstName', 'lastName', 'street', 'postcode', 'city']
    .map((key) => address[key])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
}
