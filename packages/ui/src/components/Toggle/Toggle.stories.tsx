import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toggle } from './Toggle';

const meta = {
  title: 'Champs/Toggle',
  component: Toggle,
  args: { label: 'Mon animal a une pathologie' },
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithHelp: Story = { args: { description: 'Diabète, insuffisance rénale, allergie…' } };
