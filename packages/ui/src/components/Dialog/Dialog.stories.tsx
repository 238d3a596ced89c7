import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Expédier maintenant ?',
    description: 'Votre commande sera expédiée et débitée sous 24 h ouvrées.',
    trigger: <Button>Expédier maintenant</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button tone="secondary">Annuler</Button>
        </DialogClose>
        <Button>Confirmer</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true, trigger: undefined } };
