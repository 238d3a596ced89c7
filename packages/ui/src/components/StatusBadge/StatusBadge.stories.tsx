import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = { title: 'Primitives/StatusBadge', component: StatusBadge, args: { status: 'processing' } } satisfies Meta<
  typeof StatusBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const AwaitingPayment: Story = { args: { status: 'awaiting_payment' } };
export const PaymentFailed: Story = { args: { status: 'payment_failed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Shipped: Story = { args: { status: 'shipped' } };
