import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { FormButtons } from './FormButtons';

const meta = {
  title: 'Champs/FormButtons',
  component: FormButtons,
  args: {
    children: (
      <>
        <Button tone="secondary">Annuler</Button>
        <Button type="submit">Enregistrer</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormButtons>;
export default meta;
export const CancelAndSave: StoryObj<typeof meta> = {};
