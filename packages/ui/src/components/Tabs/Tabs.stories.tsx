import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Mon abonnement',
    items: [
      {
        value: 'next',
        label: 'Prochaine commande',
        content: <p>Expédiée le 10 décembre, modifiable jusqu’au 6 décembre.</p>,
      },
      { value: 'subscription', label: 'Mon abonnement', content: <p>Livraison tous les mois, 10 % de remise.</p> },
      { value: 'history', label: 'Historique', content: <p>3 commandes livrées.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const SecondTab: Story = { args: { defaultValue: 'subscription' } };
