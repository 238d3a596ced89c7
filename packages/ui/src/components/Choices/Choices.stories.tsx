import type { Meta, StoryObj } from '@storybook/react-vite';
import { Choices } from './Choices';

const meta = {
  title: 'Champs/Choices',
  component: Choices,
  args: {
    legend: 'Sexe',
    name: 'gender',
    options: [
      { value: 'm', label: 'Mâle' },
      { value: 'f', label: 'Femelle' },
    ],
  },
} satisfies Meta<typeof Choices>;
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
      { value: 'menager', label: 'Ration ménagère' },
    ],
  },
};
export const Invalid: Story = { args: { error: 'Ce champ est obligatoire.' } };
export const WithDescriptions: Story = {
  args: {
    legend: 'Livraison',
    name: 'carrier',
    options: [
      { value: 'home', label: 'À domicile', description: '48 à 72 h' },
      { value: 'pickup', label: 'En point relais', description: '3 à 4 jours' },
    ],
  },
};
