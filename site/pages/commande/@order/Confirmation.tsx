import type { CheckoutOrder } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { Alert, Button, Price } from '@gamelle/ui';
import { useState } from 'react';
import { LinePrice } from '../../../components/LinePrice';
import { useOrder } from '../../../hooks/use-order';
import { orderDetailPath } from '../../../lib/account/account-orders';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { useI18n } from '../../../lib/i18n/i18n-context';

import * as controls from '../../../styles/controls.css';
import * as facts from '../../../styles/facts.css';
import * as styles from './Checkout.css';
import { ConfirmationLoading } from './CheckoutLoading';
import { checkoutMessage } from './checkout-errors';
import { methodLabel, useGuardedOrderToken } from './checkout-shared';

/**
 * The confirmation (SPEC §2): thanks, amount, payment method; for cheque, bank transfer and PayPal
 * the delayed-payment instructions — cheque payable to the company, bank details also sent by
 * e-mail, the payment reference to note — and that the order ships once payment is received.
 */
export function Confirmation() {
  const { locale, localHref, t } = useI18n();

  const token = useGuardedOrderToken();
  const { data: order, error, mutate } = useOrder(token);
  if (error) {
    return (
      <div role="alert">
        <h1>{t('checkout.title')}</h1>
        <p>{checkoutMessage(error)}</p>
      </div>
    );
  }
  if (!order || !token) {
    return (
      <div className={styles.confirmation}>
        <h1>{t('confirmation.title')}</h1>
        <ConfirmationLoading label={t('confirmation.loading')} />
      </div>
    );
  }
  if (order.state === 'cancelled') {
    // Unpaid for two weeks (the backend's orders/unpaid.ts): said so, with the way to its page.
    return (
      <>
        <h1>{t('confirmation.cancelledTitle')}</h1>
        <p>{t('confirmation.cancelled', { number: order.number ?? '' })}</p>
        <p>
          <a href={localHref(orderDetailPath(token))}>{t('confirmation.seeOrder')}</a>
        </p>
      </>
    );
  }
  if (order.state !== 'completed') {
    return (
      <>
        <h1>{t('checkout.title')}</h1>
        <p>{t('confirmation.notPlaced')}</p>
        <p>
          <a href={localHref(href.checkout({ order: token }))}>{t('confirmation.backToCheckout')}</a>
        </p>
      </>
    );
  }
  const payment = order.payments[0];
  const method = payment?.method?.code ?? '';
  const instructions = payment?.instructions ?? null;
  const paid = order.paymentState === 'paid';
  return (
    <div className={styles.confirmation}>
      <h1>{t('confirmation.title')}</h1>
      {/* What placing the order did, and once paid (at once, or by PayPal here), that it is paid:
          one status, whose second line is read when it comes. */}
      <Alert tone="positive">
        <p className={styles.notice}>{t('confirmation.number', { number: order.number ?? '' })}</p>
        {paid ? (
          <p className={styles.notice}>
            {method === 'paypal' ? t('confirmation.paypal.done') : t('confirmation.paid')}
          </p>
        ) : null}
      </Alert>
      <dl className={facts.facts}>
        <dt>{t('confirmation.amount')}</dt>
        <dd>
          <Price cents={order.total} tax="TTC" />
        </dd>
        <dt>{t('confirmation.method')}</dt>
        <dd>{methodLabel(method, locale)}</dd>
      </dl>
      <section aria-labelledby="lignes-commande" className={styles.confirmationLines}>
        <h2 id="lignes-commande">{t('confirmation.lines')}</h2>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.line}>
              <span>
                {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>{' '}
                {t('checkout.totals.quantity', { quantity: item.quantity })}
              </span>
              <LinePrice cents={item.variant.unitPrice * item.quantity} />
            </li>
          ))}
        </ul>
      </section>
      {!paid && instructions ? (
        <DelayedPayment
          orderToken={order.tokenValue}
          method={method}
          instructions={instructions}
          onPaid={() => mutate()}
        />
      ) : null}
      {order.items.some((item) => item.subscriptionInterval) ? (
        <p>
          {t('confirmation.subscriptions')}{' '}
          <a href={localHref(href.accountSubscriptions())}>{t('confirmation.seeSubscriptions')}</a>
        </p>
      ) : null}
      {/* The order in the account (SPEC §2): a new customer finds it, and from there the account. */}
      <p className={controls.actionRow}>
        <a className={controls.primaryLink} href={localHref(orderDetailPath(token))}>
          {t('confirmation.seeOrder')}
        </a>
        <a className={controls.secondaryLink} href={localHref('/')}>
          {t('confirmation.continue')}
        </a>
      </p>
    </div>
  );
}

type Instructions = NonNullable<CheckoutOrder['payments'][number]['instructions']>;

function DelayedPayment({
  orderToken,
  method,
  instructions,
  onPaid,
}: {
  orderToken: string;
  method: string;
  instructions: Instructions;
  onPaid: () => void;
}) {
  const { t } = useI18n();

  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title =
    method === 'cheque'
      ? t('confirmation.cheque.title')
      : method === 'bank_transfer'
        ? t('confirmation.transfer.title')
        : t('confirmation.paypal.title');
  return (
    <section aria-labelledby="paiement-differe" className={styles.confirmation}>
      <h2 id="paiement-differe">{title}</h2>
      <p>{instructions.text}</p>
      <dl className={facts.facts}>
        {instructions.payableTo ? (
          <>
            <dt>{t('confirmation.cheque.payableTo')}</dt>
            <dd>{instructions.payableTo}</dd>
          </>
        ) : null}
        {instructions.sendTo ? (
          <>
            <dt>{t('confirmation.cheque.sendTo')}</dt>
            <dd>{instructions.sendTo}</dd>
          </>
        ) : null}
        {instructions.holder ? (
          <>
            <dt>{t('confirmation.transfer.holder')}</dt>
            <dd>{instructions.holder}</dd>
          </>
        ) : null}
        {instructions.iban ? (
          <>
            <dt>IBAN</dt>
            <dd>{instructions.iban}</dd>
            <dt>BIC</dt>
            <dd>{instructions.bic}</dd>
          </>
        ) : null}
        {instructions.reference ? (
          <>
            <dt>{t('confirmation.reference')}</dt>
            <dd>
              <strong>{instructions.reference}</strong>
            </dd>
          </>
        ) : null}
      </dl>
      {method === 'bank_transfer' ? <p>{t('confirmation.transfer.email')}</p> : null}
      <p>{t('confirmation.awaiting')}</p>
      {instructions.approvalUrl ? (
        <>
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          <Button
            pending={pending}
            onClick={async () => {
              setPending(true);
              setFailure(null);
              try {
                // The buyer approves at PayPal (simulated); the shop records the payment only for
                // PayPal's signed approval of this order and amount, which the browser cannot forge.
                const approval = await checkoutClient.approvePaypal(instructions.approvalUrl ?? '');
                await checkoutClient.capturePaypal(orderToken, approval);
                onPaid();
              } catch (error) {
                setFailure(checkoutMessage(error));
              } finally {
                setPending(false);
              }
            }}
          >
            {t('confirmation.paypal.pay')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
