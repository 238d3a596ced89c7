import type { PickupPoint, ShippingMethod } from '@gamelle/api-client';
import {
  type AddressOnOrder,
  type CheckoutOrder,
  FORM_MESSAGES_FR,
  isMobileNumber,
  isPhoneCountry,
  isPostcodeValidForCountry,
} from '@gamelle/domain';
import { Alert, Button, Choices, PhoneField, Price, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useState } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod';
import { checkoutClient } from '../../../lib/checkout-api';
import { t } from '../../../lib/i18n';
import 'virtual:gamelle-messages/checkout';
import { AddressForm } from './AddressForm';
import type { Act } from './Checkout';
import * as styles from './Checkout.css';
import { rethrowForForm } from './checkout-errors';

/** The address as it is printed on a parcel. */
export function PostalAddress({ address }: { address: AddressOnOrder }) {
  return (
    <address className={styles.address}>
      {address.firstName} {address.lastName}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.street}
      {address.street2 ? (
        <>
          <br />
          {address.street2}
        </>
      ) : null}
      <br />
      {address.postcode} {address.city} ({address.countryCode})
      {address.phoneNumber ? (
        <>
          <br />
          {address.phoneNumber}
        </>
      ) : null}
    </address>
  );
}

/**
 * Shipping (SPEC §2): the delivery address (the billing one unless the shopper gives another),
 * then the carrier — home delivery or a pickup point chosen near a postcode — with its cost.
 */
export function ShippingStep({ order, act }: { order: CheckoutOrder; act: Act }) {
  const [editing, setEditing] = useState(false);
  const shipping = order.shippingAddress ?? order.billingAddress;
  const billing = order.billingAddress;
  if (!shipping || !billing) return null;
  const token = order.tokenValue;

  return (
    <>
      <section aria-labelledby="adresse-livraison" className={styles.step}>
        <h3 id="adresse-livraison" className={styles.recapTitle}>
          {t('checkout.shipping.addressTitle')}
        </h3>
        {editing ? (
          <AddressForm
            kind="shipping"
            address={shipping}
            submitLabel={t('checkout.continue')}
            onSave={async (address) => {
              await act(
                () =>
                  checkoutClient.address(token, {
                    billingAddress: billing,
                    shippingAddress: address as AddressOnOrder,
                  }),
                { advance: false },
              );
              setEditing(false);
            }}
          />
        ) : (
          <div className={styles.row}>
            <PostalAddress address={shipping} />
            <Button tone="secondary" onClick={() => setEditing(true)}>
              {t('checkout.shipping.changeAddress')}
            </Button>
          </div>
        )}
      </section>
      {editing ? null : <CarrierForm order={order} shipping={shipping} billing={billing} act={act} />}
    </>
  );
}

const carrierSchema = (methods: readonly ShippingMethod[], country: string) =>
  z
    .object({
      shippingMethod: z.string().nullable(),
      pickupPoint: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      const method = methods.find((m) => m.code === values.shippingMethod);
      if (!method) {
        ctx.addIssue({ code: 'custom', path: ['shippingMethod'], message: t('checkout.shipping.carrierRequired') });
        return;
      }
      if (method.kind === 'pickup' && !values.pickupPoint) {
        ctx.addIssue({ code: 'custom', path: ['pickupPoint'], message: t('checkout.shipping.pickupRequired') });
      }
      const phoneCountry = isPhoneCountry(country) ? country : 'FR';
      if (method.mobileRequired && !(values.phoneNumber && isMobileNumber(values.phoneNumber, phoneCountry))) {
        // SPEC §5 "mobile required by the carrier".
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message: FORM_MESSAGES_FR['forms.address.phoneNumber.errors.mobile_invalid'],
        });
      }
    });

function CarrierForm({
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
  const token = order.tokenValue;
  const shipment = order.shipments[0];
  const { data: methods, error } = useSWR<ShippingMethod[], Error>(
    shipment ? ['carriers', token, shipment.id, shipping.countryCode, order.itemsTotal] : null,
    () => checkoutClient.shippingMethods(token, shipment?.id ?? 0),
    { revalidateOnFocus: false },
  );
  if (!shipment) return null;
  if (error) return <Alert tone="critical">{t('checkout.error')}</Alert>;
  if (!methods) return <p>{t('checkout.loading')}</p>;

  return (
    <Form
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

/** The pickup-point chooser: points near a postcode (the delivery address's by default), as radio buttons. */
function PickupChooser({
  country,
  initialPostcode,
  city,
  register,
  error,
  onResults,
}: {
  country: string;
  initialPostcode: string;
  city: string;
  register: UseFormRegisterReturn;
  error?: string;
  onResults: () => void;
}) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [query, setQuery] = useState(initialPostcode);
  const [searchError, setSearchError] = useState<string | undefined>();
  const { data: points, error: loadError } = useSWR<PickupPoint[], Error>(
    ['pickup-points', country, query],
    () =>
      checkoutClient.pickupPoints({
        countryCode: country,
        postcode: query,
        city: query === initialPostcode ? city : '',
      }),
    { revalidateOnFocus: false },
  );
  const search = () => {
    if (!isPostcodeValidForCountry(postcode, country)) {
      setSearchError(FORM_MESSAGES_FR['forms.address.postcode.errors.postcode_country']);
      return;
    }
    setSearchError(undefined);
    if (postcode.trim() !== query) {
      onResults();
      setQuery(postcode.trim());
    }
  };
  return (
    <section aria-labelledby="point-relais" className={styles.step}>
      <h3 id="point-relais" className={styles.recapTitle}>
        {t('checkout.shipping.pickupTitle')}
      </h3>
      <div className={styles.pickupSearch}>
        <TextField
          label={t('checkout.shipping.pickupPostcode')}
          inputMode="numeric"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter searches here, it does not send the carrier form.
              event.preventDefault();
              search();
            }
          }}
          error={searchError}
        />
        <Button tone="secondary" onClick={search}>
          {t('checkout.shipping.pickupFind')}
        </Button>
      </div>
      {loadError ? <Alert tone="critical">{t('checkout.error')}</Alert> : null}
      {points && points.length === 0 ? <p>{t('checkout.shipping.pickupNone')}</p> : null}
      {points && points.length > 0 ? (
        <Choices
          legend={t('checkout.shipping.pickupChoose')}
          options={points.map((point) => ({
            value: point.id,
            label: `${point.name}, ${point.street}, ${point.postcode} ${point.city}`,
            description: typeof point.openingHours === 'string' ? point.openingHours : undefined,
          }))}
          {...register}
          error={error}
        />
      ) : null}
    </section>
  );
}
