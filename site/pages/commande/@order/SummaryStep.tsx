import { ApiError, type CardToken } from '@gamelle/api-client';
import { type CheckoutOrder, formatPrice, href } from '@gamelle/domain';
import { Alert, Button, Checkbox } from '@gamelle/ui';
import { Form, FormSubmitError } from '@gamelle/ui/form';
import { useState } from 'react';
import { z } from 'zod';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { showCart } from '../../../lib/cart/cart';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { rememberProfile } from '../../../lib/session/session';
import { readStored, writeStored } from '../../../lib/session/session-storage';
import * as styles from './Checkout.css';
import { checkoutFailure } from './checkout-errors';
import type { Act } from './checkout-shared';
import { methodLabel } from './checkout-shared';
import { PostalAddress } from './PostalAddress';

const termsSchema = z.object({
  termsAccepted: z
    .boolean()
    // SPEC §5 "Terms of sale accepted before paying".
    .refine((accepted) => accepted, 'Vous devez accepter les conditions générales de vente avant de payer.'),
});

/** One key per order and attempt to pay, kept for the tab: a repeated click or a reload never pays twice. */
function idempotencyKey(token: string): string {
  const name = `gamelle.checkout.${token}`;
  try {
    const kept = window.sessionStorage.getItem(name);
    if (kept) return kept;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(name, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

function forgetKey(token: string): void {
  try {
    window.sessionStorage.removeItem(`gamelle.checkout.${token}`);
  } catch {
    // Nothing kept.
  }
}

const BANK_CODE = /^\d{2}$/;

/**
 * Summary (SPEC §2): what is ordered, where it goes, how it is paid; the terms of sale accepted,
 * then one click places the order — never twice (pending flag and Idempotency-Key) — and opens
 * the confirmation. A refused card shows « Information bancaire : {message} ({code}) » (SPEC §8).
 */
export function SummaryStep({
  order,
  card,
  act,
  onChangePayment,
}: {
  order: CheckoutOrder;
  card: CardToken | null;
  act: Act;
  onChangePayment: () => void;
}) {
  const { locale, localHref, t, tRich } = useI18n();

  const [placed, setPlaced] = useState(false);
  const shipment = order.shipments[0];
  const method = order.payments[0]?.method?.code ?? null;
  const needsCard = method === 'visa' || method === 'mastercard';
  const token = order.tokenValue;
  const amount = formatPrice(order.total);

  return (
    <>
      <div className={styles.recap}>
        <section aria-labelledby="recap-facturation" className={styles.recapBlock}>
          <h3 id="recap-facturation" className={styles.recapTitle}>
            {t('checkout.summary.billing')}
          </h3>
          {order.billingAddress ? <PostalAddress address={order.billingAddress} /> : null}
        </section>
        <section aria-labelledby="recap-livraison" className={styles.recapBlock}>
          <h3 id="recap-livraison" className={styles.recapTitle}>
            {t('checkout.summary.delivery')}
          </h3>
          <p className={styles.muted}>{shipment?.method?.name}</p>
          {shipment?.pickupPoint ? (
            <p>
              {shipment.pickupPoint.name}, {shipment.pickupPoint.street}, {shipment.pickupPoint.postcode}{' '}
              {shipment.pickupPoint.city}
            </p>
          ) : order.shippingAddress ? (
            <PostalAddress address={order.shippingAddress} />
          ) : null}
        </section>
        <section aria-labelledby="recap-paiement" className={styles.recapBlock}>
          <h3 id="recap-paiement" className={styles.recapTitle}>
            {t('checkout.summary.payment')}
          </h3>
          <p>{method ? methodLabel(method, locale) : null}</p>
          {card ? (
            <p className={styles.muted}>{t('checkout.payment.cardChosen', { brand: card.brand, last4: card.last4 })}</p>
          ) : null}
          {method && !needsCard ? <p className={styles.muted}>{t('checkout.payment.delayed')}</p> : null}
          <Button tone="secondary" size="small" onClick={onChangePayment}>
            {t('checkout.edit')}
          </Button>
        </section>
      </div>
      {needsCard && !card ? (
        <Alert tone="caution">
          {t('checkout.summary.cardAgain')}{' '}
          <Button tone="secondary" size="small" onClick={onChangePayment}>
            {t('checkout.edit')}
          </Button>
        </Alert>
      ) : (
        <Form
          errorTitle
          schema={termsSchema}
          form="checkout"
          label={t('checkout.step.summary')}
          defaultValues={{ termsAccepted: false }}
          onSubmit={async () => {
            try {
              await act(
                () =>
                  checkoutClient.complete(
                    token,
                    {
                      termsAccepted: true,
                      // At the total shown, or not at all (a price moved meanwhile: shown first).
                      expectedTotal: order.total,
                      ...(needsCard && card ? { paymentToken: card.token } : {}),
                    },
                    idempotencyKey(token),
                  ),
                { advance: false },
              );
            } catch (error) {
              const refusal =
                error instanceof ApiError ? error.violations.find((v) => v.propertyPath === 'paymentToken') : null;
              if (refusal && BANK_CODE.test(refusal.code)) {
                throw new FormSubmitError(t('checkout.summary.bank', { message: refusal.message, code: refusal.code }));
              }
              // A price changed since the add: the server wrote the new one; the recap and the
              // button show the new total before the shopper confirms again.
              if (error instanceof ApiError && error.violations.some((v) => v.code === 'price_changed')) {
                await act(() => checkoutClient.get(token), { advance: false }).catch(() => undefined);
              }
              throw checkoutFailure(error);
            }
            setPlaced(true);
            forgetKey(token);
            // The cart became an order: the browser forgets it (SPEC §4).
            if (readStored('cartToken') === token) writeStored('cartToken', null);
            showCart(null);
            // A subscription may have begun, and the customer is no longer new: the next page reads them again.
            rememberProfile(null);
            window.location.assign(localHref(href.checkoutConfirmation({ order: token })));
          }}
        >
          {({ register, errorOf, pending }) => (
            <>
              <Checkbox
                label={tRich('checkout.summary.terms', {
                  cgv: (chunks) => (
                    <a
                      href={localHref(href.contentPage({ page: 'conditions-generales-de-vente' }))}
                      target="_blank"
                      rel="noopener"
                    >
                      {chunks}
                    </a>
                  ),
                })}
                {...register('termsAccepted')}
                error={errorOf('termsAccepted')}
              />
              <Button type="submit" pending={pending || placed}>
                {needsCard ? t('checkout.summary.pay', { amount }) : t('checkout.summary.order', { amount })}
              </Button>
              {pending ? <p role="status">{t('checkout.summary.paying')}</p> : null}
            </>
          )}
        </Form>
      )}
    </>
  );
}
