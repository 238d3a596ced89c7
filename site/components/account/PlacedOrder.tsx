import { ApiError } from '@gamelle/api-client';
import type { AddressOnOrder, CheckoutOrder } from '@gamelle/domain';
import { Alert, Button, Price, StatusBadge } from '@gamelle/ui';
import { type ReactNode, useState } from 'react';
import { invoiceState } from '../../lib/account/account-orders';
import { checkoutClient } from '../../lib/api/checkout-api';
import { frequencyPhrase } from '../../lib/cart/frequency';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LinePrice } from '../LinePrice';

import { OrderAlerts } from './OrderAlerts';
import { formatDate, methodName, OrderFacts } from './OrderFacts';
import * as styles from './Orders.css';
import { WithdrawalSection } from './WithdrawalSection';

/** An address as printed on a parcel, one line each. */
function PostalAddress({ address }: { address: AddressOnOrder }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.street,
    address.street2,
    `${address.postcode} ${address.city}`,
    address.countryCode,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * The invoice (SPEC §2 "invoice download (available 7 to 10 days after shipping)"): downloaded with
 * the shopper's token (the API wants it) and handed to the browser as a file; before, when.
 */
function Invoice({ order, now }: { order: CheckoutOrder; now: Date }) {
  const { locale, t } = useI18n();

  const state = invoiceState(order, now);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (state.kind === 'later') return <p>{t('account.orders.invoiceLater')}</p>;
  if (state.kind === 'soon') return <p>{t('account.orders.invoiceFrom', { date: formatDate(state.from, locale) })}</p>;
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const pdf = await checkoutClient.invoice(order.tokenValue);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `facture-${state.number ?? order.number ?? order.tokenValue}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('account.orders.error'));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button tone="secondary" pending={pending} onClick={() => void download()}>
        {pending ? t('account.orders.invoiceDownloading') : t('account.orders.invoiceDownload')}
      </Button>
      {failure ? <Alert tone="critical">{t('account.orders.invoiceError', { message: failure })}</Alert> : null}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A placed order (SPEC §2 "order detail", and an order within a subscription's history): status,
 * alerts, the withdrawal function (ADR 0028), lines, addresses, shipping, payment, totals, invoice,
 * and the way back.
 */
export function PlacedOrder({ order, back }: { order: CheckoutOrder; back: { href: string; label: string } }) {
  const { locale, localHref, t } = useI18n();

  const now = new Date();
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  return (
    <div className={styles.stack}>
      <p>
        <strong>
          {t('account.orders.placedOn', {
            number: order.number ?? '',
            date: formatDate(order.checkoutCompletedAt, locale),
          })}
        </strong>
      </p>
      <OrderFacts order={order} />
      <OrderAlerts order={order} now={now} />
      <WithdrawalSection order={order} now={now} />
      <Section id="articles" title={t('account.orders.lines')}>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.line}>
              <span>
                {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>
                <br />
                <span className={styles.muted}>
                  {t('account.orders.quantity', { quantity: item.quantity })} · {t('account.orders.unitPrice')}{' '}
                  {/* A free sample's price says « Offert », as its line does. */}
                  <LinePrice cents={item.variant.unitPrice} />
                  {item.subscriptionInterval
                    ? ` · ${t('account.orders.subscription', { frequency: frequencyPhrase(item.subscriptionInterval, locale) })}`
                    : null}
                </span>
              </span>
              <LinePrice cents={item.variant.unitPrice * item.quantity} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="montants" title={t('account.orders.amounts')}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('account.orders.itemsTotal')}</dt>
          <dd className={styles.value}>
            <Price cents={order.itemsTotal} />
          </dd>
          {order.couponCode && (order.discountTotal ?? 0) > 0 ? (
            <>
              <dt className={styles.term}>{t('account.orders.discount', { code: order.couponCode })}</dt>
              <dd className={styles.value}>
                −<Price cents={order.discountTotal ?? 0} />
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{t('account.orders.shippingTotal')}</dt>
          <dd className={styles.value}>
            <Price cents={order.shippingTotal} />
          </dd>
          <dt className={styles.term}>{t('account.orders.total')}</dt>
          <dd className={styles.value} data-order-total={order.total}>
            <strong>
              <Price cents={order.total} />
            </strong>
          </dd>
          <dt className={styles.term}>{t('account.orders.taxTotal')}</dt>
          <dd className={styles.value}>
            <Price cents={order.taxTotal} />
          </dd>
        </dl>
      </Section>
      <Section id="adresses" title={t('account.orders.addresses')}>
        <div className={styles.addresses}>
          {order.billingAddress ? (
            <div>
              <h3 className={styles.cardTitle}>{t('account.orders.billingAddress')}</h3>
              <PostalAddress address={order.billingAddress} />
            </div>
          ) : null}
          {order.shippingAddress && !shipment?.pickupPoint ? (
            <div>
              <h3 className={styles.cardTitle}>{t('account.orders.shippingAddress')}</h3>
              <PostalAddress address={order.shippingAddress} />
            </div>
          ) : null}
        </div>
      </Section>
      <Section id="livraison" title={t('account.orders.shipping')}>
        <p>
          {shipment?.method?.name ?? '—'}
          {' · '}
          {shipment?.shippedAt
            ? t('account.orders.shippedOn', { date: formatDate(shipment.shippedAt, locale) })
            : t('account.orders.notShipped')}
        </p>
        {shipment?.pickupPoint ? (
          <p>
            {t('account.orders.pickupPoint', {
              name: shipment.pickupPoint.name,
              street: shipment.pickupPoint.street,
              postcode: shipment.pickupPoint.postcode,
              city: shipment.pickupPoint.city,
            })}
          </p>
        ) : null}
      </Section>
      <Section id="paiement" title={t('account.orders.payment')}>
        {payment ? (
          <p>
            {payment.method ? methodName(payment.method.code, locale) : '—'} · <Price cents={payment.amount} />{' '}
            <StatusBadge status={order.paymentState} />
          </p>
        ) : null}
      </Section>
      <Section id="facture" title={t('account.orders.invoice')}>
        <Invoice order={order} now={now} />
      </Section>
      <p>
        <a href={localHref(back.href)}>{back.label}</a>
      </p>
    </div>
  );
}
