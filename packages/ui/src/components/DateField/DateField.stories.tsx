import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateField, type DateFieldProps } from './DateField';

/** The field with its value in state, as `Controller` would hold it. */
function Stateful(props: Omit<DateFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <DateField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Champs/DateField',
  component: DateField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Date de naissance', value: null, onChange: () => {} },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '1985-06-30T00:00:00.000Z' } };
export const Invalid: Story = {
  args: { value: '2030-01-01T00:00:00.000Z', error: 'La date de naissance doit être dans le passé.' },
};
