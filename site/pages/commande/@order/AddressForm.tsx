import { type Address, type AddressOnOrder, addressSchema, SHIPPING_COUNTRIES } from '@gamelle/domain';
import { Button, Choices, PhoneField, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { rethrowForForm } from './checkout-errors';

const schema = addressSchema();

/** The fields of an address the form edits, from the order's or empty. */
function initialValues(address: AddressOnOrder | null | undefined, names?: { firstName: string; lastName: string }) {
  return {
    firstName: address?.firstName ?? names?.firstName ?? '',
    lastName: address?.lastName ?? names?.lastName ?? '',
    company: address?.company ?? '',
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? 'FR',
    phoneNumber: address?.phoneNumber ?? '',
    deliveryInstructions: address?.deliveryInstructions ?? '',
  };
}

/**
 * An address of the checkout (SPEC §3 fields, §5 rules and messages): validated whole on submit,
 * and the server's violations (`billingAddress.postcode`…) shown under the same fields.
 */
export function AddressForm({
  kind,
  address,
  names,
  onSave,
  submitLabel,
  extra,
}: {
  kind: 'billing' | 'shipping';
  address: AddressOnOrder | null | undefined;
  names?: { firstName: string; lastName: string };
  /** Sends the address; the violations of its path are shown under its fields. */
  onSave: (address: Address) => Promise<unknown>;
  submitLabel: string;
  extra?: ReactNode;
}) {
  const section = kind === 'billing' ? 'billing' : 'shipping';
  const prefix = `${section}Address.`;
  return (
    <Form
      schema={schema}
      form="address"
      label={t(kind === 'billing' ? 'checkout.address.form' : 'checkout.address.shippingForm')}
      defaultValues={initialValues(address, names) as never}
      onSubmit={async (values) => {
        try {
          await onSave(values);
        } catch (error) {
          // The server names the fields under the address's own path: shown under this form's fields.
          rethrowForForm(error, prefix);
        }
      }}
    >
      {({ register, errorOf, pending, control }) => (
        <>
          <TextField
            label={t('checkout.address.firstName')}
            autoComplete={`section-${section} given-name`}
            required
            {...register('firstName')}
            error={errorOf('firstName')}
          />
          <TextField
            label={t('checkout.address.lastName')}
            autoComplete={`section-${section} family-name`}
            required
            {...register('lastName')}
            error={errorOf('lastName')}
          />
          <TextField
            label={t('checkout.address.company')}
            autoComplete={`section-${section} organization`}
            {...register('company')}
            error={errorOf('company')}
          />
          <TextField
            label={t('checkout.address.street')}
            description={t('checkout.address.streetHelp')}
            autoComplete={`section-${section} address-line1`}
            required
            maxLength={38}
            {...register('street')}
            error={errorOf('street')}
          />
          <TextField
            label={t('checkout.address.street2')}
            autoComplete={`section-${section} address-line2`}
            maxLength={38}
            {...register('street2')}
            error={errorOf('street2')}
          />
          <TextField
            label={t('checkout.address.postcode')}
            autoComplete={`section-${section} postal-code`}
            inputMode="numeric"
            required
            {...register('postcode')}
            error={errorOf('postcode')}
          />
          <TextField
            label={t('checkout.address.city')}
            autoComplete={`section-${section} address-level2`}
            required
            {...register('city')}
            error={errorOf('city')}
          />
          <Choices
            legend={t('checkout.address.country')}
            options={SHIPPING_COUNTRIES.map((code) => ({ value: code, label: t(`checkout.country.${code}`) }))}
            {...register('countryCode')}
            error={errorOf('countryCode')}
          />
          <Controller
            name="phoneNumber"
            control={control}
            render={({ field }) => (
              <PhoneField
                label={t('checkout.address.phone')}
                description={t('checkout.address.phoneHelp')}
                name={field.name}
                value={(field.value as string | null) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('phoneNumber')}
              />
            )}
          />
          {kind === 'shipping' ? (
            <TextField
              label={t('checkout.address.instructions')}
              {...register('deliveryInstructions')}
              error={errorOf('deliveryInstructions')}
            />
          ) : null}
          {extra}
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    </Form>
  );
}
