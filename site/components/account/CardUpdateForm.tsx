import { ApiError, type CustomerSubscription } from '@gamelle/api-client';
import { Button, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { z } from 'zod';
import { checkoutClient } from '../../lib/checkout-api';
import { t } from '../../lib/i18n';
import { subscriptionClient } from '../../lib/subscription-api';

const EXPIRY = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/;

const cardSchema = z
  .object({ cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() })
  .superRefine((values, ctx) => {
    if (!/^[0-9]{12,19}$/.test(values.cardNumber.replace(/[\s-]/g, ''))) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Ce numéro de carte n’est pas valide.' });
    }
    if (!EXPIRY.test(values.cardExpiry)) {
      ctx.addIssue({ code: 'custom', path: ['cardExpiry'], message: 'Indiquez la date d’expiration au format MM/AA.' });
    }
    if (!/^[0-9]{3,4}$/.test(values.cardCvc.trim())) {
      ctx.addIssue({ code: 'custom', path: ['cardCvc'], message: 'Le cryptogramme compte 3 ou 4 chiffres.' });
    }
  });

/** The gateway's field names under the form's. */
const CARD_FIELDS: Record<string, string> = {
  number: 'cardNumber',
  expiryMonth: 'cardExpiry',
  expiryYear: 'cardExpiry',
  cvc: 'cardCvc',
};

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
  return (
    <Form
      schema={cardSchema}
      form="card"
      label={t('account.subscriptions.cardForm')}
      defaultValues={{ cardNumber: '', cardExpiry: '', cardCvc: '' }}
      onSubmit={async (values) => {
        const [, month = '', year = ''] = EXPIRY.exec(values.cardExpiry) ?? [];
        try {
          const card = await checkoutClient.tokenizeCard({
            number: values.cardNumber.replace(/[\s-]/g, ''),
            expiryMonth: Number(month),
            expiryYear: year.length === 2 ? 2000 + Number(year) : Number(year),
            cvc: values.cardCvc.trim(),
          });
          await onUpdated(await subscriptionClient.updateCard(subscription.code, card.token));
        } catch (error) {
          if (error instanceof ApiError && error.violations.length > 0) {
            throw {
              violations: error.violations.map((violation) =>
                violation.propertyPath === 'paymentToken'
                  ? {
                      ...violation,
                      propertyPath: 'cardNumber',
                      message: /^\d+$/.test(violation.code)
                        ? t('account.subscriptions.bankAnswer', { message: violation.message, code: violation.code })
                        : violation.message,
                    }
                  : { ...violation, propertyPath: CARD_FIELDS[violation.propertyPath] ?? '' },
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
