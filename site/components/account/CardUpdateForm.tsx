import { ApiError, type CustomerSubscription } from '@gamelle/api-client';
import { Button, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { z } from 'zod';
import { checkoutClient } from '../../lib/api/checkout-api';
import { subscriptionClient } from '../../lib/api/subscription-api';
import { cardDetailsOf, checkCardEntry, onCardFields } from '../../lib/cart/card-entry';
import { useI18n } from '../../lib/i18n/i18n-context';

const cardSchema = z
  .object({ cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() })
  .superRefine(checkCardEntry);

/**
 * The card of a subscription's next orders (SPEC §2 « update payment »): the number goes to the
 * card gateway, which answers a token; the shop keeps only the token. A card the bank refuses is
 * not kept: « Information bancaire : {message} ({code}) » (SPEC §8) under the number.
 */
export function CardUpdateForm({
  subscription,
  onUpdated,
}: {
  subscription: CustomerSubscription;
  onUpdated: (subscription: CustomerSubscription) => void | Promise<void>;
}) {
  const { t } = useI18n();

  return (
    <Form
      errorTitle
      schema={cardSchema}
      form="card"
      label={t('account.subscriptions.cardForm')}
      defaultValues={{ cardNumber: '', cardExpiry: '', cardCvc: '' }}
      onSubmit={async (values) => {
        try {
          const card = await checkoutClient.tokenizeCard(cardDetailsOf(values));
          await onUpdated(await subscriptionClient.updateCard(subscription.code, card.token));
        } catch (error) {
          if (error instanceof ApiError && error.violations.length > 0) {
            throw {
              // The bank's refusal of the card (`paymentToken`, a numeric code) reads as SPEC §8 says.
              violations: onCardFields(error.violations).map((violation) =>
                /^\d+$/.test(violation.code)
                  ? {
                      ...violation,
                      message: t('account.subscriptions.bankAnswer', {
                        message: violation.message,
                        code: violation.code,
                      }),
                    }
                  : violation,
              ),
            };
          }
          throw error;
        }
      }}
    >
      {({ register, errorOf, pending }) => (
        <>
          <p>{t('account.subscriptions.cardSafe')}</p>
          <TextField
            label={t('account.subscriptions.cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            required
            {...register('cardNumber')}
            error={errorOf('cardNumber')}
          />
          <TextField
            label={t('account.subscriptions.cardExpiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/AA"
            required
            {...register('cardExpiry')}
            error={errorOf('cardExpiry')}
          />
          <TextField
            label={t('account.subscriptions.cardCvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            {...register('cardCvc')}
            error={errorOf('cardCvc')}
          />
          <Button type="submit" pending={pending}>
            {t('account.subscriptions.cardSave')}
          </Button>
        </>
      )}
    </Form>
  );
}
