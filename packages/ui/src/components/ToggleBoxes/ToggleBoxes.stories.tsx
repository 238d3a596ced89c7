import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToggleBoxes } from './ToggleBoxes';

const meta = {
  title: 'Champs/ToggleBoxes',
  component: ToggleBoxes,
  args: {
    legend: 'Votre animal',
    name: 'type',
    options: [
      { value: 'dog', label: 'Chien', description: 'Croquettes et pâtées' },
      { value: 'cat', label: 'Chat', description: 'Menu bi-nutrition' },
    ],
  },
} satisfies Meta<typeof ToggleBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Multiple: Story = {
  args: {
    legend: 'Que mange-t-il ?',
    name: 'feeds',
    multiple: true,
    options: [
      { value: 'croquettes', label: 'Croquettes' },
      { value: 'patee', label: 'Pâtée' },
      { value: 'friandises', label: 'Friandises' },
    ],
  },
};
export const Invalid: Story = { args: { error: 'Ce champ est obligatoire.' } };
