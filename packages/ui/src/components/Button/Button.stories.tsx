import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_SIZES, BUTTON_TONES, Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Ajouter au panier', tone: 'primary', size: 'medium' },
  argTypes: {
    tone: { control: 'inline-radio', options: BUTTON_TONES },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: 'secondary', children: 'Continuer mes achats' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Supprimer l’article' } };
export const Small: Story = { args: { size: 'small', children: 'Modifier' } };
export const Pending: Story = { args: { pending: true, children: 'Envoi en cours…' } };
export const Disabled: Story = { args: { disabled: true, children: 'Produit indisponible' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Valider mon panier' } };
