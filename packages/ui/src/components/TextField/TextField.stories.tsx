import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Champs/TextField',
  component: TextField,
  args: { label: 'Prénom', name: 'firstName' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Camille' } };
export const WithHelp: Story = {
  args: { label: 'Adresse e-mail', type: 'email', description: 'Pour suivre votre commande.' },
};
export const Invalid: Story = {
  args: {
    label: 'Code postal',
    defaultValue: '1000',
    error: 'Le format du code postal ne correspond pas au pays sélectionné.',
  },
};
export const NumberWithSuffix: Story = { args: { label: 'Poids', type: 'number', suffix: 'kg', defaultValue: '12' } };
export const Required: Story = { args: { label: 'Ville', required: true } };
export const Disabled: Story = { args: { label: 'Pays', defaultValue: 'France', disabled: true } };
