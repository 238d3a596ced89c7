import { type Address, type AddressOnOrder, addressSchema } from '@gamelle/domain';
import { Button } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import type { ReactNode } from 'react';
import { AddressFields } from '../../../components/address/AddressFields';
import { useI18n } from '../../../lib/i18n/i18n-context';

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
  const { t } = useI18n();

  const section = kind === 'billing' ? 'billing' : 'shipping';
  const prefix = `${section}Address.`;
  return (
    <Form
      errorTitle
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
          <AddressFields
            register={register}
            errorOf={errorOf}
            control={control}
            section={section}
            instructions={kind === 'shipping'}
          />
          {extra}
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    </Form>
  );
}
