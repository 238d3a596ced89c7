import type { BookAddress } from '@gamelle/api-client';
import { type Address, addressSchema } from '@gamelle/domain';
import { Button, FormButtons, PhoneField, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { AddressFields } from '../../../components/address/AddressFields';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { formValues, provinceShown } from './address-book';

const schema = addressSchema();

/**
 * The form of one address of the book (SPEC §3 every field, §5 rules and messages): the checkout's
 * fields plus the alias, the province where the country has one, a second phone number and the
 * delivery instructions. Opened, it takes the focus on its title; `onSave` rejects with the server's
 * violations to show them under their fields, the typed values kept.
 */
export function AddressEditor({
  address,
  onSave,
  onCancel,
}: {
  /** The address to edit, or none to add one. */
  address?: BookAddress;
  onSave: (values: Address) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useI18n();

  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const heading = address ? t('account.addresses.editTitle') : t('account.addresses.addTitle');
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {heading}
      </h3>
      <Form
        errorTitle
        schema={schema}
        form="address"
        label={heading}
        defaultValues={formValues(address) as never}
        onSubmit={onSave}
      >
        {({ register, errorOf, pending, control, watch }) => (
          <>
            <TextField
              label={t('account.addresses.alias')}
              description={t('account.addresses.aliasHelp')}
              {...register('alias')}
              error={errorOf('alias')}
            />
            <AddressFields
              register={register}
              errorOf={errorOf}
              control={control}
              section="address-book"
              instructions
              afterCountry={
                provinceShown(watch('countryCode') ?? '', address?.provinceName) ? (
                  <TextField
                    label={t('account.addresses.province')}
                    autoComplete="section-address-book address-level1"
                    {...register('provinceName')}
                    error={errorOf('provinceName')}
                  />
                ) : null
              }
              afterPhone={
                <Controller
                  name="phoneNumber2"
                  control={control}
                  render={({ field }) => (
                    <PhoneField
                      label={t('account.addresses.phone2')}
                      name={field.name}
                      value={(field.value as string | null) ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      followCountry={watch('countryCode') ?? undefined}
                      error={errorOf('phoneNumber2')}
                    />
                  )}
                />
              }
            />
            <FormButtons>
              <Button tone="secondary" onClick={onCancel}>
                {t('account.addresses.cancel')}
              </Button>
              <Button type="submit" pending={pending}>
                {t('account.addresses.save')}
              </Button>
            </FormButtons>
          </>
        )}
      </Form>
    </section>
  );
}
