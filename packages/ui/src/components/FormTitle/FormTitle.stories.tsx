import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormTitle } from './FormTitle';

const meta = {
  title: 'Champs/FormTitle',
  component: FormTitle,
  args: { children: 'Adresse de facturation' },
} satisfies Meta<typeof FormTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {};
export const WithSubtitle: Story = { args: { subtitle: 'Étape 2 sur 5' } };
