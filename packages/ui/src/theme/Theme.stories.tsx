import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../components/Alert/Alert';
import { Button } from '../components/Button/Button';
import { Price } from '../components/Price/Price';

/** The same components under both themes: switch « Thème » in the toolbar, or see them side by side. */
function ThemeSample() {
  return (
    <div>
      <h2>Croquettes chien adulte au poulet</h2>
      <p>
        <Price cents={2490} tax="TTC" />
      </p>
      <Button>Ajouter au panier</Button> <Button tone="secondary">Voir le détail</Button>
      <Alert tone="positive">Livraison offerte dès 49 €.</Alert>
    </div>
  );
}

const meta = {
  title: 'Thème/Exemple',
  component: ThemeSample,
  // ThemeSample lives in this stories file, which react-docgen-typescript does not read: its JSDoc is repeated here.
  parameters: {
    docs: {
      description: {
        component:
          'The same components under both themes: switch « Thème » in the toolbar, or see them side by side. Every variable is listed on « Documentation/Thème ».',
      },
    },
  },
} satisfies Meta<typeof ThemeSample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gamelle: Story = { globals: { theme: 'gamelle' } };
export const AutreMarque: Story = { globals: { theme: 'exemple' } };
