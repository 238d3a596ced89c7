import { addressSchema } from '@gamelle/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { FormButtons } from '../FormButtons/FormButtons';
import { FormTitle } from '../FormTitle/FormTitle';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

/**
 * A delivery address form: the Form, its fields and its submit button. Sent, it waits 800 ms; with
 * `failWith="violations"` the server then answers a 422 whose violation lands under « Code postal ».
 */
function AddressForm({ failWith }: { failWith?: 'violations' }) {
  return (
    <Form
      schema={addressSchema()}
      form="address"
      label="Adresse de livraison"
      defaultValues={{ firstName: '', lastName: '', countryCode: 'FR', street: '', postcode: '', city: '' }}
      onSubmit={async () => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        if (failWith === 'violations')
          throw Object.assign(new Error('422'), {
            violations: [{ propertyPath: 'postcode', code: 'postcode_country', message: '' }],
          });
      }}
    >
      {({ register, errorOf, pending }) => (
        <>
          <FormTitle subtitle="Étape 2 sur 5">Adresse de livraison</FormTitle>
          <TextField label="Prénom" autoComplete="given-name" {...register('firstName')} error={errorOf('firstName')} />
          <TextField label="Nom" autoComplete="family-name" {...register('lastName')} error={errorOf('lastName')} />
          <TextField label="Adresse" autoComplete="address-line1" {...register('street')} error={errorOf('street')} />
          <TextField
            label="Code postal"
            autoComplete="postal-code"
            {...register('postcode')}
            error={errorOf('postcode')}
          />
          <TextField label="Ville" autoComplete="address-level2" {...register('city')} error={errorOf('city')} />
          <FormButtons>
            <Button type="submit" pending={pending}>
              {pending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
          </FormButtons>
        </>
      )}
    </Form>
  );
}

// The docs page documents `Form` itself (its JSDoc and props); each story renders a whole address form.
const meta: Meta<typeof Form> = { title: 'Champs/Form', component: Form, render: () => <AddressForm /> };
export default meta;
type Story = StoryObj<typeof Form>;

export const Address: Story = {};
export const ServerViolations: Story = { render: () => <AddressForm failWith="violations" /> };
