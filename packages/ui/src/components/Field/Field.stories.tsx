import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldIds } from './Field';
import * as styles from './Field.css';

/** The render function a story gives the field: an input wired to its ids, as the kit's fields do. */
function input(attributes: InputHTMLAttributes<HTMLInputElement> = {}) {
  return ({ id, describedBy, invalid }: FieldIds) => (
    <input
      {...attributes}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={styles.input}
    />
  );
}

const meta = {
  title: 'Champs/Field',
  component: Field,
  args: { label: 'Prénom', children: input({ name: 'firstName' }) },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelp: Story = {
  args: {
    label: 'Adresse e-mail',
    description: 'Pour suivre votre commande.',
    children: input({ name: 'email', type: 'email' }),
  },
};
export const Invalid: Story = {
  args: {
    label: 'Code postal',
    description: '5 chiffres.',
    error: 'Le format du code postal ne correspond pas au pays sélectionné.',
    children: input({ name: 'postcode', defaultValue: '1000' }),
  },
};
export const Required: Story = {
  args: { label: 'Ville', required: true, children: input({ name: 'city', required: true }) },
};
/** Field has no `disabled` of its own: the control it wraps is disabled, its label and help stay. */
export const Disabled: Story = {
  args: {
    label: 'Pays',
    description: 'Nous livrons en France.',
    children: input({ name: 'country', defaultValue: 'France', disabled: true }),
  },
};
