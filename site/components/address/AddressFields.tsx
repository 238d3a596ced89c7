import { type Address, SHIPPING_COUNTRIES } from '@gamelle/domain';
import { Choices, PhoneField, TextField } from '@gamelle/ui';
import type { FormRenderProps } from '@gamelle/ui/form';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useI18n } from '../../lib/i18n/i18n-context';

export interface AddressFieldsProps extends Pick<FormRenderProps<Address>, 'register' | 'errorOf' | 'control'> {
  /** The autofill section (`section-billing given-name`…), so that two addresses of one page never mix. */
  section: string;
  /** Shows the delivery instructions (a shipping address's field). */
  instructions?: boolean;
  /** Fields shown after the country (the address book's province). */
  afterCountry?: ReactNode;
  /** Fields shown after the phone number (the address book's second number). */
  afterPhone?: ReactNode;
}

/**
 * The fields of an address (SPEC §3), shared by the checkout and the account's address book, inside
 * a kit `Form` with `addressSchema()` (SPEC §5 rules and messages): names, company, street and its
 * line 2, postcode, city, country (SPEC §1 shipping countries) and the phone field of the kit, whose
 * country follows the address's until the shopper changes it (a Belgian address's « 0470 12 34 56 »
 * is +32470123456).
 */
export function AddressFields({
  register,
  errorOf,
  control,
  section,
  instructions = false,
  afterCountry,
  afterPhone,
}: AddressFieldsProps) {
  const { t } = useI18n();
  // The phone's country follows the address's until the shopper picks another (PhoneField).
  const countryCode = useWatch({ control, name: 'countryCode' });

  return (
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
        // RGAA 11.11: the format expected beside the field, so that « Le format du code postal ne
        // correspond pas au pays sélectionné » (SPEC §5) comes with how to correct it.
        description={t('checkout.address.postcodeHelp')}
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
      {afterCountry}
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
            followCountry={countryCode}
            error={errorOf('phoneNumber')}
          />
        )}
      />
      {afterPhone}
      {instructions ? (
        <TextField
          label={t('checkout.address.instructions')}
          {...register('deliveryInstructions')}
          error={errorOf('deliveryInstructions')}
        />
      ) : null}
    </>
  );
}
