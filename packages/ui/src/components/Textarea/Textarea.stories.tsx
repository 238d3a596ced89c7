import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea';

const meta = {
  title: 'Champs/Textarea',
  component: Textarea,
  args: { label: 'Votre message', rows: 5 },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Bonjour, mon colis est arrivé abîmé.' } };
export const Invalid: Story = { args: { error: 'Ce champ est obligatoire.' } };
