import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = { title: 'Primitives/Price', component: Price, args: { cents: 2490, tax: 'TTC' } } satisfies Meta<
  typeof Price
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTax: Story = {};
export const PerKilo: Story = { args: { cents: 899, unit: 'kg' } };
export const Subscription: Story = { args: { cents: 2241, previousCents: 2490 } };
export const WithoutTax: Story = { args: { cents: 2075, tax: 'HT' } };
export const Free: Story = { args: { cents: 0, tax: undefined } };
export const Unknown: Story = { args: { cents: 12.5, tax: undefined } };
