import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingProgress } from './FreeShippingProgress';

const meta = {
  title: 'Primitives/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { totalCents: 3690, thresholdCents: 4900 },
} satisfies Meta<typeof FreeShippingProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const EmptyCart: Story = { args: { totalCents: 0 } };
export const Reached: Story = { args: { totalCents: 5200 } };
