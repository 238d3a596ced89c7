import { ApiError, type CardToken } from '@gamelle/api-client';
import { type CheckoutOrder, isDelayedPayment, PAYMENT_METHODS, type PaymentMethod } from '@gamelle/domain';
import { Button, Choices, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { z } from 'zod';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { cardDetailsOf, checkCardEntry, onCardFields } from '../../../lib/cart/card-entry';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as styles from './Checkout.css';
import { checkoutFailure } from './checkout-errors';
import type { Act } from './checkout-shared';
import { methodLabel } from './checkout-shared';

const isCard = (method: string | null | undefined) => method === 'visa' || method === 'mastercard';

/** The payment form (SPEC §9 methods): a card's details are checked here, then by the gateway. */
const paymentSchema = z
  .object({
    paymentMethod: z.string().nullable(),
    cardNumber: z.string(),
    cardExpiry: z.string(),
    cardCvc: z.string(),
    cardHolder: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!PAYMENT_METHODS.includes(values.paymentMethod as PaymentMethod)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'Choisissez un moyen de paiement.' });
      return;
    }
    if (isCard(values.paymentMethod)) checkCardEntry(values, ctx);
  });

/**
 * Payment (SPEC §2, §9): Visa, Mastercard, PayPal, cheque or bank transfer. A card is turned into
 * the gateway's token here — the shop never receives its number — and kept in memory for the
 * summary, where the shopper accepts the terms of sale and pays.
 */
export function PaymentStep({
  order,
  card,
  onCard,
  act,
}: {
  order: CheckoutOrder;
  card: CardToken | null;
  onCard: (card: CardToken | null) => void;
  act: Act;
}) {
  const { locale, t } = useI18n();

  const payment = order.payments[0];
  if (!payment) return null;
  const chosen = payment.method?.code ?? null;
  return (
    <Form
      errorTitle
      schema={paymentSchema}
      form="payment"
      label={t('checkout.payment.form')}
      defaultValues={{
        paymentMethod: chosen && (!isCard(chosen) || card) ? chosen : null,
        cardNumber: '',
        cardExpiry: '',
        cardCvc: '',
        cardHolder: '',
      }}
      onSubmit={async (values) => {
        const method = values.paymentMethod as PaymentMethod;
        let token: CardToken | null = null;
        if (isCard(method)) {
          try {
            token = await checkoutClient.tokenizeCard(cardDetailsOf(values));
          } catch (error) {
            if (error instanceof ApiError && error.violations.length > 0) {
              throw { violations: onCardFields(error.violations) };
            }
            throw checkoutFailure(error);
          }
          if (token.brand !== method) {
            throw {
              violations: [
                {
                  propertyPath: 'cardNumber',
                  code: 'brand_mismatch',
                  message: `Cette carte n’est pas une carte ${method === 'visa' ? 'Visa' : 'Mastercard'}.`,
                },
              ],
            };
          }
        }
        try {
          await act(() => checkoutClient.selectPayment(order.tokenValue, payment.id, method));
        } catch (error) {
          throw checkoutFailure(error);
        }
        onCard(token);
      }}
    >
      {({ register, errorOf, pending, watch }) => {
        const method = watch('paymentMethod');
        return (
          <>
            <Choices
              legend={t('checkout.payment.method')}
              options={PAYMENT_METHODS.map((code) => ({
                value: code,
                label: methodLabel(code, locale),
                description: isDelayedPayment(code) ? t('checkout.payment.delayed') : undefined,
              }))}
              {...register('paymentMethod')}
              error={errorOf('paymentMethod')}
            />
            {isCard(method) ? (
              <fieldset className={styles.recapBlock}>
                <legend>{t('checkout.payment.card')}</legend>
                <p className={styles.muted}>{t('checkout.payment.cardSafe')}</p>
                <TextField
                  label={t('checkout.payment.cardNumber')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  required
                  {...register('cardNumber')}
                  error={errorOf('cardNumber')}
                />
                <div className={styles.row}>
                  <TextField
                    label={t('checkout.payment.cardExpiry')}
                    autoComplete="cc-exp"
                    inputMode="numeric"
                    placeholder="MM/AA"
                    required
                    {...register('cardExpiry')}
                    error={errorOf('cardExpiry')}
                  />
                  <TextField
                    label={t('checkout.payment.cardCvc')}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    required
                    {...register('cardCvc')}
                    error={errorOf('cardCvc')}
                  />
                </div>
                <TextField
                  label={t('checkout.payment.cardHolder')}
                  autoComplete="cc-name"
                  {...register('cardHolder')}
                  error={errorOf('cardHolder')}
                />
              </fieldset>
            ) : null}
            <Button type="submit" pending={pending}>
              {t('checkout.continue')}
            </Button>
          </>
        );
      }}
    </Form>
  );
}
