import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Champs/Checkbox',
  component: Checkbox,
  args: { label: 'J’accepte les conditions générales de vente' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Invalid: Story = {
  args: { error: 'Vous devez accepter les conditions générales de vente avant de payer.' },
};
export const WithHelp: Story = {
  args: { label: 'Recevoir la lettre d’information', description: 'Une fois par mois, désinscription en un clic.' },
};
