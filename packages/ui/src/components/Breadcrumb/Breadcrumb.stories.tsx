import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Accueil', href: '/' }, { label: 'Chien', href: '/chien/' }, { label: 'Croquettes pour chien' }],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {};
export const HomeOnly: Story = { args: { items: [{ label: 'Accueil' }] } };
