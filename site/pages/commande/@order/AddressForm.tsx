import type { BookAddress } from '@gamelle/api-client';
import {
  ADDRESS_BOOK_MAX,
  type Address,
  type AddressOnOrder,
  addressBookPlace,
  addressSchema,
  type BookAddressFields,
} from '@gamelle/domain';
import { Alert, Button, Checkbox } from '@gamelle/ui';
import { Form, type FormRenderProps } from '@gamelle/ui/form';
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
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

/** The form's values as the book's rules read them (fields still empty count as empty). */
const bookFields = (values: Partial<Address>): BookAddressFields => ({
  firstName: values.firstName ?? '',
  lastName: values.lastName ?? '',
  company: values.company ?? null,
  street: values.street ?? '',
  street2: values.street2 ?? null,
  postcode: values.postcode ?? '',
  city: values.city ?? '',
  countryCode: values.countryCode ?? '',
  phoneNumber: values.phoneNumber ?? null,
});

/**
 * Where the address stands with the shopper's book (« Mes adresses »), while the book is still
 * unknown a new address: the box is offered for it, and the server decides in the end.
 */
const placeInBook = (book: readonly BookAddress[] | undefined, values: Partial<Address>) =>
  addressBookPlace(book ?? [], bookFields(values));

/**
 * An address of the checkout (SPEC §3 fields, §5 rules and messages): validated whole on submit,
 * and the server's violations (`billingAddress.postcode`…) shown under the same fields. A new
 * address comes with the box « Enregistrer cette adresse dans mon carnet d’adresses », checked by
 * default; an address of the book has none (it is not saved twice), and a full book says so.
 */
export function AddressForm({
  kind,
  address,
  names,
  book,
  onSave,
  submitLabel,
  extra,
}: {
  kind: 'billing' | 'shipping';
  address: AddressOnOrder | null | undefined;
  names?: { firstName: string; lastName: string };
  /** The shopper's address book (undefined while it loads). */
  book: readonly BookAddress[] | undefined;
  /**
   * Sends the address, and whether the shopper asked to keep it in their book; the violations of
   * its path are shown under its fields.
   */
  onSave: (address: Address, options: { saveToBook: boolean }) => Promise<unknown>;
  submitLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const [saveToBook, setSaveToBook] = useState(true);

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
          await onSave(values, { saveToBook: saveToBook && placeInBook(book, values) === 'new' });
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
          <SaveToBook control={control} book={book} checked={saveToBook} onCheckedChange={setSaveToBook} />
          {extra}
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    </Form>
  );
}

/** The box that keeps a new address in the book, or what the book says about this one. */
function SaveToBook({
  control,
  book,
  checked,
  onCheckedChange,
}: {
  control: FormRenderProps<Address>['control'];
  book: readonly BookAddress[] | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  const values = useWatch({ control }) as Partial<Address>;
  const place = placeInBook(book, values);
  if (place === 'known') return <p>{t('checkout.address.inBook')}</p>;
  if (place === 'full') return <Alert>{t('checkout.address.bookFull', { max: ADDRESS_BOOK_MAX })}</Alert>;
  return (
    <Checkbox
      label={t('checkout.address.saveToBook')}
      description={t('checkout.address.saveToBookHelp')}
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
