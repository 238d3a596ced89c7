import { ApiError, type NextOrder } from '@gamelle/api-client';
import { type Address, addressSchema, CARRIERS, carrierWords, isDeliveryCountry, shippingCost } from '@gamelle/domain';
import { Button, Choices, FormButtons, Price } from '@gamelle/ui';
import { Form, type FormRenderProps } from '@gamelle/ui/form';
import { useEffect, useId, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { AddressFields } from '../../../../../components/address/AddressFields';
import { carrierIssues } from '../../../../../components/address/carrier-rules';
import { PickupChooser } from '../../../../../components/address/PickupChooser';
import { subscriptionKeys } from '../../../../../hooks/use-subscriptions';
import { subscriptionClient } from '../../../../../lib/api/subscription-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';

/** The address of SPEC §5, and the carrier by the checkout's rules (`carrierIssues`). */
const deliverySchema = addressSchema()
  .and(z.object({ shippingMethod: z.string().nullable(), pickupPoint: z.string().nullable() }))
  .superRefine((values, ctx) => carrierIssues(values, CARRIERS, values.countryCode, ctx));

type Delivery = z.infer<typeof deliverySchema>;
type AddressFormParts = Pick<FormRenderProps<Address>, 'register' | 'errorOf' | 'control'>;

/** The form's first values: the next order's delivery as it is. */
function currentDelivery(next: NextOrder): Record<string, unknown> {
  const address = next.shippingAddress ?? {};
  const point = next.pickupPoint && typeof next.pickupPoint.id === 'string' ? next.pickupPoint.id : null;
  return {
    countryCode: 'FR',
    ...address,
    shippingMethod: next.shippingMethod?.code ?? null,
    pickupPoint: point,
  };
}

/**
 * The delivery of the next order and every one after it (SPEC §2 « update … shipping », §8 « choose
 * another pickup point or carrier »): the checkout's address fields and carriers, with the cost of
 * each for this order. Opened, it takes the focus on its title; the server's refusals show under
 * their fields, the typed values kept.
 */
export function DeliveryForm({
  code,
  next,
  onDone,
}: {
  code: string;
  next: NextOrder;
  onDone: (saved: boolean) => void;
}) {
  const { t, locale } = useI18n();

  const { mutate } = useSWRConfig();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {t('account.subscriptions.deliveryForm')}
      </h3>
      <p>{t('account.subscriptions.deliveryHelp')}</p>
      <Form
        errorTitle
        schema={deliverySchema}
        form="address"
        label={t('account.subscriptions.deliveryForm')}
        defaultValues={currentDelivery(next) as never}
        onSubmit={async (values: Delivery) => {
          const { shippingMethod, pickupPoint, ...address } = values;
          const carrier = CARRIERS.find((c) => c.code === shippingMethod);
          try {
            await mutate(
              subscriptionKeys.nextOrder(code),
              subscriptionClient.changeShipping(code, {
                shippingAddress: address as Address,
                shippingMethod: shippingMethod ?? '',
                pickupPoint: carrier?.kind === 'pickup' ? pickupPoint : null,
              }),
              { populateCache: true, revalidate: false },
            );
          } catch (error) {
            if (error instanceof ApiError && error.violations.length > 0) {
              // The server names the address's fields under `shippingAddress.`; the form has them bare.
              throw {
                violations: error.violations.map((v) => ({
                  ...v,
                  propertyPath: v.propertyPath.replace(/^shippingAddress\./, ''),
                })),
              };
            }
            throw error;
          }
          onDone(true);
        }}
      >
        {({ register, errorOf, pending, control, watch, setValue }) => {
          const country = String(watch('countryCode') ?? 'FR').toUpperCase();
          const chosen = CARRIERS.find((c) => c.code === watch('shippingMethod'));
          return (
            <>
              <AddressFields
                // The address's fields are a part of this form's values (Address & the carrier).
                {...({ register, errorOf, control } as unknown as AddressFormParts)}
                section="shipping"
              />
              <Choices
                legend={t('checkout.shipping.carrier')}
                options={CARRIERS.map((carrier) => {
                  const price = isDeliveryCountry(country) ? shippingCost(carrier, country, next.itemsTotal) : null;
                  return {
                    value: carrier.code,
                    label: (
                      <>
                        {carrierWords(carrier, locale).name}
                        {price === null ? null : (
                          <> — {price === 0 ? t('checkout.shipping.free') : <Price cents={price} />}</>
                        )}
                      </>
                    ),
                    description: carrierWords(carrier, locale).delay,
                  };
                })}
                {...register('shippingMethod')}
                error={errorOf('shippingMethod')}
              />
              {chosen?.kind === 'pickup' ? (
                <PickupChooser
                  country={isDeliveryCountry(country) ? country : 'FR'}
                  initialPostcode={String(watch('postcode') ?? '')}
                  city={String(watch('city') ?? '')}
                  register={register('pickupPoint')}
                  error={errorOf('pickupPoint')}
                  onResults={() => setValue('pickupPoint', null)}
                />
              ) : null}
              <FormButtons>
                <Button tone="secondary" onClick={() => onDone(false)}>
                  {t('account.subscriptions.cancel')}
                </Button>
                <Button type="submit" pending={pending}>
                  {t('account.subscriptions.deliverySave')}
                </Button>
              </FormButtons>
            </>
          );
        }}
      </Form>
    </section>
  );
}
