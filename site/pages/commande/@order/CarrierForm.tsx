import type { ShippingMethod } from '@gamelle/api-client';
import type { AddressOnOrder, CheckoutOrder } from '@gamelle/domain';
import { Alert, Button, Choices, PhoneField, Price } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { Controller } from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod';
import { carrierIssues } from '../../../components/address/carrier-rules';
import { PickupChooser } from '../../../components/address/PickupChooser';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { CarrierFormLoading } from './CheckoutLoading';
import { rethrowForForm } from './checkout-errors';
import type { Act } from './checkout-shared';

const carrierSchema = (methods: readonly ShippingMethod[], country: string) =>
  z
    .object({
      shippingMethod: z.string().nullable(),
      pickupPoint: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .superRefine((values, ctx) => carrierIssues(values, methods, country, ctx));

/**
 * The carrier (SPEC §2): home delivery or a pickup point, with its cost; the mobile number when the
 * carrier needs one.
 */
export function CarrierForm({
  order,
  shipping,
  billing,
  act,
}: {
  order: CheckoutOrder;
  shipping: AddressOnOrder;
  billing: AddressOnOrder;
  act: Act;
}) {
  const { t } = useI18n();

  const token = order.tokenValue;
  const shipment = order.shipments[0];
  const { data: methods, error } = useSWR<ShippingMethod[], Error>(
    shipment ? ['carriers', token, shipment.id, shipping.countryCode, order.itemsTotal] : null,
    () => checkoutClient.shippingMethods(token, shipment?.id ?? 0),
    { revalidateOnFocus: false },
  );
  if (!shipment) return null;
  if (error) return <Alert tone="critical">{t('checkout.error')}</Alert>;
  if (!methods) return <CarrierFormLoading label={t('checkout.loading')} />;

  return (
    <Form
      errorTitle
      schema={carrierSchema(methods, shipping.countryCode)}
      form="shipping"
      label={t('checkout.shipping.carrierForm')}
      defaultValues={{
        shippingMethod: shipment.method?.code ?? null,
        pickupPoint: shipment.pickupPoint?.id ?? null,
        phoneNumber: shipping.phoneNumber ?? '',
      }}
      onSubmit={async ({ shippingMethod, pickupPoint, phoneNumber }) => {
        const method = methods.find((m) => m.code === shippingMethod);
        if (!method) return;
        try {
          if (method.mobileRequired && phoneNumber && phoneNumber !== shipping.phoneNumber) {
            // The carrier texts the mobile of the delivery address: it is kept there.
            await act(
              () =>
                checkoutClient.address(token, {
                  billingAddress: billing,
                  shippingAddress: { ...shipping, phoneNumber },
                }),
              { advance: false },
            );
          }
          await act(() =>
            checkoutClient.selectShipping(
              token,
              shipment.id,
              method.code,
              method.kind === 'pickup' ? pickupPoint : null,
            ),
          );
        } catch (failure) {
          rethrowForForm(failure, 'shippingAddress.');
        }
      }}
    >
      {({ register, errorOf, pending, control, watch, setValue }) => {
        const chosen = methods.find((m) => m.code === watch('shippingMethod'));
        return (
          <>
            <Choices
              legend={t('checkout.shipping.carrier')}
              options={methods.map((method) => ({
                value: method.code,
                label: (
                  <>
                    {method.name} — {method.price === 0 ? t('checkout.shipping.free') : <Price cents={method.price} />}
                  </>
                ),
                description: method.delay,
              }))}
              {...register('shippingMethod')}
              error={errorOf('shippingMethod')}
            />
            {chosen?.kind === 'pickup' ? (
              <PickupChooser
                country={shipping.countryCode}
                initialPostcode={shipping.postcode}
                city={shipping.city}
                register={register('pickupPoint')}
                error={errorOf('pickupPoint')}
                onResults={() => setValue('pickupPoint', null)}
              />
            ) : null}
            {chosen?.mobileRequired ? (
              <Controller
                name="phoneNumber"
                control={control}
                render={({ field }) => (
                  <PhoneField
                    label={t('checkout.address.phone')}
                    description={t('checkout.shipping.mobileNeeded')}
                    required
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    followCountry={shipping.countryCode}
                    error={errorOf('phoneNumber')}
                  />
                )}
              />
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
