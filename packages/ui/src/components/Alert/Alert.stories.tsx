import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { title: 'Information', children: 'Livraison offerte dès 49 €.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Positive: Story = { args: { tone: 'positive', title: undefined, children: 'Votre message a été envoyé' } };
export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'En attente de paiement',
    children: 'Votre commande sera expédiée à réception du paiement.',
    action: <Button size="small">Payer maintenant</Button>,
  },
};
export const Critical: Story = {
  args: { tone: 'critical', title: 'Paiement échoué', children: 'Information bancaire : carte refusée (05)' },
};
