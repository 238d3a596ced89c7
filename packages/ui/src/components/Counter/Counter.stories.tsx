import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Counter, type CounterProps } from './Counter';

/** The stepper with its value in state, as a cart line would hold it. */
function Stateful(props: Omit<CounterProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <Counter {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/Counter',
  component: Counter,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Quantité', value: 0, onChange: () => {} },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { value: 2 } };
export const AtMax: Story = { args: { value: 5, max: 5 } };
export const CartLine: Story = { args: { value: 1, min: 1, alwaysOpen: true } };
export const Disabled: Story = { args: { value: 2, disabled: true } };
